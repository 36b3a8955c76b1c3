import type { Kysely } from 'kysely';

/**
 * Avatar images, one per candidate. The profile's `avatar` column keeps the image's public path,
 * `/avatars/<file_name>`; a new image gets a new file name, so caches never show the old one.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull().unique())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('content', 'blob', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
