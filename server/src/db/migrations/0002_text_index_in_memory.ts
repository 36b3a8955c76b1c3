import { sql, type Kysely } from 'kysely';

/**
 * Search text is now indexed in memory from `positions` and `position_details` (see `TextIndex`),
 * so the full-text table is no longer written or read.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE IF EXISTS positions_fts`.execute(db);
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
