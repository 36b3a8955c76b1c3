import { sql, type Kysely } from 'kysely';

/**
 * A candidate keeps several resumes: one is primary (the profile shows it and applications send
 * it), and each keeps what parsing found in it (JSON), so it can be reviewed after the upload.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('resumes')
    .addColumn('is_primary', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('resumes').addColumn('parsed_json', 'text').execute();
  // Until now the newest upload was the current resume.
  await sql`UPDATE resumes SET is_primary = 1
    WHERE id IN (SELECT MAX(id) FROM resumes GROUP BY user_id)`.execute(db);
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
