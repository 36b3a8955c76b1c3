import { type Kysely } from 'kysely';

/**
 * Rate limits and sign-in throttles kept in the database, so every server process sharing it
 * counts the same attempts (see `limits/`). Keys are hashes: the rows name no email or address.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One fixed window per key, handed out to processes in leases (see `WindowCounters`).
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('expires_ms', 'integer', (column) => column.notNull())
    .addColumn('granted', 'integer', (column) => column.notNull())
    .addColumn('last_grant', 'integer', (column) => column.notNull())
    .execute();
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
