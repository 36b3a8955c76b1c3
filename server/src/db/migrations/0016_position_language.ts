import { sql, type Kysely } from 'kysely';

/**
 * The language a position is written in (BCP 47): employers post some jobs in the country's
 * language, which the search reads with that language's analysis and the job page declares; and
 * the language of each search suggestion, so a page suggests the titles of its language. What
 * was written before was all in English.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['positions', 'autocomplete_terms']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (column) => column.notNull().defaultTo(sql.lit('en')))
      .execute();
  }
};

/** The same in PostgreSQL's types. */
const POSTGRES_STATEMENTS = [
  `ALTER TABLE positions ADD COLUMN language text NOT NULL DEFAULT 'en'`,
  `ALTER TABLE autocomplete_terms ADD COLUMN language text NOT NULL DEFAULT 'en'`,
];

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};
