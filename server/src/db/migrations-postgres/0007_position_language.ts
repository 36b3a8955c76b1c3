import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0016 (the language of positions and of search suggestions) in PostgreSQL. */
const STATEMENTS = [
  `ALTER TABLE positions ADD COLUMN language text NOT NULL DEFAULT 'en'`,
  `ALTER TABLE autocomplete_terms ADD COLUMN language text NOT NULL DEFAULT 'en'`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};
