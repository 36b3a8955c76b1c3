import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/schema';
import { publicOrigin } from '../http/public-origin';
import { LruCache } from '../lib/lru';
import { describeDevice } from './device';
import { hmacSha256, looksLikeToken, randomToken, sha256 } from './tokens';
import { endVisitorCart, savedBeforeSignInKey, visitorCartKey } from './visitor-cart';

export const SESSION_COOKIE = 'pcsx_session';
export const ANONYMOUS_COOKIE = 'pcsx_anon';
/** Marks a browser that has signed in to an account (see `SignInThrottle`). */
export const DEVICE_COOKIE = 'pcsx_device';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ANONYMOUS_TTL_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const SESSION_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A session's last use is written at most this often: precise enough for "last active" and for
 * ending the least recently used, one write per session and interval however busy it is.
 */
export const SESSION_ACTIVITY_INTERVAL_MS = 5 * 60 * 1000;
/**
 * Live sessions an account keeps: far more browsers than a person uses. A sign-in past it ends
 * the least recently used, so repeated sign-ins cannot pile up sessions.
 */
export const SESSIONS_PER_ACCOUNT = 20;
/** Visitors whose CSRF token is kept: each of their requests would otherwise compute an HMAC. */
const REMEMBERED_VISITORS = 10_000;

/** Who is calling: a signed-in candidate (session) or a visitor (anonymous cookie). */
export interface Caller {
  user: UserRow | null;
  /** Raw session id from the cookie; only its hash is stored. */
  sessionId: string | null;
  /** Raw anonymous id; null for a signed-in caller who never had one. */
  anonymousId: string | null;
  csrfToken: string;
}

/**
 * Cookies are `Secure` when visitors reach the site over https: the configured public address
 * says so even behind a proxy that ends TLS, and `request.protocol` honours `X-Forwarded-Proto`
 * only from a trusted proxy.
 */
const isSecure = (request: FastifyRequest): boolean =>
  publicOrigin().secure || request.protocol === 'https';

const clearOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: isSecure(request),
});

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
  ...clearOptions(request),
  maxAge: maxAgeSeconds,
});

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Sessions, anonymous visitors and CSRF tokens. The CSRF token is HMAC-SHA256(server secret,
 * session id or anonymous id): it changes when the session changes and needs no storage.
 */
/** The `owner_key` of an account's job cart, conversations and telemetry. */
export const accountOwnerKey = (userId: number): string => `user:${userId}`;

/** The stored key of a browser's visitor applications, from its anonymous id. */
export const visitorApplicationKey = (anonymousId: string): string =>
  sha256(`visitor:${anonymousId}`);

/** `<nonce>.<signature>`: two base64url tokens, the form of the anonymous and device cookies. */
const SIGNED_VALUE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export class IdentityService {
  private readonly visitorTokens = new LruCache<string, string>(REMEMBERED_VISITORS, () => 1);

  constructor(
    private readonly repositories: Repositories,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  private tokenFor(sessionId: string | null, anonymousId: string | null): string {
    if (sessionId !== null) return hmacSha256(this.secret, `session:${sessionId}`);
    if (anonymousId !== null) {
      const known = this.visitorTokens.get(anonymousId);
      if (known !== undefined) return known;
      const token = hmacSha256(this.secret, `anonymous:${anonymousId}`);
      this.visitorTokens.set(anonymousId, token);
      return token;
    }
    throw new Error('A caller has either a session or an anonymous id');
  }

  private signed(purpose: string, nonce: string): string {
    return `${nonce}.${hmacSha256(this.secret, `${purpose}:${nonce}`)}`;
  }

  /** The nonce of a value this server signed for `purpose`; null for anything else. */
  private verifiedNonce(purpose: string, value: string | undefined): string | null {
    const match = SIGNED_VALUE.exec(value ?? '');
    const nonce = match?.[1];
    if (nonce === undefined || value === undefined) return null;
    return sameToken(value, this.signed(purpose, nonce)) ? nonce : null;
  }

  /**
   * The anonymous id of the request's cookie when this server issued it. Ids are signed, so a
   * value an attacker makes up (or an old unsigned one) is never taken for a visitor.
   */
  private issuedAnonymousId(request: FastifyRequest): string | null {
    const cookie = request.cookies[ANONYMOUS_COOKIE];
    // A visitor remembered with a token was verified when first seen: no second signature check.
    if (cookie !== undefined && this.visitorTokens.get(cookie) !== undefined) return cookie;
    return this.verifiedNonce('anonymous-id', cookie) === null ? null : (cookie ?? null);
  }

  private issueAnonymousId(request: FastifyRequest, reply: FastifyReply): string {
    const anonymousId = this.signed('anonymous-id', randomToken());
    reply.setCookie(ANONYMOUS_COOKIE, anonymousId, cookieOptions(request, ANONYMOUS_TTL_SECONDS));
    return anonymousId;
  }

  private visitor(request: FastifyRequest, reply: FastifyReply): Caller {
    const anonymousId = this.issuedAnonymousId(request) ?? this.issueAnonymousId(request, reply);
    return {
      user: null,
      sessionId: null,
      anonymousId,
      csrfToken: this.tokenFor(null, anonymousId),
    };
  }

  /** The caller of this request; expired or unknown sessions make a visitor. */
  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (looksLikeToken(sessionId)) {
      const nowMs = this.now();
      const session = await this.repositories.sessions.findActive(sha256(sessionId), nowMs);
      if (session) {
        const isRefreshDue = nowMs - session.refreshedMs > SESSION_REFRESH_INTERVAL_MS;
        if (isRefreshDue || nowMs - session.lastSeenMs > SESSION_ACTIVITY_INTERVAL_MS) {
          await this.repositories.sessions.touch(
            session.idHash,
            nowMs,
            isRefreshDue ? SESSION_TTL_MS : null,
          );
        }
        if (isRefreshDue)
          reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request, SESSION_TTL_MS / 1000));
        return {
          user: session.user,
          sessionId,
          anonymousId: this.issuedAnonymousId(request),
          csrfToken: this.tokenFor(sessionId, null),
        };
      }
    }
    // A stale session cookie would only keep failing; the caller continues as a visitor.
    if (sessionId !== undefined) reply.clearCookie(SESSION_COOKIE, clearOptions(request));
    return this.visitor(request, reply);
  }

  /**
   * Starts a session (login, register, password reset): new cookie, new CSRF token, the visitor's
   * cart kept for the candidate to add or not. The visitor id is then replaced, its visitor
   * applications moving with it, so whoever planted or saw the old id cannot follow the
   * candidate; and the browser is remembered as one that signed in to the account. Past
   * `SESSIONS_PER_ACCOUNT`, the account's least recently used session ends.
   */
  async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    previous: Caller,
    user: UserRow,
  ): Promise<Caller> {
    if (previous.sessionId !== null)
      await this.repositories.sessions.delete(sha256(previous.sessionId));
    const sessionId = randomToken();
    const nowMs = this.now();
    await this.repositories.sessions.create(
      {
        idHash: sha256(sessionId),
        publicId: randomBytes(16).toString('hex'),
        userId: user.id,
        ...describeDevice(request.headers['user-agent']),
      },
      nowMs,
      SESSION_TTL_MS,
    );
    await this.repositories.sessions.keepMostRecent(user.id, SESSIONS_PER_ACCOUNT, nowMs);
    reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request, SESSION_TTL_MS / 1000));
    // A visitor's cart is not merged: the session keeps it until the candidate says whether to add
    // it. Switching accounts leaves both carts where they are.
    const visitorCart =
      previous.user === null && previous.anonymousId !== null
        ? visitorCartKey(request, previous.anonymousId)
        : null;
    if (visitorCart !== null) {
      await this.repositories.jobCart.moveAll(visitorCart, savedBeforeSignInKey(sessionId));
      endVisitorCart(request, reply);
    }
    const anonymousId = this.issueAnonymousId(request, reply);
    if (previous.anonymousId !== null) {
      await this.repositories.applications.moveVisitorApplications(
        visitorApplicationKey(previous.anonymousId),
        visitorApplicationKey(anonymousId),
      );
    }
    this.rememberDevice(request, reply, user.id);
    return {
      user,
      sessionId,
      anonymousId,
      csrfToken: this.tokenFor(sessionId, null),
    };
  }

  private rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): void {
    const device = this.signed(`device:${userId}`, randomToken());
    reply.setCookie(DEVICE_COOKIE, device, cookieOptions(request, DEVICE_TTL_SECONDS));
  }

  /**
   * The nonce of the request's device cookie when this browser signed in to the account before
   * (the cookie is signed for that account); null otherwise.
   */
  trustedDevice(request: FastifyRequest, userId: number): string | null {
    return this.verifiedNonce(`device:${userId}`, request.cookies[DEVICE_COOKIE]);
  }

  /** Ends the session; the caller continues as a visitor with a fresh token. */
  async signOut(request: FastifyRequest, reply: FastifyReply, caller: Caller): Promise<Caller> {
    if (caller.sessionId !== null) {
      await this.repositories.sessions.delete(sha256(caller.sessionId));
      await this.repositories.jobCart.clear(savedBeforeSignInKey(caller.sessionId));
    }
    reply.clearCookie(SESSION_COOKIE, clearOptions(request));
    const anonymousId = caller.anonymousId ?? this.issueAnonymousId(request, reply);
    return {
      user: null,
      sessionId: null,
      anonymousId,
      csrfToken: this.tokenFor(null, anonymousId),
    };
  }

  /**
   * The CSRF token of a visitor whose anonymous id this process has already verified; undefined
   * for any other value, which only `resolve` may judge.
   */
  knownVisitorToken(anonymousId: string | undefined): string | undefined {
    return anonymousId === undefined ? undefined : this.visitorTokens.get(anonymousId);
  }

  verifyCsrf(caller: Caller, header: string | string[] | undefined): boolean {
    return typeof header === 'string' && sameToken(header, caller.csrfToken);
  }

  /** Key of the caller's conversations and telemetry, and of a candidate's job cart. */
  ownerKey(caller: Caller): string {
    if (caller.user) return accountOwnerKey(caller.user.id);
    return `anonymous:${sha256(caller.anonymousId ?? '')}`;
  }
}
