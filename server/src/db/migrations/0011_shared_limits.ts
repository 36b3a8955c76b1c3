import { type Kysely } from 'kysely';

/**
 * Sign-in, password reset and registration throttles kept in the database, so they outlive a
 * restart and match PostgreSQL's (see `limits/`). Keys are hashes: the rows name no email or
 * address. The per-call rate limits of a SQLite server are counted in its one process.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Attempts counted in sliding windows; `account` is the account a sign-in failure was for.
  await db.schema
    .createTable('throttle_events')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('account', 'text')
    .addColumn('at_ms', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_events_key')
    .on('throttle_events')
    .columns(['scope', 'key', 'at_ms'])
    .execute();
  // An account's consecutive failed sign-ins, for its back-off.
  await db.schema
    .createTable('throttle_accounts')
    .addColumn('account', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_ms', 'integer', (column) => column.notNull())
    .execute();
};
