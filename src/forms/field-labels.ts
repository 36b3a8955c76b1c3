import type { RJSFSchema } from '@rjsf/utils';
import { uiOptionsOf } from './ui-options';
import { fillPlaceholders, type PlaceholderVariables } from './validation/placeholders';

/** The label a field shows: its UI title, schema title or name, placeholders filled. */
export const fieldLabel = (
  schema: RJSFSchema,
  uiSchema: unknown,
  name: string | number | undefined,
  variables: PlaceholderVariables,
): string => {
  const title = uiOptionsOf(uiSchema).title;
  const text =
    typeof title === 'string' ? title : (schema.title ?? (name === undefined ? '' : String(name)));
  return fillPlaceholders(text, variables);
};
