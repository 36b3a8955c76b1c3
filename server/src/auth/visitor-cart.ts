import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../http/public-origin';
import { looksLikeToken, randomToken, sha256 } from './tokens';

/**
 * A visitor's job cart is found through a cookie of its own, set by the server when the visitor
 * first adds a job, together with the anonymous id it was made for: the anonymous id alone, such
 * as one an attacker planted in someone else's browser, finds no cart. Over https the cookie is
 * `__Host-` prefixed, which no other site, subdomain or plain-http page can set. A cookie value
 * made up by hand names a cart nobody filled.
 */
const PLAIN_COOKIE = 'pcsx_cart';
const HOST_ONLY_COOKIE = '__Host-pcsx_cart';
const CART_TTL_SECONDS = 365 * 24 * 60 * 60;

const isSecure = (request: FastifyRequest): boolean =>
  publicOrigin().secure || request.protocol === 'https';

const cookieName = (request: FastifyRequest): string =>
  isSecure(request) ? HOST_ONLY_COOKIE : PLAIN_COOKIE;

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: isSecure(request),
});

/** The stored key of the cart of a visitor id and a cart cookie's value. */
export const visitorCartOwnerKey = (anonymousId: string, cartCookie: string): string =>
  `${VISITOR_CART_KEY_PREFIX}${sha256(`${anonymousId}:${cartCookie}`)}`;

/** The key of this browser's visitor cart; null when it has no cart cookie. */
export const visitorCartKey = (request: FastifyRequest, anonymousId: string): string | null => {
  const nonce = request.cookies[cookieName(request)];
  return looksLikeToken(nonce) ? visitorCartOwnerKey(anonymousId, nonce) : null;
};

/** The key of this browser's visitor cart, setting its cart cookie when it has none. */
export const startVisitorCart = (
  request: FastifyRequest,
  reply: FastifyReply,
  anonymousId: string,
): string => {
  const known = visitorCartKey(request, anonymousId);
  if (known !== null) return known;
  const nonce = randomToken();
  reply.setCookie(cookieName(request), nonce, {
    ...cookieOptions(request),
    maxAge: CART_TTL_SECONDS,
  });
  return visitorCartOwnerKey(anonymousId, nonce);
};

/** Forgets the browser's visitor cart (its jobs have gone elsewhere). */
export const endVisitorCart = (request: FastifyRequest, reply: FastifyReply): void => {
  const name = cookieName(request);
  if (request.cookies[name] !== undefined) reply.clearCookie(name, cookieOptions(request));
};

/** How the keys of carts that no account owns begin; pruning looks for them. */
export const VISITOR_CART_KEY_PREFIX = 'visitor-cart:';
export const SAVED_BEFORE_SIGN_IN_KEY_PREFIX = 'before-sign-in:';

/** A visitor cart older than its cookie can no longer be found. */
export const VISITOR_CART_LIFETIME_MS = CART_TTL_SECONDS * 1000;

/**
 * The cart of the jobs a browser kept before signing in, kept for the session it signed in to
 * until the candidate adds them or not: only that session's cookie finds it. Named after the
 * session's stored hash, so the cart of a session that has ended can be found and deleted.
 */
export const savedBeforeSignInKey = (sessionId: string): string =>
  `${SAVED_BEFORE_SIGN_IN_KEY_PREFIX}${sha256(sessionId)}`;
