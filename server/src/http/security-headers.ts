import { randomBytes } from 'node:crypto';
import { publicOrigin } from './public-origin';

/**
 * The CSP of every answer. Styles come from the build's style sheets only: the app sets element
 * styles through the DOM (which a policy does not govern), never through inline markup. A page
 * answer's own `<style>` elements (the published theme) carry a per-answer nonce instead (see
 * `pageContentSecurityPolicy`); the e-sign and development pages set nonce policies of their own.
 * The page's JSON data blocks are not executed, so scripts need no nonce.
 */
const contentSecurityPolicy = (styleSource: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSource}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** A fresh nonce for one answer's `<style>` elements. */
export const newStyleNonce = (): string => randomBytes(16).toString('base64');

/** A page of this server: its own `<style nonce>` elements besides the build's style sheets. */
export const pageContentSecurityPolicy = (styleNonce: string): string =>
  contentSecurityPolicy(`'self' 'nonce-${styleNonce}'`);

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy("'self'"),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // No other site's window keeps a handle on ours (the app opens no cross-origin pop-ups), and no
  // other site may embed our answers (images, files, JSON) in its pages.
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** A year, subdomains included: the portal's address is https for good once it is. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only when visitors use https: the request came over it (`protocol`, as fastify's
 * `request.protocol` gives it: `X-Forwarded-Proto` counts only from a trusted proxy) or the public
 * address is https. Never for a plain-http public address, which would make browsers refuse the
 * local server.
 */
export const isServedOverHttps = (protocol: string): boolean =>
  protocol === 'https' || publicOrigin().secure;
