import { sql, type Kysely } from 'kysely';
import {
  SAVED_BEFORE_SIGN_IN_KEY_PREFIX,
  VISITOR_CART_KEY_PREFIX,
  VISITOR_CART_LIFETIME_MS,
} from '../../auth/visitor-cart';
import type { Db } from '../database';
import { lockNamed, possibleRowIds } from '../dialect';
import type { Database } from '../schema';

/** The first key of the carts' advisory locks ("cart" in ASCII), apart from any other lock. */
const CART_LOCK_SPACE = 0x63617274;

/** Holds one cart until the transaction ends (see `lockNamed`). */
const lockCart = (trx: Kysely<Database>, ownerKey: string): Promise<void> =>
  lockNamed(trx, CART_LOCK_SPACE, ownerKey);

const idsOf = async (db: Kysely<Database>, ownerKey: string): Promise<number[]> =>
  (
    await db
      .selectFrom('job_cart_items')
      .select('position_id')
      .where('owner_key', '=', ownerKey)
      .orderBy('added_ms')
      .orderBy('position_id')
      .execute()
  ).map((row) => row.position_id);

/**
 * Job carts by owner key: `user:<id>` for candidates; for visitors, a key made from their cart
 * cookie and anonymous id (see `auth/visitor-cart.ts`), and for the jobs a browser kept before
 * signing in, a key of that session: no raw cookie value is stored.
 */
export const createJobCartRepository = (db: Db) => ({
  /** Oldest first, the order in which positions were added. */
  ids: (ownerKey: string): Promise<number[]> => idsOf(db, ownerKey),

  /**
   * Adds the positions unless the cart would then hold more than `limit`; false when it would, and
   * nothing is added. Counted and written with the cart locked, so additions from several sessions
   * at once never pass the limit together.
   */
  add: (
    ownerKey: string,
    positionIds: readonly number[],
    nowMs: number,
    limit: number,
  ): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await lockCart(trx, ownerKey);
      const kept = new Set(await idsOf(trx, ownerKey));
      const added = [...new Set(positionIds)].filter((id) => !kept.has(id));
      if (kept.size + added.length > limit) return false;
      if (added.length === 0) return true;
      await trx
        .insertInto('job_cart_items')
        .values(
          added.map((positionId, index) => ({
            owner_key: ownerKey,
            position_id: positionId,
            added_ms: nowMs + index,
          })),
        )
        .onConflict((conflict) => conflict.columns(['owner_key', 'position_id']).doNothing())
        .execute();
      return true;
    }),

  /** One statement: a removal never undoes another session's addition of a different job. */
  remove: async (ownerKey: string, positionIds: readonly number[]): Promise<void> => {
    const ids = possibleRowIds(positionIds);
    if (ids.length === 0) return;
    await db
      .deleteFrom('job_cart_items')
      .where('owner_key', '=', ownerKey)
      .where('position_id', 'in', ids)
      .execute();
  },

  /**
   * Moves every position of one cart into another, keeping when each was added. The source is
   * locked, so a position added to it meanwhile is either moved or added after the move, never
   * lost between the copy and the delete.
   */
  moveAll: (fromOwnerKey: string, toOwnerKey: string): Promise<void> =>
    db.transaction().execute(async (trx) => {
      await lockCart(trx, fromOwnerKey);
      await trx
        .insertInto('job_cart_items')
        .columns(['owner_key', 'position_id', 'added_ms'])
        .expression((eb) =>
          eb
            .selectFrom('job_cart_items')
            .select([sql<string>`${toOwnerKey}`.as('owner_key'), 'position_id', 'added_ms'])
            .where('owner_key', '=', fromOwnerKey),
        )
        .onConflict((conflict) => conflict.columns(['owner_key', 'position_id']).doNothing())
        .execute();
      await trx.deleteFrom('job_cart_items').where('owner_key', '=', fromOwnerKey).execute();
    }),

  /**
   * Adds the positions of `fromOwnerKey` that `isWanted` keeps to the cart of `toOwnerKey`, then
   * empties `fromOwnerKey`; unless the cart would then hold more than `limit`: false, and nothing
   * changes. Both carts are locked, the destination first as every addition does.
   */
  mergeInto: (
    fromOwnerKey: string,
    toOwnerKey: string,
    isWanted: (positionId: number) => boolean,
    nowMs: number,
    limit: number,
  ): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await lockCart(trx, toOwnerKey);
      await lockCart(trx, fromOwnerKey);
      const kept = new Set(await idsOf(trx, toOwnerKey));
      const added = (await idsOf(trx, fromOwnerKey)).filter((id) => isWanted(id) && !kept.has(id));
      if (kept.size + added.length > limit) return false;
      if (added.length > 0) {
        await trx
          .insertInto('job_cart_items')
          .values(
            added.map((positionId, index) => ({
              owner_key: toOwnerKey,
              position_id: positionId,
              added_ms: nowMs + index,
            })),
          )
          .onConflict((conflict) => conflict.columns(['owner_key', 'position_id']).doNothing())
          .execute();
      }
      await trx.deleteFrom('job_cart_items').where('owner_key', '=', fromOwnerKey).execute();
      return true;
    }),

  /** Empties a cart. */
  clear: async (ownerKey: string): Promise<void> => {
    await db.deleteFrom('job_cart_items').where('owner_key', '=', ownerKey).execute();
  },

  /**
   * Deletes the carts nothing can find any more: jobs kept before sign-in whose session has ended
   * or expired, and visitors' jobs older than their cart cookie. Gives how many rows went.
   */
  pruneUnreachable: async (nowMs: number): Promise<number> => {
    const heldPrefix = sql.lit(SAVED_BEFORE_SIGN_IN_KEY_PREFIX);
    const held = await db
      .deleteFrom('job_cart_items')
      .where('owner_key', 'like', `${SAVED_BEFORE_SIGN_IN_KEY_PREFIX}%`)
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM sessions WHERE ${heldPrefix} || sessions.id_hash =
          job_cart_items.owner_key AND sessions.expires_ms > ${nowMs})`,
      )
      .executeTakeFirst();
    const visitors = await db
      .deleteFrom('job_cart_items')
      .where('owner_key', 'like', `${VISITOR_CART_KEY_PREFIX}%`)
      .where('added_ms', '<', nowMs - VISITOR_CART_LIFETIME_MS)
      .executeTakeFirst();
    return Number(held.numDeletedRows) + Number(visitors.numDeletedRows);
  },
});

export type JobCartRepository = ReturnType<typeof createJobCartRepository>;
