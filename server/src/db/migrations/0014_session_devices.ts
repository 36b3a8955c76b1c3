import { sql, type Kysely } from 'kysely';

/**
 * What a candidate's list of signed-in devices shows of each session: an id to name it by (the
 * id hash stays private), when it was last used, and the browser and system it was started from.
 * Sessions started before are listed as last used at their last refresh, on an unknown device.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('sessions')
    .addColumn('public_id', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_ms', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('os', 'text').execute();
  await sql`UPDATE sessions SET public_id = lower(hex(randomblob(16))), last_seen_ms = refreshed_ms`.execute(
    db,
  );
  await db.schema
    .createIndex('sessions_public_id')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute();
};

/** The same in PostgreSQL's types. */
const POSTGRES_STATEMENTS = [
  `ALTER TABLE sessions
     ADD COLUMN public_id text NOT NULL DEFAULT '',
     ADD COLUMN last_seen_ms bigint NOT NULL DEFAULT 0,
     ADD COLUMN browser text,
     ADD COLUMN os text`,
  `UPDATE sessions
     SET public_id = replace(gen_random_uuid()::text, '-', ''), last_seen_ms = refreshed_ms`,
  `CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id)`,
];

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};
