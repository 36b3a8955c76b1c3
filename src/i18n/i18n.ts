import { setupI18n, type Messages } from '@lingui/core';
import { messages as commonSource } from './locales/en/common.json?lingui';
import type { MessageId, MessageValues, Namespace } from './message-ids';

export const SOURCE_LOCALE = 'en';
/** Accented, longer English for QA: any text that is not accented is not in a catalogue. */
export const PSEUDO_LOCALE = 'en-XA';
export const APP_LOCALES: readonly string[] = [SOURCE_LOCALE, PSEUDO_LOCALE];
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
const translatedModules = new Map(
  Object.entries(
    import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/*.json'], {
      query: '?lingui',
      import: 'messages',
    }),
  ),
);

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

/** A locale's messages for one namespace, English standing in for any message it lacks. */
const catalogueFor = async (locale: AppLocale, namespace: Namespace): Promise<Messages> => {
  const source = await sourceCatalogue(namespace);
  if (locale === SOURCE_LOCALE) return source;
  if (locale === PSEUDO_LOCALE) return (await import('./pseudo-locale')).pseudoLocalize(source);
  const translated = await translatedModules.get(`./locales/${locale}/${namespace}.json`)?.();
  return { ...source, ...translated };
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

/** The locale a page opens in: the `hl` URL parameter when the app has it, else English. */
export const detectLocale = (search: string = window.location.search): AppLocale => {
  const requested = new URLSearchParams(search).get('hl');
  return isAppLocale(requested) ? requested : SOURCE_LOCALE;
};

/** Switches the UI language once the common messages (and any already in use) are loaded. */
export const activateLocale = async (locale: AppLocale): Promise<void> => {
  const inUse = [...loaded]
    .map((key) => key.split('/')[1] as Namespace)
    .filter((namespace, index, all) => all.indexOf(namespace) === index);
  await loadNamespaces(inUse, locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
};

/** A common message outside React (API errors, toasts): the common catalogue is always loaded. */
export const translate = (id: MessageId<'common'>, values?: MessageValues): string =>
  i18n._(id, values);
