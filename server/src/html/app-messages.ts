import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { SOURCE_LOCALE } from '../i18n/messages';

/**
 * The app's own messages (`src/i18n/locales/<locale>/<namespace>.json`) for the markup the server
 * draws in the app's place before it runs, so the two read alike in every language. Only the
 * namespaces that markup uses are read, each locale once; English stands in message by message.
 */
const NAMESPACES = ['position'] as const;

// The catalogues stay in the app's i18n folder, where they are written, extracted and checked: the
// server reads them as data, never imports the app's code beyond src/shared.
const LOCALES_DIR = new URL('../../../src/i18n/locales/', import.meta.url);

const compiledCatalogue = (locale: string): Messages => {
  const compiled: Messages = {};
  for (const namespace of NAMESPACES) {
    let catalogue: Record<string, string>;
    try {
      catalogue = JSON.parse(
        readFileSync(new URL(`${locale}/${namespace}.json`, LOCALES_DIR), 'utf8'),
      ) as Record<string, string>;
    } catch {
      continue;
    }
    for (const [id, message] of Object.entries(catalogue)) {
      try {
        compiled[id] = compileMessageOrThrow(message);
      } catch {
        // An invalid translation reads in English (the catalogue check reports it).
      }
    }
  }
  return compiled;
};

const instances = new Map<string, I18n>();

/** The app's message `id` in `locale` (a UI language code), with its placeholders' values. */
export const appMessage = (
  locale: string,
  id: string,
  values: Readonly<Record<string, string | number>> = {},
): string => {
  let i18n = instances.get(locale);
  if (!i18n) {
    const english = compiledCatalogue(SOURCE_LOCALE);
    const messages =
      locale === SOURCE_LOCALE ? english : { ...english, ...compiledCatalogue(locale) };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n._(id, values);
};
