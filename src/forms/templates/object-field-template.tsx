import { descriptionId } from '@rjsf/utils';
import { FIELD_NAMES } from '../field-names';
import { readListItemOptions } from '../list-options';
import { fillText } from '../field-hooks';
import { readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineObjectTemplateProps } from '../types';
import { LabelContent } from './field-label';

/** Sections of a form (and embedded forms) are fieldsets; the root is just the grid of fields. */
export default function ObjectFieldTemplate(props: EngineObjectTemplateProps) {
  const { title, description, properties, fieldPathId, uiSchema, registry, required } = props;
  const context = registry.formContext;
  const grid = (
    <div className="pcsx-grid">
      {properties.map((property) => (property.hidden ? null : property.content))}
    </div>
  );
  const depth = fieldPathId.path.length;
  if (depth === 0) return grid;
  const index = fieldPathId.path[depth - 1];
  // An item of a dynamic list is named by its position ("Employer 2").
  const heading =
    typeof index === 'number'
      ? readListItemOptions(uiSchema, { title }, index).title
      : fillText(context, title);
  const isEmbedded = uiOptionsOf(uiSchema).field === FIELD_NAMES.embeddedForm;
  const hasDescription = typeof description === 'string' && description !== '';
  const Heading = depth === 1 ? 'h2' : 'h3';
  return (
    <fieldset
      id={fieldPathId.$id}
      className={`pcsx-section${isEmbedded ? ' pcsx-section--embedded' : ''}`}
      aria-describedby={hasDescription ? descriptionId(fieldPathId) : undefined}
    >
      <legend className="pcsx-section__legend">
        <Heading className="pcsx-section__title">
          <LabelContent
            text={heading}
            required={required && depth > 1}
            isNew={readFieldOptions(uiSchema).newItem}
          />
        </Heading>
      </legend>
      {hasDescription && (
        <p id={descriptionId(fieldPathId)} className="pcsx-section__description">
          {fillText(context, description)}
        </p>
      )}
      {grid}
    </fieldset>
  );
}
