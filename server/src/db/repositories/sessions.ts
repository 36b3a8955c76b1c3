import type { Db } from '../database';
import type { UserRow } from '../schema';

export interface ActiveSession {
  idHash: string;
  expiresMs: number;
  refreshedMs: number;
  lastSeenMs: number;
  user: UserRow;
}

export interface NewSession {
  idHash: string;
  publicId: string;
  userId: number;
  browser: string | null;
  os: string | null;
}

/** A live session as the candidate's list of signed-in devices shows it. */
export interface SessionListing {
  idHash: string;
  publicId: string;
  createdMs: number;
  lastSeenMs: number;
  browser: string | null;
  os: string | null;
}

/** Sessions and password reset tokens; both are stored only as hashes. */
export const createSessionsRepository = (db: Db) => ({
  create: async (session: NewSession, nowMs: number, ttlMs: number): Promise<void> => {
    await db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        public_id: session.publicId,
        user_id: session.userId,
        created_ms: nowMs,
        expires_ms: nowMs + ttlMs,
        refreshed_ms: nowMs,
        last_seen_ms: nowMs,
        browser: session.browser,
        os: session.os,
      })
      .execute();
  },

  /**
   * Keeps the account's `keep` most recently used live sessions and ends the others, expired ones
   * included. One statement with no lock: sign-ins running at once each trim, and the last to
   * run sees every session the others added, so the account ends with its `keep` most recent.
   */
  keepMostRecent: async (userId: number, keep: number, nowMs: number): Promise<void> => {
    const kept = db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', userId)
      .where('expires_ms', '>', nowMs)
      .orderBy('last_seen_ms', 'desc')
      .orderBy('created_ms', 'desc')
      .orderBy('id_hash')
      .limit(keep);
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id_hash', 'not in', kept)
      .execute();
  },

  /** The unexpired session with this hash and its user. */
  findActive: async (idHash: string, nowMs: number): Promise<ActiveSession | undefined> => {
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.id_hash', 's.expires_ms', 's.refreshed_ms', 's.last_seen_ms'])
      .where('s.id_hash', '=', idHash)
      .where('s.expires_ms', '>', nowMs)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      id_hash: hash,
      expires_ms: expiresMs,
      refreshed_ms: refreshedMs,
      last_seen_ms: lastSeenMs,
      ...user
    } = row;
    return { idHash: hash, expiresMs, refreshedMs, lastSeenMs, user };
  },

  /** Records that the session was used; with `ttlMs`, also moves its expiry that far ahead. */
  touch: async (idHash: string, nowMs: number, ttlMs: number | null): Promise<void> => {
    await db
      .updateTable('sessions')
      .set(
        ttlMs === null
          ? { last_seen_ms: nowMs }
          : { last_seen_ms: nowMs, expires_ms: nowMs + ttlMs, refreshed_ms: nowMs },
      )
      .where('id_hash', '=', idHash)
      .execute();
  },

  /** The account's `limit` most recently used live sessions, the most recent first. */
  listForUser: async (userId: number, nowMs: number, limit: number): Promise<SessionListing[]> => {
    const rows = await db
      .selectFrom('sessions')
      .select(['id_hash', 'public_id', 'created_ms', 'last_seen_ms', 'browser', 'os'])
      .where('user_id', '=', userId)
      .where('expires_ms', '>', nowMs)
      .orderBy('last_seen_ms', 'desc')
      .orderBy('created_ms', 'desc')
      .orderBy('id_hash')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      idHash: row.id_hash,
      publicId: row.public_id,
      createdMs: row.created_ms,
      lastSeenMs: row.last_seen_ms,
      browser: row.browser,
      os: row.os,
    }));
  },

  /**
   * Ends the account's session with this public id; the id hash of the session ended, or
   * undefined when the account has no such session.
   */
  deleteByPublicId: async (userId: number, publicId: string): Promise<string | undefined> => {
    const row = await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .returning('id_hash')
      .executeTakeFirst();
    return row?.id_hash;
  },

  delete: async (idHash: string): Promise<void> => {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  },

  deleteExpired: async (nowMs: number): Promise<void> => {
    await db.deleteFrom('sessions').where('expires_ms', '<=', nowMs).execute();
  },

  createPasswordReset: async (
    tokenHash: string,
    userId: number,
    expiresMs: number,
  ): Promise<void> => {
    await db
      .insertInto('password_resets')
      .values({ token_hash: tokenHash, user_id: userId, expires_ms: expiresMs, used_ms: null })
      .execute();
  },

  /**
   * Uses a reset token once: marks it used when it is unused and unexpired and returns its user, in
   * one statement, so two requests with the same token cannot both succeed.
   */
  consumePasswordReset: async (tokenHash: string, nowMs: number): Promise<number | undefined> => {
    const row = await db
      .updateTable('password_resets')
      .set({ used_ms: nowMs })
      .where('token_hash', '=', tokenHash)
      .where('used_ms', 'is', null)
      .where('expires_ms', '>', nowMs)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  },

  /** Ends every unused reset link of the user (after the password changed). */
  endPasswordResets: async (userId: number, nowMs: number): Promise<void> => {
    await db
      .updateTable('password_resets')
      .set({ used_ms: nowMs })
      .where('user_id', '=', userId)
      .where('used_ms', 'is', null)
      .execute();
  },

  /**
   * Ends the user's sessions, except the one with `keepIdHash` when given; how many of them were
   * live (expired ones are not on the candidate's list, so they do not count).
   */
  deleteForUser: async (userId: number, nowMs: number, keepIdHash?: string): Promise<number> => {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepIdHash !== undefined) query = query.where('id_hash', '!=', keepIdHash);
    const ended = await query.returning('expires_ms').execute();
    return ended.filter((session) => session.expires_ms > nowMs).length;
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
