import { descriptionId } from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import { readListItemOptions } from '../list-options';
import { fillText } from '../field-hooks';
import { EMBEDDED_FORM_FIELD } from '../kinds/section';
import { readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineObjectTemplateProps } from '../types';
import { LabelContent } from './field-label';

type Property = EngineObjectTemplateProps['properties'][number];
type FieldRow = { isPair: boolean; properties: Property[] };

/**
 * Consecutive half-width fields pair up in two-column rows; every other field stands alone. The
 * list itself is plain block flow: a grid of hundreds of fields would be laid out again, whole, on
 * every keystroke in any one of them.
 */
const pairHalfWidthFields = (
  properties: Property[],
  uiSchema: EngineObjectTemplateProps['uiSchema'],
): FieldRow[] => {
  const rows: FieldRow[] = [];
  let openPair: FieldRow | undefined;
  for (const property of properties) {
    if (property.hidden) continue;
    const isHalf = readFieldOptions(uiSchema?.[property.name]).layout === 'half';
    if (isHalf && openPair) {
      openPair.properties.push(property);
      openPair = undefined;
    } else {
      const row = { isPair: isHalf, properties: [property] };
      rows.push(row);
      openPair = isHalf ? row : undefined;
    }
  }
  return rows;
};

/** Sections of a form (and embedded forms) are fieldsets; the root is just its list of fields. */
export default function ObjectFieldTemplate(props: EngineObjectTemplateProps) {
  const { t } = useMessages('forms');
  const { title, description, properties, fieldPathId, uiSchema, registry, required } = props;
  const context = registry.formContext;
  const fields = (
    <div className="pcsx-fields">
      {pairHalfWidthFields(properties, uiSchema).map(({ isPair, properties: row }) =>
        isPair ? (
          <div key={row[0].name} className="pcsx-fields__pair">
            {row.map((property) => property.content)}
          </div>
        ) : (
          row[0].content
        ),
      )}
    </div>
  );
  const depth = fieldPathId.path.length;
  if (depth === 0) return fields;
  const index = fieldPathId.path[depth - 1];
  // An item of a dynamic list is named by its position ("Employer 2").
  const heading =
    typeof index === 'number'
      ? readListItemOptions(uiSchema, { title }, index, t).title
      : fillText(context, title);
  const isEmbedded = uiOptionsOf(uiSchema).field === EMBEDDED_FORM_FIELD;
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
      {fields}
    </fieldset>
  );
}
