import { sql, type Kysely } from 'kysely';

/**
 * What a candidate's list of signed-in devices shows of each session: an id to name it by (the
 * id hash stays private), when it was last used, and the browser and system it was started from.
 * Sessions started before are listed as last used at their last refresh, on an unknown device.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
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
