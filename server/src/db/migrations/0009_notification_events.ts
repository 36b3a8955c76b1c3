import type { Kysely } from 'kysely';

/**
 * Notifications the server creates from events carry the event's key, unique per candidate, so
 * the same event (an offer, a sweep finding the same closing job again) never notifies twice.
 * Older notifications have no key.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('notifications').addColumn('event_key', 'text').execute();
  await db.schema
    .createIndex('notifications_user_event')
    .on('notifications')
    .columns(['user_id', 'event_key'])
    .unique()
    .execute();
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
