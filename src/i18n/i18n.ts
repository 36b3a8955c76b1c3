import { setupI18n, type Messages } from '@lingui/core';
import { localeCatalogues } from 'virtual:locale-catalogues';
import { chooseLocale, isRightToLeft, type LocaleSources } from '../shared/locale-match';
import { messages as commonSource } from './locales/en/common.json?lingui';
import type { MessageId, MessageValues, Namespace } from './message-ids';

export const SOURCE_LOCALE = 'en';
/** Accented, longer English for QA: any text that is not accented is not in a catalogue. */
export const PSEUDO_LOCALE = 'en-XA';
/** A locale of APP_LOCALES. */
export type AppLocale = string;

// The common English messages ship with the entry, so the shell renders with no catalogue request.
export const i18n = setupI18n({
  locale: SOURCE_LOCALE,
  messages: { [SOURCE_LOCALE]: commonSource },
});

const sourceModules = new Map(
  Object.entries(
    import.meta.glob<Messages>(['./locales/en/*.json', '!./locales/en/common.json'], {
      query: '?lingui',
      import: 'messages',
    }),
  ),
);
// A translated locale's list of catalogues is a small chunk of its own, loaded with its first
// catalogue, so the entry holds one line per locale.
const localeIndexes = new Map(Object.entries(localeCatalogues));

/** English, every locale with a catalogue folder, and the pseudo-locale. */
export const APP_LOCALES: readonly AppLocale[] = [
  SOURCE_LOCALE,
  ...localeIndexes.keys(),
  PSEUDO_LOCALE,
];

/** Every namespace, as the English source catalogues name them. */
export const NAMESPACES: readonly Namespace[] = [
  'common',
  ...[...sourceModules.keys()].map(
    (path) => path.slice('./locales/en/'.length, -'.json'.length) as Namespace,
  ),
];

const sourceCatalogue = (namespace: Namespace): Promise<Messages> => {
  if (namespace === 'common') return Promise.resolve(commonSource);
  const load = sourceModules.get(`./locales/en/${namespace}.json`);
  if (!load) throw new Error(`No message catalogue for the namespace "${namespace}"`);
  return load();
};

/**
 * A locale's messages for one namespace. A translated catalogue is compiled with English in place
 * of any message it lacks (Lingui's fallback locale), so English is loaded only when the locale
 * has no catalogue for the namespace at all.
 */
const catalogueFor = async (locale: AppLocale, namespace: Namespace): Promise<Messages> => {
  if (locale === SOURCE_LOCALE) return sourceCatalogue(namespace);
  if (locale === PSEUDO_LOCALE) {
    return (await import('./pseudo-locale')).pseudoLocalize(await sourceCatalogue(namespace));
  }
  const index = await localeIndexes.get(locale)?.();
  const translated = await index?.catalogues[namespace]?.();
  return translated ?? sourceCatalogue(namespace);
};

const loads = new Map<string, Promise<void>>([[`${SOURCE_LOCALE}/common`, Promise.resolve()]]);
const loaded = new Set<string>([`${SOURCE_LOCALE}/common`]);

export const isNamespaceLoaded = (locale: string, namespace: Namespace): boolean =>
  loaded.has(`${locale}/${namespace}`);

/** Loads each namespace once per locale; the same promise is handed to everyone who waits. */
export const loadNamespaces = (
  namespaces: readonly Namespace[],
  locale: AppLocale = activeLocale(),
): Promise<void> => {
  const key = `${locale}/${[...namespaces].sort().join('+')}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = Promise.all(
      namespaces.map((namespace) => {
        const namespaceKey = `${locale}/${namespace}`;
        let load = loads.get(namespaceKey);
        if (!load) {
          load = catalogueFor(locale, namespace).then((messages) => {
            i18n.load(locale, messages);
            loaded.add(namespaceKey);
          });
          loads.set(namespaceKey, load);
        }
        return load;
      }),
    ).then(() => undefined);
    loads.set(key, pending);
  }
  return pending;
};

const isAppLocale = (value: string | null): value is AppLocale =>
  value !== null && APP_LOCALES.includes(value);

export const activeLocale = (): AppLocale => {
  const { locale } = i18n;
  return isAppLocale(locale) ? locale : SOURCE_LOCALE;
};

/** Each unknown `hl` is reported once, however often the page asks for it. */
const reportedMissingLocales = new Set<string>();

/**
 * The locale a page shows (see `chooseLocale` for the order). An `hl` the app has no catalogue
 * for is reported as the missing module it is, and the page stays in English.
 */
export const detectLocale = (sources: LocaleSources): AppLocale => {
  const choice = chooseLocale(sources, APP_LOCALES, SOURCE_LOCALE);
  if (choice.source === 'unknownHl' && !reportedMissingLocales.has(choice.requested)) {
    reportedMissingLocales.add(choice.requested);
    console.error(`Cannot find module './locales/${choice.requested}/common.json'`);
  }
  return choice.locale;
};

/** The locale the latest `activateLocale` call asked for: a slower earlier switch never wins. */
let requestedLocale: AppLocale = SOURCE_LOCALE;

/**
 * Switches the UI language, without a reload, once the messages of every namespace in use are
 * loaded in it; `<html lang dir>` follow.
 */
export const activateLocale = async (locale: AppLocale): Promise<void> => {
  requestedLocale = locale;
  const inUse = [...loaded]
    .map((key) => key.split('/')[1] as Namespace)
    .filter((namespace, index, all) => all.indexOf(namespace) === index);
  await loadNamespaces(inUse, locale);
  if (requestedLocale !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
};

/** A common message outside React (API errors, toasts): the common catalogue is always loaded. */
export const translate = (id: MessageId<'common'>, values?: MessageValues): string =>
  i18n._(id, values);
