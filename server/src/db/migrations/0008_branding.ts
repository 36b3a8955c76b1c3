import type { Kysely } from 'kysely';

/**
 * Employer branding, per careers site (`group_id`, the site's domain): the theme of each product
 * (saved draft and published values), the other settings, head scripts, and image assets (the
 * logo and hero images with their WebP copies, served by file name). None of it is a
 * candidate's data.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('branding_themes')
    .addColumn('group_id', 'text', (column) => column.notNull())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('draft_json', 'text')
    .addColumn('published_json', 'text')
    .addColumn('draft_saved_at', 'text')
    .addColumn('published_at', 'text')
    .addPrimaryKeyConstraint('branding_themes_pk', ['group_id', 'product'])
    .execute();

  await db.schema
    .createTable('branding_settings')
    .addColumn('group_id', 'text', (column) => column.primaryKey())
    .addColumn('implementation_banner_json', 'text')
    .addColumn('banners_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('footer_html', 'text')
    .addColumn('hide_provider_logo', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('navbar_links_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('branding_head_scripts')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('group_id', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('content_hash', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('branding_head_scripts_hash')
    .on('branding_head_scripts')
    .column('content_hash')
    .execute();

  await db.schema
    .createTable('branding_images')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('group_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('page', 'text')
    .addColumn('min_width', 'integer')
    .addColumn('alt', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('original_content_type', 'text', (column) => column.notNull())
    .addColumn('original_width', 'integer', (column) => column.notNull())
    .addColumn('original_height', 'integer', (column) => column.notNull())
    .addColumn('original_bytes', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('branding_images_place')
    .on('branding_images')
    .columns(['group_id', 'kind', 'page', 'min_width'])
    .execute();

  await db.schema
    .createTable('branding_assets')
    .addColumn('file_name', 'text', (column) => column.primaryKey())
    .addColumn('image_id', 'integer', (column) =>
      column.notNull().references('branding_images.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('bytes', 'integer', (column) => column.notNull())
    .addColumn('content', 'blob', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('branding_assets_image')
    .on('branding_assets')
    .column('image_id')
    .execute();
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
