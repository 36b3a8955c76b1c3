import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { UI_LANGUAGE_CODES } from '../../../src/shared/languages';
import { escapeHtml } from '../lib/html';
import type englishCatalogue from './locales/en.json';

/**
 * The server's own words (error messages, mails, the signing pages, the page shell) as ICU
 * messages in `locales/<locale>.json`, ids `server.<area>.<name>`. English is the source; any
 * other locale may lack messages, which then read in English, one by one.
 */

/** An id of the English catalogue: the compiler refuses any other. */
export type MessageId = keyof typeof englishCatalogue;

/** A message with the values of its placeholders, worded when an answer is made. */
export interface LocalizedMessage {
  readonly id: MessageId;
  readonly values: MessageValues;
}

/**
 * Text outside the catalogue, the same in every language: what the server passes on but did not
 * write (a library's own error message), and the development tools' own words. Never for what
 * candidates read, which belongs in the catalogue.
 */
export interface VerbatimText {
  readonly verbatim: string;
}

/** A placeholder's value: text and numbers as they are, a message worded in the same locale. */
export type MessageValue = string | number | LocalizedMessage;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** Words for a person, to be put in their language: an id alone, or an id with values. */
export type Message = MessageId | LocalizedMessage | VerbatimText;

export const SOURCE_LOCALE = 'en';

/** A message with placeholders (or one that is itself a placeholder's value). */
export const msg = (id: MessageId, values: MessageValues = {}): LocalizedMessage => ({
  id,
  values,
});

export const verbatim = (text: string): VerbatimText => ({ verbatim: text });

type Catalogue = Readonly<Record<string, string>>;

/**
 * Each message compiled once. English must compile (the catalogue check guards it); a translated
 * message that does not is left out, so its English stands in.
 */
const compileCatalogue = (catalogue: Catalogue, isSource: boolean): Messages => {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (isSource) {
      compiled[id] = compileMessageOrThrow(message);
      continue;
    }
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch {
      // Invalid ICU in a translation: English is used for this message.
    }
  }
  return compiled;
};

const instanceOf = (locale: string, messages: Messages): I18n =>
  setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      throw new Error(`The English server catalogue has no message ${id}`);
    },
  });

/**
 * Lingui decodes `\u0041`-like escapes anywhere in a formatted message, values included; a
 * value's backslashes stand aside while it is formatted, so a name or a query reads as typed.
 */
const BACKSLASH = /\\/g;
const BACKSLASH_STAND_IN = '\uE000';

/** Formats messages in a locale (a UI language code); see `translate`. */
export type TranslateIn = (locale: string, message: Message) => string;

/**
 * A formatter over an English catalogue and translations by locale: one Lingui instance per
 * locale, each message compiled once, English standing in for whatever a locale lacks, key by
 * key. A locale without translations reads English. An id English lacks is an error, never text.
 */
export const createTranslate = (
  source: Catalogue,
  translations: Readonly<Record<string, Catalogue>>,
): TranslateIn => {
  const englishMessages = compileCatalogue(source, true);
  const englishInstance = instanceOf(SOURCE_LOCALE, englishMessages);
  const instances = new Map<string, I18n>([
    [SOURCE_LOCALE, englishInstance],
    ...Object.entries(translations).map(([locale, catalogue]): [string, I18n] => [
      locale,
      instanceOf(locale, { ...englishMessages, ...compileCatalogue(catalogue, false) }),
    ]),
  ]);
  const format: TranslateIn = (locale, message) => {
    if (typeof message !== 'string' && 'verbatim' in message) return message.verbatim;
    const i18n = instances.get(locale) ?? englishInstance;
    if (typeof message === 'string') return i18n._(message);
    let standsAside = false;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.values)) {
      const text = typeof value === 'object' ? format(locale, value) : value;
      if (typeof text === 'string' && text.includes('\\')) {
        standsAside = true;
        values[name] = text.replace(BACKSLASH, BACKSLASH_STAND_IN);
      } else {
        values[name] = text;
      }
    }
    const text = i18n._(message.id, values);
    return standsAside ? text.replaceAll(BACKSLASH_STAND_IN, '\\') : text;
  };
  return format;
};

const LOCALES_DIR = new URL('./locales/', import.meta.url);

const readCatalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, LOCALES_DIR), 'utf8')) as Catalogue;

/** The UI languages that have a catalogue file besides English. */
const translatedLocales = readdirSync(LOCALES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .filter((locale) => locale !== SOURCE_LOCALE && UI_LANGUAGE_CODES.includes(locale));

/**
 * The message in the locale (a UI language code), English where the locale has no wording: the
 * catalogues of `locales/`, read and compiled once at start.
 */
export const translate: TranslateIn = createTranslate(
  readCatalogue(SOURCE_LOCALE),
  Object.fromEntries(translatedLocales.map((locale) => [locale, readCatalogue(locale)])),
);

/** The message in English: what logs and `Error.message` carry. */
export const english = (message: Message): string => translate(SOURCE_LOCALE, message);

/** `translate` bound to one locale. */
export type Translate = (message: Message) => string;

export const translatorFor =
  (locale: string): Translate =>
  (message) =>
    translate(locale, message);

const MARKUP_MARK = '\uE001';

/**
 * The message as HTML: its text escaped, values included, except the placeholders named in
 * `markup`, which take the given HTML (itself escaped by its maker), e.g. a name in `<strong>`.
 */
export const translateToHtml = (
  locale: string,
  message: LocalizedMessage,
  markup: Readonly<Record<string, string>>,
): string => {
  const names = Object.keys(markup);
  const marks = Object.fromEntries(
    names.map((name, index) => [name, `${MARKUP_MARK}${index}${MARKUP_MARK}`]),
  );
  const text = escapeHtml(translate(locale, msg(message.id, { ...message.values, ...marks })));
  return text.replace(
    new RegExp(`${MARKUP_MARK}(\\d+)${MARKUP_MARK}`, 'g'),
    (_mark, index: string) => markup[names[Number(index)] ?? ''] ?? '',
  );
};
