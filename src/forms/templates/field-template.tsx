import { fieldKindOf, type FieldKind } from '../field-kind';
import { fillText } from '../field-hooks';
import { WIDGET_NAMES } from '../field-names';
import { readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineFieldTemplateProps } from '../types';
import { LabelContent } from './field-label';

/** Fields whose single input the template labels; the others name themselves with a legend. */
const isLabelledByTemplate = (kind: FieldKind, widget: unknown): boolean => {
  if (kind === 'text' || kind === 'number' || kind === 'date') return true;
  return kind === 'choice' && widget !== WIDGET_NAMES.radio;
};

/** The frame of every field: label, the field itself, its error, description and help. */
export default function FieldTemplate(props: EngineFieldTemplateProps) {
  const {
    id,
    fieldPathId,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    schema,
    uiSchema,
    registry,
    rawErrors,
  } = props;
  const context = registry.formContext;
  const { path } = fieldPathId;

  if (hidden) return <div hidden>{children}</div>;
  const kind = fieldKindOf(schema, uiSchema);
  const uiOptions = uiOptionsOf(uiSchema);
  const options = readFieldOptions(uiSchema);
  const isRoot = path.length === 0;
  const hasLabel = uiOptions.label !== false && isLabelledByTemplate(kind, uiOptions.widget);
  const className = [
    'pcsx-field',
    `pcsx-field--${kind}`,
    rawErrors && rawErrors.length > 0 ? 'pcsx-field--invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (isRoot) return children;
  return (
    <div className={className}>
      {hasLabel && (
        <label htmlFor={id} className="pcsx-field__label">
          <LabelContent
            text={fillText(context, label)}
            required={required}
            isNew={options.newItem}
          />
        </label>
      )}
      {kind !== 'object' && kind !== 'display' && description}
      {children}
      {errors}
      {help}
    </div>
  );
}
