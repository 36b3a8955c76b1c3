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

/** Test helper: forget everything learnt from earlier responses. */
export const resetRequestContext = (): void => {
  context.csrfToken = null;
  context.userId = null;
  context.groupId = null;
};
