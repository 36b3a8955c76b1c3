import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen's own document title, when it has one (a job's name). `null` while the screen is
 * still working out its title: the old one stays and nothing is announced until it is known.
 * `undefined` when no screen set one, so the shell uses the page's default title.
 */
export type PageTitleOverride = string | null | undefined;

let override: PageTitleOverride = undefined;
const listeners = new Set<() => void>();
const setOverride = (next: PageTitleOverride) => {
  if (next === override) return;
  override = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Gives the page this title while the calling screen is shown; `null` while it is not known yet. */
export const usePageTitle = (title: string | null): void => {
  useEffect(() => {
    setOverride(title);
    return () => setOverride(undefined);
  }, [title]);
};

/** The title the showing screen asked for, if any, as of now. */
export const getPageTitleOverride = (): PageTitleOverride => override;

/** The title the showing screen asked for, if any (read by the app shell). */
export const usePageTitleOverride = (): PageTitleOverride =>
  useSyncExternalStore(subscribe, getPageTitleOverride, getPageTitleOverride);
