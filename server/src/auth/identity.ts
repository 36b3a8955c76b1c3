import { timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/schema';
import { LruCache } from '../lib/lru';
import { hmacSha256, looksLikeToken, randomToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'pcsx_session';
export const ANONYMOUS_COOKIE = 'pcsx_anon';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ANONYMOUS_TTL_SECONDS = 365 * 24 * 60 * 60;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const SESSION_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
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

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

const clearOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: request.protocol === 'https',
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

  private visitor(request: FastifyRequest, reply: FastifyReply): Caller {
    const cookie = request.cookies[ANONYMOUS_COOKIE];
    const anonymousId = looksLikeToken(cookie) ? cookie : randomToken();
    if (anonymousId !== cookie) {
      reply.setCookie(ANONYMOUS_COOKIE, anonymousId, cookieOptions(request, ANONYMOUS_TTL_SECONDS));
    }
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
        if (nowMs - session.refreshedMs > SESSION_REFRESH_INTERVAL_MS) {
          await this.repositories.sessions.extend(session.idHash, nowMs, SESSION_TTL_MS);
          reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request, SESSION_TTL_MS / 1000));
        }
        const cookie = request.cookies[ANONYMOUS_COOKIE];
        const anonymousId = looksLikeToken(cookie) ? cookie : null;
        return {
          user: session.user,
          sessionId,
          anonymousId,
          csrfToken: this.tokenFor(sessionId, null),
        };
      }
    }
    // A stale session cookie would only keep failing; the caller continues as a visitor.
    if (sessionId !== undefined) reply.clearCookie(SESSION_COOKIE, clearOptions(request));
    return this.visitor(request, reply);
  }

  /** Starts a session (login, register): new cookie, new CSRF token, visitor cart merged in. */
  async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    previous: Caller,
    user: UserRow,
  ): Promise<Caller> {
    if (previous.sessionId !== null)
      await this.repositories.sessions.delete(sha256(previous.sessionId));
    const sessionId = randomToken();
    await this.repositories.sessions.create(sha256(sessionId), user.id, this.now(), SESSION_TTL_MS);
    reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request, SESSION_TTL_MS / 1000));
    // Only a visitor's cart moves over; switching accounts leaves both carts where they are.
    if (previous.user === null && previous.anonymousId !== null) {
      await this.repositories.jobCart.merge(this.ownerKey(previous), accountOwnerKey(user.id));
    }
    return {
      user,
      sessionId,
      anonymousId: previous.anonymousId,
      csrfToken: this.tokenFor(sessionId, null),
    };
  }

  /** Ends the session; the caller continues as a visitor with a fresh token. */
  async signOut(request: FastifyRequest, reply: FastifyReply, caller: Caller): Promise<Caller> {
    if (caller.sessionId !== null)
      await this.repositories.sessions.delete(sha256(caller.sessionId));
    reply.clearCookie(SESSION_COOKIE, clearOptions(request));
    const anonymousId = caller.anonymousId ?? randomToken();
    if (caller.anonymousId === null) {
      reply.setCookie(ANONYMOUS_COOKIE, anonymousId, cookieOptions(request, ANONYMOUS_TTL_SECONDS));
    }
    return {
      user: null,
      sessionId: null,
      anonymousId,
      csrfToken: this.tokenFor(null, anonymousId),
    };
  }

  verifyCsrf(caller: Caller, header: string | string[] | undefined): boolean {
    return typeof header === 'string' && sameToken(header, caller.csrfToken);
  }

  /** Key of the caller's job cart and conversations. */
  ownerKey(caller: Caller): string {
    if (caller.user) return accountOwnerKey(caller.user.id);
    return `anonymous:${sha256(caller.anonymousId ?? '')}`;
  }
}
