import type { Db } from '../db/database';
import { secondsUntil, storedKey, type RateLimit } from './keys';

/**
 * At most `limit` attempts per key within any `windowMs`, counted in the database, so every
 * process sharing it counts the same attempts. For rare, costly requests (mail sent, passwords
 * checked): each attempt is a row.
 */
export class SlidingWindow {
  readonly limit: number;
  readonly windowMs: number;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    { limit, windowMs }: RateLimit,
  ) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /**
   * Records an attempt; 0 when allowed, else the seconds until the next one is (and nothing is
   * recorded). The attempt is written first and counted after, so attempts made at once in
   * several processes cannot all slip under the limit.
   */
  async hit(key: string, nowMs: number): Promise<number> {
    return (await this.record(key, nowMs, null)).wait;
  }

  /**
   * `hit`, also returning the recorded attempt's id (null when refused) for `remove`. `account`,
   * when given, lets `forgetAccount` take the attempt back.
   */
  async record(
    key: string,
    nowMs: number,
    account: string | null,
  ): Promise<{ wait: number; id: number | null }> {
    const stored = storedKey(this.scope, key);
    const { id } = await this.db
      .insertInto('throttle_events')
      .values({
        scope: this.scope,
        key: stored,
        account: account === null ? null : storedKey(this.scope, account),
        at_ms: nowMs,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const earlier = await this.recent(stored, nowMs, id);
    if (earlier.length < this.limit) return { wait: 0, id };
    await this.remove(id);
    return { wait: this.waitAfter(earlier, nowMs), id: null };
  }

  /** Takes back an attempt `record` counted. */
  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('throttle_events').where('id', '=', id).execute();
  }

  /** The seconds until the key may act again (0: now), without recording anything. */
  async waitFor(key: string, nowMs: number): Promise<number> {
    const recent = await this.recent(storedKey(this.scope, key), nowMs, null);
    return recent.length < this.limit ? 0 : this.waitAfter(recent, nowMs);
  }

  /** Forgets a key's attempts, e.g. after a successful sign-in. */
  async clear(key: string): Promise<void> {
    await this.db
      .deleteFrom('throttle_events')
      .where('scope', '=', this.scope)
      .where('key', '=', storedKey(this.scope, key))
      .execute();
  }

  /** Forgets the key's attempts made for one account. */
  async forgetAccount(key: string, account: string): Promise<void> {
    await this.db
      .deleteFrom('throttle_events')
      .where('scope', '=', this.scope)
      .where('key', '=', storedKey(this.scope, key))
      .where('account', '=', storedKey(this.scope, account))
      .execute();
  }

  /** Forgets attempts older than the window. */
  async prune(nowMs: number): Promise<void> {
    await this.db
      .deleteFrom('throttle_events')
      .where('scope', '=', this.scope)
      .where('at_ms', '<=', nowMs - this.windowMs)
      .execute();
  }

  /** The times of the key's attempts within the window, oldest first (before `beforeId`). */
  private async recent(stored: string, nowMs: number, beforeId: number | null): Promise<number[]> {
    let query = this.db
      .selectFrom('throttle_events')
      .select('at_ms')
      .where('scope', '=', this.scope)
      .where('key', '=', stored)
      .where('at_ms', '>', nowMs - this.windowMs);
    if (beforeId !== null) query = query.where('id', '<', beforeId);
    return (await query.orderBy('at_ms').execute()).map((row) => row.at_ms);
  }

  private waitAfter(recent: readonly number[], nowMs: number): number {
    const oldestCounted = recent[recent.length - this.limit] ?? nowMs;
    return Math.max(1, secondsUntil(oldestCounted + this.windowMs, nowMs));
  }
}
