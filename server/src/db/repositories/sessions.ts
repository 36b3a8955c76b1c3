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
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
