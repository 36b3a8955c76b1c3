import type { Db } from '../database';
import type { UserRow } from '../schema';

export interface ActiveSession {
  idHash: string;
  expiresMs: number;
  refreshedMs: number;
  user: UserRow;
}

/** Sessions and password reset tokens; both are stored only as hashes. */
export const createSessionsRepository = (db: Db) => ({
  create: async (idHash: string, userId: number, nowMs: number, ttlMs: number): Promise<void> => {
    await db
      .insertInto('sessions')
      .values({
        id_hash: idHash,
        user_id: userId,
        created_ms: nowMs,
        expires_ms: nowMs + ttlMs,
        refreshed_ms: nowMs,
      })
      .execute();
  },

  /** The unexpired session with this hash and its user. */
  findActive: async (idHash: string, nowMs: number): Promise<ActiveSession | undefined> => {
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.id_hash', 's.expires_ms', 's.refreshed_ms'])
      .where('s.id_hash', '=', idHash)
      .where('s.expires_ms', '>', nowMs)
      .executeTakeFirst();
    if (!row) return undefined;
    const { id_hash: hash, expires_ms: expiresMs, refreshed_ms: refreshedMs, ...user } = row;
    return { idHash: hash, expiresMs, refreshedMs, user };
  },

  extend: async (idHash: string, nowMs: number, ttlMs: number): Promise<void> => {
    await db
      .updateTable('sessions')
      .set({ expires_ms: nowMs + ttlMs, refreshed_ms: nowMs })
      .where('id_hash', '=', idHash)
      .execute();
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

  /** Ends the user's sessions, except the one with `keepIdHash` when given. */
  deleteForUser: async (userId: number, keepIdHash?: string): Promise<void> => {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepIdHash !== undefined) query = query.where('id_hash', '!=', keepIdHash);
    await query.execute();
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
