import { publicOrigin } from '../http/public-origin';

/** The site's public address, for links in mail (see `PUBLIC_URL`). */
export const siteOrigin = (): string => publicOrigin().origin;

/**
 * The page that sets a new password. The token travels in the fragment, which browsers never send
 * to a server, so it appears in no request log and no Referer header.
 */
export const passwordResetLink = (token: string): string =>
  `${siteOrigin()}/careers/reset-password#token=${encodeURIComponent(token)}`;

/** The page that finishes creating an account; the token is in the fragment for the same reason. */
export const accountConfirmationLink = (token: string): string =>
  `${siteOrigin()}/careers/confirm-account#token=${encodeURIComponent(token)}`;

export const signInLink = (): string => `${siteOrigin()}/careers/login`;

/** The reset page without a token: it offers to mail a new reset link. */
export const passwordResetRequestLink = (): string => `${siteOrigin()}/careers/reset-password`;
