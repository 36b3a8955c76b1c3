import { sql, type Kysely } from 'kysely';

/**
 * The language a position is written in (BCP 47): employers post some jobs in the country's
 * language, which the search reads with that language's analysis and the job page declares; and
 * the language of each search suggestion, so a page suggests the titles of its language. What
 * was written before was all in English.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['positions', 'autocomplete_terms']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (column) => column.notNull().defaultTo(sql.lit('en')))
      .execute();
  }
};
