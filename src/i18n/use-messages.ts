import { useSyncExternalStore } from 'react';
import { activeLocale, i18n, isNamespaceLoaded, loadNamespaces, type AppLocale } from './i18n';
import type { MessageId, MessageValues, Namespace } from './message-ids';

export type Translate<N extends Namespace> = (id: MessageId<N>, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

// One function per locale: components memoized on `t` render again when the language changes.
const translators = new Map<AppLocale, (id: string, values?: MessageValues) => string>();
const translatorFor = (locale: AppLocale) => {
  let translator = translators.get(locale);
  if (!translator) {
    translator = (id, values) => i18n._(id, values);
    translators.set(locale, translator);
  }
  return translator;
};

const failedLoads = new WeakMap<Promise<void>, unknown>();

/**
 * Suspends the component until the catalogues arrive, by throwing the pending load (the promise
 * protocol of React's Suspense); a load that failed is thrown as the error, for the error boundary.
 */
const suspendUntilLoaded = (load: Promise<void>): never => {
  if (failedLoads.has(load)) throw failedLoads.get(load);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits on a thrown promise
  throw load.catch((error: unknown) => {
    failedLoads.set(load, error);
  });
};

/** Re-renders the caller when the UI language changes, and returns it (also in static markup). */
export const useLocale = (): AppLocale =>
  useSyncExternalStore(subscribe, activeLocale, activeLocale);

/**
 * The messages of the given namespaces (and the common ones) in the active locale. The component
 * suspends while a catalogue loads; route loaders load theirs first, so screens rarely wait.
 */
export const useMessages = <N extends Namespace = 'common'>(...namespaces: N[]) => {
  const locale = useLocale();
  const missing = namespaces.filter((namespace) => !isNamespaceLoaded(locale, namespace));
  if (missing.length > 0) suspendUntilLoaded(loadNamespaces(missing, locale));
  const t: Translate<N> = translatorFor(locale);
  return { t, locale };
};
