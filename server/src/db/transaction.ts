import type { Db } from './database';

/**
 * Runs `work` in `db` when it is already a transaction (the caller's change and this one then
 * commit together), else in a transaction of its own.
 */
export const withinTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
