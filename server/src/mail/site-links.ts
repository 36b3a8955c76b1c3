/**
 * The site's public address, for links in mail. Taken from configuration, never from the request's
 * Host header, so a forged header cannot point a reset link at another site.
 */
export const siteOrigin = (): string =>
  process.env.PCSX_PUBLIC_URL?.replace(/\/+$/, '') ??
  `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * The page that sets a new password. The token travels in the fragment, which browsers never send
 * to a server, so it appears in no request log and no Referer header.
 */
export const passwordResetLink = (token: string): string =>
  `${siteOrigin()}/careers/reset-password#token=${encodeURIComponent(token)}`;
