import type { Db } from '../database';

/** Small key/value facts about this database (server secret, seed information). */
/** Fixed-width times, so leases compare as text on both databases. */
const leaseTime = (ms: number): string => String(Math.max(0, Math.floor(ms))).padStart(16, '0');

export const createAppMetaRepository = (db: Db) => ({
  get: async (key: string): Promise<string | undefined> =>
    (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())
      ?.value,

  /** Stores `value` unless the key exists; returns the stored value either way. */
  getOrCreate: async (key: string, create: () => string): Promise<string> => {
    await db
      .insertInto('app_meta')
      .values({ key, value: create() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  },

  /**
   * Claims the named lease until `untilMs` unless another holder's lease lasts beyond `nowMs`:
   * true for the one process, among all sharing the database, that gets it.
   */
  claimLease: async (name: string, untilMs: number, nowMs: number): Promise<boolean> => {
    const key = `lease:${name}`;
    const inserted = await db
      .insertInto('app_meta')
      .values({ key, value: leaseTime(untilMs) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const updated = await db
      .updateTable('app_meta')
      .set({ value: leaseTime(untilMs) })
      .where('key', '=', key)
      .where('value', '<=', leaseTime(nowMs))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  set: async (key: string, value: string): Promise<void> => {
    await db
      .insertInto('app_meta')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  },
});

export type AppMetaRepository = ReturnType<typeof createAppMetaRepository>;
