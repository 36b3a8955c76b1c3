import { type Kysely } from 'kysely';

/**
 * The development mail outbox (every mail the server sends, readable on a development-only page),
 * an index to end a user's reset links together, and the email preferences beyond the first three.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text')
    .addColumn('purpose', 'text')
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_user').on('mail_outbox').column('user_id').execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .column('user_id')
    .execute();

  for (const column of [
    'email_offers',
    'email_interviews',
    'email_forms',
    'email_drafts_closing',
    'email_saved_jobs_closing',
  ]) {
    await db.schema
      .alterTable('settings')
      .addColumn(column, 'integer', (definition) => definition.notNull().defaultTo(1))
      .execute();
  }
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
