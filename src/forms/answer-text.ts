import { translateFormText } from './form-texts';
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './ui-options';

/** What a read-only view shows for a question without an answer (an id of the forms catalogue). */
export const NOT_ANSWERED = 'forms.engine.answer.notAnswered';

/** A string, number or boolean as text; anything else as `fallback`. */
export const scalarText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : fallback;

/** The title of the `oneOf` / `anyOf` option whose const is `value`. */
export const choiceLabel = (schema: RJSFSchema, value: unknown): string | undefined => {
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) {
    for (const option of options) {
      if (isRecord(option) && option.const === value && typeof option.title === 'string')
        return translateFormText(option.title);
    }
  }
  return undefined;
};

/** MM/DD/YYYY, the portal's date format, from an ISO date. */
export const formatIsoDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
};
