import { translateFormText } from '../form-texts';
/** Values a form can weave into its texts, e.g. `{ firstName: 'Jordan' }`. */
export type PlaceholderVariables = Readonly<Record<string, string | number>>;

// Doubled forms first, so `{{x}}` is not read as `{` + `{x}` + `}`.
const PLACEHOLDER = /\[\[(\w+)\]\]|\{\{(\w+)\}\}|\[(\w+)\]|\{(\w+)\}/g;

/**
 * Replaces the variable placeholders of the spec, `{x}`, `{{x}}`, `[x]` and `[[x]]`, with their values.
 * A placeholder without a value stays as written, so a missing variable is visible rather than blank.
 */
export const fillPlaceholders = (formText: string, variables: PlaceholderVariables): string => {
  const text = translateFormText(formText);
  return !text.includes('{') && !text.includes('[')
    ? text
    : text.replace(PLACEHOLDER, (match, ...names: (string | undefined)[]) => {
        const name = names.slice(0, 4).find((candidate) => candidate !== undefined);
        const value = name === undefined ? undefined : variables[name];
        return value === undefined ? match : String(value);
      });
};

/** Fills python-style `%(name)s` parameters, as the spec's file and rule messages use. */
export const formatMessage = (
  template: string,
  params: Readonly<Record<string, string | number>>,
): string =>
  translateFormText(template).replace(/%\((\w+)\)s/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
