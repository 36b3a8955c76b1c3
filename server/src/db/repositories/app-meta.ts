import type { Db } from '../database';

/** Small key/value facts about this database (server secret, seed information). */
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

  set: async (key: string, value: string): Promise<void> => {
    await db
      .insertInto('app_meta')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  },
});

export type AppMetaRepository = ReturnType<typeof createAppMetaRepository>;
