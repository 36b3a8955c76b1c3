/**
 * The router's key of the history entry the page was loaded with. An address opened afresh has
 * no key of its own (the router calls it 'default'); a reloaded entry keeps the key it had. Every
 * navigation inside the app makes a new key, so a location with this key was booted from its URL.
 */
const ROUTER_DEFAULT_KEY = 'default';
let bootEntryKey = ROUTER_DEFAULT_KEY;

const keyOf = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('key' in state)) return undefined;
  return typeof state.key === 'string' && state.key !== '' ? state.key : undefined;
};

/** Notes the entry the page starts at; called once at start-up, before the router runs. */
export const rememberBootHistoryEntry = (): void => {
  bootEntryKey = keyOf(window.history.state) ?? ROUTER_DEFAULT_KEY;
};

/** Whether a router location (by its key) is the one the page was opened or reloaded at. */
export const isBootHistoryEntry = (locationKey: string): boolean => locationKey === bootEntryKey;

/**
 * Whether a route loader's request is for the location the page was opened or reloaded at, so
 * the loader reads its URL as the screen will: a navigation's loader runs while the address still
 * shows the page being left.
 */
export const isBootRequest = (requestUrl: string): boolean => {
  const requested = new URL(requestUrl, window.location.href);
  return (
    requested.pathname === window.location.pathname &&
    requested.search === window.location.search &&
    isBootHistoryEntry(keyOf(window.history.state) ?? ROUTER_DEFAULT_KEY)
  );
};
