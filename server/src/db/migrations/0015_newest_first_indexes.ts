import { sql, type Kysely } from 'kysely';

/**
 * A candidate's applications and offers are read newest first, and at most a page of them (see
 * `dashboard/list-limit.ts`): indexes in that order read those rows alone, however many the
 * candidate has, where the indexes on the user read them all and sorted them. The offers' one
 * replaces the index on the user alone, with which it begins.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createIndex('applications_user_updated')
    .on('applications')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('offers_user_updated')
    .on('offers')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
  await db.schema.dropIndex('offers_user').execute();
};

/** The same in PostgreSQL's types. */
const POSTGRES_STATEMENTS = [
  `CREATE INDEX applications_user_updated ON applications (user_id, updated_at, id)`,
  `CREATE INDEX offers_user_updated ON offers (user_id, updated_at, id)`,
  `DROP INDEX offers_user`,
];

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};
