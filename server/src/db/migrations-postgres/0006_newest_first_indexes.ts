import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0015 (applications and offers read newest first) in PostgreSQL. */
const STATEMENTS = [
  `CREATE INDEX applications_user_updated ON applications (user_id, updated_at, id)`,
  `CREATE INDEX offers_user_updated ON offers (user_id, updated_at, id)`,
  `DROP INDEX offers_user`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};
