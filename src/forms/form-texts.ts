import type { CompiledIcuChoices, CompiledMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '../i18n/i18n';

const FORM_TEXT_PREFIX = 'formSchemas.';
// Placeholders the form engine fills itself, written `%(name)s` in the forms; every other one is
// a form variable, written `{name}`.
const ENGINE_PARAMETERS: ReadonlySet<string> = new Set(['index', 'min', 'max', 'files', 'count']);

const placeholderNames = (message: CompiledMessage | string, names: Set<string>): Set<string> => {
  if (typeof message === 'string') return names;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format !== null && typeof format === 'object') {
      Object.values(format as CompiledIcuChoices).forEach((branch) => {
        if (Array.isArray(branch)) placeholderNames(branch, names);
      });
    }
  }
  return names;
};

/**
 * A text of a generated form in the active locale: the forms carry `formSchemas` message ids in
 * place of their texts. The placeholders come back as the form engine writes them, for it to
 * fill; any other text (a form variable's value, an answer) is returned as it is.
 */
export const translateFormText = (text: string): string => {
  if (!text.startsWith(FORM_TEXT_PREFIX)) return text;
  const { messages } = i18n;
  if (!(text in messages)) return text;
  const message = messages[text];
  const values = Object.fromEntries(
    [...placeholderNames(message, new Set())].map((name) => [
      name,
      ENGINE_PARAMETERS.has(name) ? `%(${name})s` : `{${name}}`,
    ]),
  );
  return i18n._(text, values);
};
