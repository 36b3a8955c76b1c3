import { fillText } from '../field-hooks';
import { kindOf } from '../kinds';
import { readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineFieldTemplateProps } from '../types';
import { LabelContent } from './field-label';

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
  const kind = kindOf(schema, uiSchema);
  const uiOptions = uiOptionsOf(uiSchema);
  const options = readFieldOptions(uiSchema);
  const isRoot = path.length === 0;
  // Single inputs are labelled here; groups name themselves with a legend.
  const hasLabel = uiOptions.label !== false && kind.isLabelledByTemplate;
  const className = [
    'pcsx-field',
    `pcsx-field--${kind.name}`,
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
      {kind.holds !== 'fields' && kind.holds !== 'content' && description}
      {children}
      {errors}
      {help}
    </div>
  );
}
