import { sql } from 'kysely';
import type { Db } from '../db/database';
import { LruCache } from '../lib/lru';
import { secondsUntil, storedKey, type RateLimit } from './keys';

/** Keys whose windows (or leases) a process remembers; a forgotten one starts afresh. */
const REMEMBERED_KEYS = 10_000;

interface Lease {
  scope: string;
  key: string;
  expiresMs: number;
  /** Calls this process may still let through this window. */
  remaining: number;
  /** Calls handed out to all processes this window, as of the last claim. */
  grantedTotal: number;
  /** The window is used up: nothing more until it ends. */
  exhausted: boolean;
  /** A claim under way; calls wait for it rather than claiming again. */
  claiming: Promise<void> | null;
}

/** What a claim on a key's window got. */
export interface WindowClaim {
  expiresMs: number;
  /** Calls handed out this window, this claim's included. */
  granted: number;
  /** Calls this claim got: 0 once the window is used up. */
  got: number;
}

/** Where windows are counted, for every process that shares it. */
export interface WindowStore {
  /**
   * Takes up to `want` calls of the key's window, starting a new window when the stored one has
   * ended.
   */
  claim(
    scope: string,
    key: string,
    want: number,
    { limit, windowMs }: RateLimit,
    nowMs: number,
  ): Promise<WindowClaim>;
  /** Forgets the windows that have ended. */
  prune(nowMs: number): Promise<void>;
}

/** Fixed-window counts of calls per key, whose window starts at a key's first call. */
export interface CallWindows {
  /** Counts a call; 0 when it may go ahead, else the seconds until the window ends. */
  take(scope: string, key: string, limit: RateLimit, nowMs: number): number | Promise<number>;
  /** Forgets the windows that have ended. */
  prune(nowMs: number): Promise<void>;
}

/**
 * Windows counted in the database, for processes sharing PostgreSQL. One statement claims, and
 * both databases evaluate every `SET` against the row as it was.
 */
export const databaseWindowStore = (db: Db): WindowStore => ({
  claim: async (scope, plainKey, want, { limit, windowMs }, nowMs) => {
    const key = storedKey(scope, plainKey);
    const first = Math.min(want, limit);
    const ended = sql<boolean>`rate_counters.expires_ms <= ${nowMs}`;
    const fits = sql<boolean>`rate_counters.granted + ${want} <= ${limit}`;
    const below = sql<boolean>`rate_counters.granted < ${limit}`;
    const row = await db
      .insertInto('rate_counters')
      .values({ key, expires_ms: nowMs + windowMs, granted: first, last_grant: first })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          expires_ms: sql<number>`CASE WHEN ${ended} THEN excluded.expires_ms
            ELSE rate_counters.expires_ms END`,
          granted: sql<number>`CASE WHEN ${ended} THEN excluded.granted
            WHEN ${fits} THEN rate_counters.granted + ${want}
            WHEN ${below} THEN ${limit} ELSE rate_counters.granted END`,
          last_grant: sql<number>`CASE WHEN ${ended} THEN excluded.granted
            WHEN ${fits} THEN ${want}
            WHEN ${below} THEN ${limit} - rate_counters.granted ELSE 0 END`,
        }),
      )
      .returning(['expires_ms', 'granted', 'last_grant'])
      .executeTakeFirstOrThrow();
    return { expiresMs: row.expires_ms, granted: row.granted, got: row.last_grant };
  },
  prune: async (nowMs) => {
    await db.deleteFrom('rate_counters').where('expires_ms', '<=', nowMs).execute();
  },
});

/**
 * Windows counted in this process: a SQLite file has one server process (see `docs/deploy.md`),
 * and a write per new visitor would cost a disk sync on every first search. The process holds
 * every window whole, so a call costs one lookup; keys stay as they are, since hashing one would
 * cost more than the rest of a first call's count.
 */
export class ProcessWindows implements CallWindows {
  private readonly windows = new LruCache<string, { expiresMs: number; granted: number }>(
    REMEMBERED_KEYS,
    () => 1,
  );

  take(scope: string, key: string, { limit, windowMs }: RateLimit, nowMs: number): number {
    const windowKey = `${scope} ${key}`;
    let window = this.windows.get(windowKey);
    if (!window || window.expiresMs <= nowMs) {
      window = { expiresMs: nowMs + windowMs, granted: 0 };
      this.windows.set(windowKey, window);
    }
    if (window.granted >= limit) return secondsUntil(window.expiresMs, nowMs);
    window.granted += 1;
    return 0;
  }

  prune(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * How much of what is left of a window one claim takes: an eighth (at least one call), so small
 * limits are counted call by call and a process holds little that another might miss.
 */
const LEASE_SHARE = 8;

/**
 * Fixed-window rate limits counted in a `WindowStore`, so every process sharing it counts the
 * same calls. A process claims part of a key's window at a time (a lease) and spends it in
 * memory: most calls cost no query, and none is let through beyond the limit, whatever the
 * number of processes. The window starts at a key's first call.
 */
export class SharedWindows implements CallWindows {
  private readonly leases = new LruCache<string, Lease>(REMEMBERED_KEYS, () => 1);

  constructor(private readonly store: WindowStore) {}

  /** Counts a call; 0 when it may go ahead, else the seconds until the window ends. */
  take(scope: string, key: string, limit: RateLimit, nowMs: number): number | Promise<number> {
    const leaseKey = `${scope} ${key}`;
    let lease = this.leases.get(leaseKey);
    if (!lease || (lease.expiresMs <= nowMs && !lease.claiming)) {
      lease = {
        scope,
        key,
        expiresMs: 0,
        remaining: 0,
        grantedTotal: 0,
        exhausted: false,
        claiming: null,
      };
      this.leases.set(leaseKey, lease);
    }
    return this.spend(lease, limit, nowMs);
  }

  private spend(lease: Lease, limit: RateLimit, nowMs: number): number | Promise<number> {
    if (lease.claiming) return lease.claiming.then(() => this.spend(lease, limit, nowMs));
    if (lease.expiresMs > nowMs) {
      if (lease.remaining > 0) {
        lease.remaining -= 1;
        return 0;
      }
      if (lease.exhausted) return secondsUntil(lease.expiresMs, nowMs);
    }
    const want = Math.max(1, Math.ceil((limit.limit - lease.grantedTotal) / LEASE_SHARE));
    const claiming = this.store
      .claim(lease.scope, lease.key, want, limit, nowMs)
      .then((claim) => renew(lease, claim));
    lease.claiming = claiming.finally(() => {
      lease.claiming = null;
    });
    return lease.claiming.then(() => this.spend(lease, limit, nowMs));
  }

  /** Forgets the windows that have ended. */
  prune(nowMs: number): Promise<void> {
    return this.store.prune(nowMs);
  }
}

const renew = (lease: Lease, claim: WindowClaim): void => {
  lease.expiresMs = claim.expiresMs;
  lease.grantedTotal = claim.granted;
  lease.remaining = claim.got;
  lease.exhausted = claim.got === 0;
};
