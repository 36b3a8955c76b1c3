import type { Db } from '../database';
import { possibleRowIds } from '../dialect';

/**
 * Job carts by owner key: `user:<id>` for candidates, `anon:<hash>` for visitors (the hash of
 * their anonymous cookie, so the raw cookie value is never stored).
 */
export const createJobCartRepository = (db: Db) => ({
  /** Oldest first, the order in which positions were added. */
  ids: async (ownerKey: string): Promise<number[]> =>
    (
      await db
        .selectFrom('job_cart_items')
        .select('position_id')
        .where('owner_key', '=', ownerKey)
        .orderBy('added_ms')
        .orderBy('position_id')
        .execute()
    ).map((row) => row.position_id),

  add: async (ownerKey: string, positionIds: readonly number[], nowMs: number): Promise<void> => {
    if (positionIds.length === 0) return;
    await db
      .insertInto('job_cart_items')
      .values(
        positionIds.map((positionId, index) => ({
          owner_key: ownerKey,
          position_id: positionId,
          added_ms: nowMs + index,
        })),
      )
      .onConflict((conflict) => conflict.columns(['owner_key', 'position_id']).doNothing())
      .execute();
  },

  remove: async (ownerKey: string, positionIds: readonly number[]): Promise<void> => {
    const ids = possibleRowIds(positionIds);
    if (ids.length === 0) return;
    await db
      .deleteFrom('job_cart_items')
      .where('owner_key', '=', ownerKey)
      .where('position_id', 'in', ids)
      .execute();
  },

  /** Moves a visitor's cart into the candidate's cart on sign-in. */
  merge: async (fromOwnerKey: string, toOwnerKey: string): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      const items = await trx
        .selectFrom('job_cart_items')
        .selectAll()
        .where('owner_key', '=', fromOwnerKey)
        .execute();
      if (items.length === 0) return;
      await trx
        .insertInto('job_cart_items')
        .values(items.map((item) => ({ ...item, owner_key: toOwnerKey })))
        .onConflict((conflict) => conflict.columns(['owner_key', 'position_id']).doNothing())
        .execute();
      await trx.deleteFrom('job_cart_items').where('owner_key', '=', fromOwnerKey).execute();
    });
  },
});

export type JobCartRepository = ReturnType<typeof createJobCartRepository>;
