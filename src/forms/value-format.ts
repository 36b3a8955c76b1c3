import type { RJSFSchema } from '@rjsf/utils';
import { NOT_ANSWERED } from './answer-text';
import { kindOf } from './kinds';
import type { FormsTranslate } from './validation/messages';

/** One answer as text for read-only views, in its kind's format (SSNs by their last four digits). */
export const formatAnswer = (
  schema: RJSFSchema,
  uiSchema: unknown,
  value: unknown,
  t: FormsTranslate,
): string =>
  value === undefined || value === null || value === ''
    ? t(NOT_ANSWERED)
    : kindOf(schema, uiSchema).format(value, schema, t);
