/**
 * Per-page request context: the CSRF token (from the page, then refreshed from every response),
 * the signed-in user and the group id sent as headers.
 */
interface RequestContext {
  csrfToken: string | null;
  userId: string | null;
  groupId: string | null;
}

const context: RequestContext = { csrfToken: null, userId: null, groupId: null };

const readPageCsrfToken = (): string | null =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null) || null;

export const getCsrfToken = (): string | null => context.csrfToken ?? readPageCsrfToken();

export const setCsrfToken = (token: string | null): void => {
  if (token) context.csrfToken = token;
};

export const setRequestIdentity = (identity: { userId: string | null; groupId: string | null }) => {
  context.userId = identity.userId;
  context.groupId = identity.groupId;
};

export const getRequestIdentity = () => ({ userId: context.userId, groupId: context.groupId });

/** The part of the Temporal API the timezone header reads (not yet in TypeScript's libraries). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The visitor's IANA timezone. Temporal names it without ICU's date formatting data, which a
 * first `Intl.DateTimeFormat` loads in one long main-thread step (tens of milliseconds on a
 * phone) inside the page's first API call; browsers without Temporal use `Intl`.
 */
export const getTimezone = (): string => {
  const { Temporal } = globalThis as typeof globalThis & { Temporal?: TemporalNow };
  return Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
};

/** Test helper: forget everything learnt from earlier responses. */
export const resetRequestContext = (): void => {
  context.csrfToken = null;
  context.userId = null;
  context.groupId = null;
};
