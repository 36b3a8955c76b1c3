import { type Kysely } from 'kysely';

/**
 * Registrations waiting for the owner of the email to follow the link mailed to them. There is no
 * account yet, so no `user_id`: the row holds what the account will be made of, and is deleted when
 * the link is used. One row per email: a newer request replaces the older one and its link.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('lastname', 'text', (column) => column.notNull())
    .addColumn('visitor_key', 'text')
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .addColumn('expires_ms', 'integer', (column) => column.notNull())
    .execute();
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
