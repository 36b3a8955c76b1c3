import { sql, type Kysely } from 'kysely';

/**
 * Search text is now indexed in memory from `positions` and `position_details` (see `TextIndex`),
 * so the full-text table is no longer written or read.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE IF EXISTS positions_fts`.execute(db);
};
