import type { Db } from '../database';
import { lockUserRow } from '../dialect';

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

  /**
   * Saves the position unless the candidate keeps `maxSaved` others already; saving it again
   * changes nothing. Counted with the user's row held, so saves sent at once cannot pass the
   * limit together. False when the list is full.
   */
  save: (userId: number, positionId: number, nowMs: number, maxSaved: number): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await lockUserRow(trx, userId);
      const own = trx.selectFrom('saved_positions').where('user_id', '=', userId);
      if (await own.select('position_id').where('position_id', '=', positionId).executeTakeFirst())
        return true;
      const kept = await own
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (kept.count >= maxSaved) return false;
      await trx
        .insertInto('saved_positions')
        .values({ user_id: userId, position_id: positionId, saved_ms: nowMs })
        .execute();
      return true;
    }),

  unsave: async (userId: number, positionId: number): Promise<void> => {
    await db
      .deleteFrom('saved_positions')
      .where('user_id', '=', userId)
      .where('position_id', '=', positionId)
      .execute();
  },
});

export type SavedPositionsRepository = ReturnType<typeof createSavedPositionsRepository>;
