import { publicOrigin } from '../http/public-origin';
import { SOURCE_LOCALE } from '../i18n/messages';

/** The site's public address, for links in mail (see `PUBLIC_URL`). */
export const siteOrigin = (): string => publicOrigin().origin;

/**
 * A page of the site (a path, with its query if any) for a reader of `locale`: with `hl` unless
 * English, so the page opens in the language the mail is written in.
 */
export const pageLink = (path: string, locale: string): string =>
  locale === SOURCE_LOCALE
    ? `${siteOrigin()}${path}`
    : `${siteOrigin()}${path}${path.includes('?') ? '&' : '?'}hl=${encodeURIComponent(locale)}`;

/**
 * The page that sets a new password. The token travels in the fragment, which browsers never send
 * to a server, so it appears in no request log and no Referer header.
 */
export const passwordResetLink = (token: string, locale: string): string =>
  `${pageLink('/careers/reset-password', locale)}#token=${encodeURIComponent(token)}`;

/** The page that finishes creating an account; the token is in the fragment for the same reason. */
export const accountConfirmationLink = (token: string, locale: string): string =>
  `${pageLink('/careers/confirm-account', locale)}#token=${encodeURIComponent(token)}`;

export const signInLink = (locale: string): string => pageLink('/careers/login', locale);

/** The reset page without a token: it offers to mail a new reset link. */
export const passwordResetRequestLink = (locale: string): string =>
  pageLink('/careers/reset-password', locale);

/** The page that confirms a visitor's job alert; the token is in the fragment for the same reason. */
export const jobAlertConfirmationLink = (token: string, locale: string): string =>
  `${pageLink('/careers/job-alerts/confirm', locale)}#token=${encodeURIComponent(token)}`;
