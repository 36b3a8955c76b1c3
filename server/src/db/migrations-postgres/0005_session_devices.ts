import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0014 (what the list of signed-in devices shows) in PostgreSQL's types. */
const STATEMENTS = [
  `ALTER TABLE sessions
     ADD COLUMN public_id text NOT NULL DEFAULT '',
     ADD COLUMN last_seen_ms bigint NOT NULL DEFAULT 0,
     ADD COLUMN browser text,
     ADD COLUMN os text`,
  `UPDATE sessions
     SET public_id = replace(gen_random_uuid()::text, '-', ''), last_seen_ms = refreshed_ms`,
  `CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id)`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};
