import type { Db } from '../database';

export const createSavedPositionsRepository = (db: Db) => ({
  /** Most recently saved first. */
  ids: async (userId: number): Promise<number[]> =>
    (
      await db
        .selectFrom('saved_positions')
        .select('position_id')
        .where('user_id', '=', userId)
        .orderBy('saved_ms', 'desc')
        .orderBy('position_id', 'desc')
        .execute()
    ).map((row) => row.position_id),

  savedAmong: async (userId: number, positionIds: readonly number[]): Promise<Set<number>> => {
    if (positionIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('saved_positions')
      .select('position_id')
      .where('user_id', '=', userId)
      .where('position_id', 'in', positionIds)
      .execute();
    return new Set(rows.map((row) => row.position_id));
  },

  save: async (userId: number, positionId: number, nowMs: number): Promise<void> => {
    await db
      .insertInto('saved_positions')
      .values({ user_id: userId, position_id: positionId, saved_ms: nowMs })
      .onConflict((conflict) => conflict.columns(['user_id', 'position_id']).doNothing())
      .execute();
  },

  unsave: async (userId: number, positionId: number): Promise<void> => {
    await db
      .deleteFrom('saved_positions')
      .where('user_id', '=', userId)
      .where('position_id', '=', positionId)
      .execute();
  },
});

export type SavedPositionsRepository = ReturnType<typeof createSavedPositionsRepository>;
