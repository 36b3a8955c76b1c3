import { ApiError } from '../../api/api-error';

/**
 * The token of a mailed link (`…#token=…`: finishing a registration, resetting a password,
 * confirming a job alert). It is in the fragment so that no server ever receives it in a URL; it
 * is taken out of the address bar once read.
 */
export const readTokenFromLink = (): string | null => {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token !== null) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token;
};

/** The server refused the link's token: used, expired or unknown. */
export const isLinkTokenError = (error: unknown): boolean =>
  error instanceof ApiError && error.fieldErrors.some((field) => field.name === 'token');
