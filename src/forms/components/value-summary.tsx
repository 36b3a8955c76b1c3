import type { RJSFSchema } from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import { NOT_ANSWERED } from '../answer-text';
import { isContainer, kindOf } from '../kinds';
import { isRecord, uiOptionsOf } from '../ui-options';
import { formatAnswer } from '../value-format';
import { fillPlaceholders, type PlaceholderVariables } from '../validation/placeholders';

export interface ValueSummaryProps {
  title?: string;
  schema: RJSFSchema;
  uiSchema: unknown;
  value: unknown;
  /** Resolves $refs and conditions of a schema for its value (rjsf's `retrieveSchema`). */
  resolveSchema: (schema: RJSFSchema, value: unknown) => RJSFSchema;
  variables: PlaceholderVariables;
  headingLevel?: 2 | 3 | 4;
}

const orderedNames = (schema: RJSFSchema, uiSchema: unknown): string[] => {
  const names = Object.keys(schema.properties ?? {});
  const order = uiOptionsOf(uiSchema).order;
  if (!Array.isArray(order)) return names;
  const listed = order.filter(
    (name): name is string => typeof name === 'string' && names.includes(name),
  );
  return [...listed, ...names.filter((name) => !listed.includes(name))];
};

/** Read-only view of answers: each section a heading, each answer a term and its value. */
export const ValueSummary = ({
  title,
  schema: rawSchema,
  uiSchema,
  value,
  resolveSchema,
  variables,
  headingLevel = 3,
}: ValueSummaryProps) => {
  const { t } = useMessages('forms');
  const schema = resolveSchema(rawSchema, value);
  const Heading = `h${headingLevel}` as const;
  const values = isRecord(value) ? value : {};
  const entries = orderedNames(schema, uiSchema).flatMap((name) => {
    const child = schema.properties?.[name];
    if (!child || typeof child === 'boolean') return [];
    const childUi = isRecord(uiSchema) ? uiSchema[name] : undefined;
    const resolved = resolveSchema(child, values[name]);
    const kind = kindOf(resolved, childUi);
    if (kind.holds === 'content') return [];
    const label = fillPlaceholders(
      (typeof uiOptionsOf(childUi).title === 'string'
        ? String(uiOptionsOf(childUi).title)
        : undefined) ??
        resolved.title ??
        name,
      variables,
    );
    return [{ name, label, resolved, childUi, kind }];
  });
  const nextLevel = (headingLevel < 4 ? headingLevel + 1 : 4) as 3 | 4;
  const leaves = entries.filter((entry) => !isContainer(entry.kind));
  const groups = entries.filter((entry) => isContainer(entry.kind));
  return (
    <section className="pcsx-summary">
      {title && (
        <Heading className="pcsx-summary__title">{fillPlaceholders(title, variables)}</Heading>
      )}
      {leaves.length > 0 && (
        <dl className="pcsx-summary__list">
          {leaves.map(({ name, label, resolved, childUi }) => (
            <div key={name} className="pcsx-summary__row">
              <dt>{label}</dt>
              <dd>{formatAnswer(resolved, childUi, values[name], t)}</dd>
            </div>
          ))}
        </dl>
      )}
      {groups.map(({ name, label, resolved, childUi, kind }) => {
        if (kind.holds === 'fields') {
          return (
            <ValueSummary
              key={name}
              title={label}
              schema={resolved}
              uiSchema={childUi}
              value={values[name]}
              resolveSchema={resolveSchema}
              variables={variables}
              headingLevel={nextLevel}
            />
          );
        }
        const items = Array.isArray(values[name]) ? (values[name] as unknown[]) : [];
        const itemSchema = isRecord(resolved.items) ? (resolved.items as RJSFSchema) : {};
        const itemUi = isRecord(childUi) ? childUi.items : undefined;
        return (
          <section key={name} className="pcsx-summary">
            <Heading className="pcsx-summary__title">{label}</Heading>
            {items.length === 0 ? (
              <p>{t(NOT_ANSWERED)}</p>
            ) : (
              items.map((item, index) => (
                <ValueSummary
                  // Items have no identity beyond their position in a read-only view.
                  key={index}
                  title={t('forms.engine.list.namedItem', {
                    // The item's title is a form text (a message id), as the labels above.
                    name: itemSchema.title ? fillPlaceholders(itemSchema.title, variables) : label,
                    number: index + 1,
                  })}
                  schema={itemSchema}
                  uiSchema={itemUi}
                  value={item}
                  resolveSchema={resolveSchema}
                  variables={variables}
                  headingLevel={nextLevel}
                />
              ))
            )}
          </section>
        );
      })}
    </section>
  );
};
