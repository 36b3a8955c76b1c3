import { sql, type Kysely } from 'kysely';

/** The initial schema. Later changes go in new migrations; this one never changes once shipped. */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('enc_id', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('lastname', 'text', (column) => column.notNull())
    .addColumn('is_admin', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_theme_builder', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_onboarded', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_bootstrapped', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('onboarding_preferences', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .addColumn('expires_ms', 'integer', (column) => column.notNull())
    .addColumn('refreshed_ms', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_ms', 'integer', (column) => column.notNull())
    .addColumn('used_ms', 'integer')
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text')
    .addColumn('location', 'text')
    .addColumn('avatar', 'text')
    .addColumn('headline', 'text')
    .addColumn('skills', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('experience', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('education', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('links', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('content', 'blob', (column) => column.notNull())
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('resumes_user').on('resumes').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('timezone', 'text', (column) => column.notNull())
    .addColumn('email_job_alerts', 'integer', (column) => column.notNull())
    .addColumn('email_application_updates', 'integer', (column) => column.notNull())
    .addColumn('email_marketing', 'integer', (column) => column.notNull())
    .addColumn('in_app_notifications', 'integer', (column) => column.notNull())
    .addColumn('profile_visibility', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('region_code', 'text', (column) => column.notNull())
    .addColumn('region_name', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('country_name', 'text', (column) => column.notNull())
    .addColumn('lat', 'real', (column) => column.notNull())
    .addColumn('lng', 'real', (column) => column.notNull())
    .addColumn('standardized', 'text', (column) => column.notNull().unique())
    .addColumn('display', 'text', (column) => column.notNull())
    .execute();
  // Map-bounds search: which locations fall inside the visible map rectangle.
  await sql`CREATE VIRTUAL TABLE locations_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(
    db,
  );

  await db.schema
    .createTable('facet_combos')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('department', 'text', (column) => column.notNull())
    .addColumn('business_unit', 'text', (column) => column.notNull())
    .addColumn('employment_type', 'text', (column) => column.notNull())
    .addColumn('seniority', 'text', (column) => column.notNull())
    .addColumn('work_location_option', 'text', (column) => column.notNull())
    .addColumn('career_discipline', 'text', (column) => column.notNull())
    .addColumn('roletype', 'text', (column) => column.notNull())
    .addColumn('profession', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('positions')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('display_job_id', 'text', (column) => column.notNull())
    .addColumn('ats_job_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('role_family', 'text', (column) => column.notNull())
    .addColumn('department', 'text', (column) => column.notNull())
    .addColumn('business_unit', 'text', (column) => column.notNull())
    .addColumn('employment_type', 'text', (column) => column.notNull())
    .addColumn('seniority', 'text', (column) => column.notNull())
    .addColumn('work_location_option', 'text', (column) => column.notNull())
    .addColumn('location_flexibility', 'text')
    .addColumn('career_discipline', 'text', (column) => column.notNull())
    .addColumn('roletype', 'text', (column) => column.notNull())
    .addColumn('profession', 'text', (column) => column.notNull())
    .addColumn('location_id', 'integer', (column) => column.notNull().references('locations.id'))
    .addColumn('secondary_location_id', 'integer', (column) => column.references('locations.id'))
    .addColumn('posted_ts', 'integer', (column) => column.notNull())
    .addColumn('creation_ts', 'integer', (column) => column.notNull())
    .addColumn('archived_at', 'integer')
    .addColumn('facet_key', 'integer', (column) => column.notNull().references('facet_combos.id'))
    .execute();
  // Newest-first listing of open positions (also how the search index is loaded).
  await db.schema
    .createIndex('positions_open_posted')
    .on('positions')
    .columns(['archived_at', 'posted_ts desc', 'id desc'])
    .execute();
  await db.schema.createIndex('positions_facet_key').on('positions').column('facet_key').execute();
  await db.schema
    .createIndex('positions_location')
    .on('positions')
    .columns(['location_id', 'secondary_location_id'])
    .execute();
  await db.schema
    .createIndex('positions_department_posted')
    .on('positions')
    .columns(['department', 'posted_ts'])
    .execute();
  await db.schema
    .createIndex('positions_role_family')
    .on('positions')
    .columns(['role_family', 'archived_at', 'posted_ts'])
    .execute();

  await db.schema
    .createTable('position_details')
    .addColumn('position_id', 'integer', (column) =>
      column.primaryKey().references('positions.id').onDelete('cascade'),
    )
    .addColumn('description_html', 'text', (column) => column.notNull())
    .addColumn('skills', 'text', (column) => column.notNull())
    .addColumn('salary_min', 'real')
    .addColumn('salary_max', 'real')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('valid_through', 'text')
    .addColumn('hiring_manager_name', 'text')
    .addColumn('hiring_manager_title', 'text')
    .addColumn('applicant_count', 'integer', (column) => column.notNull())
    .addColumn('overrides', 'text', (column) => column.notNull())
    .execute();

  // Contentless full-text index (rowid = position id): the text lives in positions and
  // position_details; the index only ranks and matches. detail=full is needed by bm25, which
  // weighs term frequency per column (title over description).
  await sql`CREATE VIRTUAL TABLE positions_fts USING fts5(
    name, department, skills, description,
    content = '', tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db);

  await db.schema
    .createTable('autocomplete_terms')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('normalized', 'text', (column) => column.notNull())
    .addColumn('weight', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('autocomplete_terms_normalized')
    .on('autocomplete_terms')
    .columns(['normalized', 'kind'])
    .execute();

  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('normalized', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('skills_normalized').on('skills').column('normalized').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('position_name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('esign_token', 'text', (column) => column.unique())
    .addColumn('letter_pdf', 'blob', (column) => column.notNull())
    .addColumn('inline_letter', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('form_status', 'text', (column) => column.notNull())
    .addColumn('signed_letter', 'blob')
    .addColumn('signed_letter_name', 'text')
    .addColumn('decline_reason', 'text')
    .execute();
  await db.schema.createIndex('offers_user').on('offers').column('user_id').execute();

  await db.schema
    .createTable('offer_attachments')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('offer_id', 'integer', (column) =>
      column.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('query_enc_id', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('s3_path', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('content', 'blob', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('offer_attachments_offer')
    .on('offer_attachments')
    .column('offer_id')
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('category_title', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('is_clicked', 'integer', (column) => column.notNull())
    .addColumn('is_viewed', 'integer', (column) => column.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('notification_type', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('applicant_email', 'text', (column) => column.notNull())
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('applied_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .addColumn('form_data', 'text', (column) => column.notNull())
    .addColumn('resume_file_name', 'text')
    .addColumn('resume_content_type', 'text')
    .addColumn('resume_content', 'blob')
    .execute();
  await db.schema
    .createIndex('applications_user_position')
    .on('applications')
    .columns(['user_id', 'position_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applications_email_position')
    .on('applications')
    .columns(['applicant_email', 'position_id'])
    .execute();

  await db.schema
    .createTable('draft_applications')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('completion_percent', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('draft_applications_pk', ['user_id', 'position_id'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('referrer_name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('referrals_user').on('referrals').column('user_id').execute();

  await db.schema
    .createTable('interviews')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('timezone', 'text', (column) => column.notNull())
    .addColumn('location', 'text')
    .addColumn('meeting_url', 'text')
    .addColumn('interviewers', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('interviews_user').on('interviews').column('user_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('location', 'text')
    .addColumn('is_virtual', 'integer', (column) => column.notNull())
    .addColumn('join_url', 'text')
    .execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('event_id', 'integer', (column) =>
      column.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_registrations_pk', ['user_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('saved_positions')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('saved_ms', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('saved_positions_pk', ['user_id', 'position_id'])
    .execute();

  await db.schema
    .createTable('job_cart_items')
    .addColumn('owner_key', 'text', (column) => column.notNull())
    .addColumn('position_id', 'integer', (column) => column.notNull())
    .addColumn('added_ms', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('job_cart_items_pk', ['owner_key', 'position_id'])
    .execute();

  await db.schema
    .createTable('forms')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('due_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('schema_name', 'text', (column) => column.notNull())
    .addColumn('variant', 'text', (column) => column.notNull())
    .addColumn('form_values', 'text')
    .addPrimaryKeyConstraint('forms_pk', ['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_key', 'text', (column) => column.notNull())
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'text', (column) =>
      column.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .column('conversation_id')
    .execute();

  await db.schema
    .createTable('telemetry_events')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('domain', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('namespace', 'text', (column) => column.notNull())
    .addColumn('data_json', 'text')
    .addColumn('metrics', 'text')
    .addColumn('owner_key', 'text', (column) => column.notNull())
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .execute();
};

/**
 * PostgreSQL's history begins with the schema SQLite had reached at 0010: this creates those
 * tables at once, in PostgreSQL's types, and 0002–0010 have no PostgreSQL body. Where SQLite
 * needs no declaration, this says what the code relies on:
 * - integer keys the code leaves out on insert are identity columns (SQLite's rowid);
 * - times in milliseconds are `bigint`, read back as numbers (see `database.ts`);
 * - coordinates and salaries are `double precision` (SQLite's `real` is 64-bit);
 * - files are `bytea`;
 * - flags stay integers 0/1, as the code writes and reads them on both;
 * - the map's bounding boxes are a plain table with B-tree indexes (SQLite's R*Tree module);
 * - `instr`, which SQLite has built in, is defined here.
 */
const POSTGRES_STATEMENTS = [
  `CREATE FUNCTION instr(haystack text, needle text) RETURNS integer
     LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS 'SELECT strpos(haystack, needle)'`,
  `CREATE TABLE app_meta (key text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE users (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     enc_id text NOT NULL UNIQUE, email text NOT NULL UNIQUE, password_hash text NOT NULL,
     firstname text NOT NULL, lastname text NOT NULL,
     is_admin integer NOT NULL DEFAULT 0, is_theme_builder integer NOT NULL DEFAULT 0,
     is_onboarded integer NOT NULL DEFAULT 0, is_bootstrapped integer NOT NULL DEFAULT 0,
     onboarding_preferences text, created_at text NOT NULL)`,
  `CREATE TABLE sessions (
     id_hash text PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_ms bigint NOT NULL, expires_ms bigint NOT NULL, refreshed_ms bigint NOT NULL)`,
  `CREATE INDEX sessions_user ON sessions (user_id)`,
  `CREATE TABLE password_resets (
     token_hash text PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     expires_ms bigint NOT NULL, used_ms bigint)`,
  `CREATE INDEX password_resets_user ON password_resets (user_id)`,
  `CREATE TABLE pending_registrations (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     email text NOT NULL UNIQUE, token_hash text NOT NULL UNIQUE, password_hash text NOT NULL,
     firstname text NOT NULL, lastname text NOT NULL, visitor_key text,
     created_ms bigint NOT NULL, expires_ms bigint NOT NULL)`,
  `CREATE TABLE profiles (
     user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     phone text, location text, avatar text, headline text,
     skills text NOT NULL DEFAULT '[]', experience text NOT NULL DEFAULT '[]',
     education text NOT NULL DEFAULT '[]', links text NOT NULL DEFAULT '[]',
     updated_at text NOT NULL)`,
  `CREATE TABLE resumes (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     file_name text NOT NULL, content_type text NOT NULL, size_bytes integer NOT NULL,
     content bytea NOT NULL, uploaded_at text NOT NULL,
     is_primary integer NOT NULL DEFAULT 0, parsed_json text)`,
  `CREATE INDEX resumes_user ON resumes (user_id, id)`,
  `CREATE TABLE avatars (
     user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     file_name text NOT NULL UNIQUE, content_type text NOT NULL, content bytea NOT NULL,
     updated_at text NOT NULL)`,
  `CREATE TABLE settings (
     user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     language text NOT NULL, timezone text NOT NULL,
     email_job_alerts integer NOT NULL, email_application_updates integer NOT NULL,
     email_marketing integer NOT NULL, in_app_notifications integer NOT NULL,
     profile_visibility text NOT NULL,
     email_offers integer NOT NULL DEFAULT 1, email_interviews integer NOT NULL DEFAULT 1,
     email_forms integer NOT NULL DEFAULT 1, email_drafts_closing integer NOT NULL DEFAULT 1,
     email_saved_jobs_closing integer NOT NULL DEFAULT 1)`,
  `CREATE TABLE locations (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     city text NOT NULL, region_code text NOT NULL, region_name text NOT NULL,
     country_code text NOT NULL, country_name text NOT NULL,
     lat double precision NOT NULL, lng double precision NOT NULL,
     standardized text NOT NULL UNIQUE, display text NOT NULL)`,
  `CREATE TABLE locations_rtree (
     id integer PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
     min_lat double precision NOT NULL, max_lat double precision NOT NULL,
     min_lng double precision NOT NULL, max_lng double precision NOT NULL)`,
  `CREATE INDEX locations_rtree_lat ON locations_rtree (min_lat, max_lat)`,
  `CREATE INDEX locations_rtree_lng ON locations_rtree (min_lng, max_lng)`,
  `CREATE TABLE facet_combos (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     department text NOT NULL, business_unit text NOT NULL, employment_type text NOT NULL,
     seniority text NOT NULL, work_location_option text NOT NULL,
     career_discipline text NOT NULL, roletype text NOT NULL, profession text NOT NULL)`,
  `CREATE TABLE positions (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     display_job_id text NOT NULL, ats_job_id text NOT NULL, name text NOT NULL,
     role_family text NOT NULL, department text NOT NULL, business_unit text NOT NULL,
     employment_type text NOT NULL, seniority text NOT NULL,
     work_location_option text NOT NULL, location_flexibility text,
     career_discipline text NOT NULL, roletype text NOT NULL, profession text NOT NULL,
     location_id integer NOT NULL REFERENCES locations (id),
     secondary_location_id integer REFERENCES locations (id),
     posted_ts bigint NOT NULL, creation_ts bigint NOT NULL, archived_at bigint,
     facet_key integer NOT NULL REFERENCES facet_combos (id))`,
  `CREATE INDEX positions_open_posted ON positions (archived_at, posted_ts DESC, id DESC)`,
  `CREATE INDEX positions_facet_key ON positions (facet_key)`,
  `CREATE INDEX positions_location ON positions (location_id, secondary_location_id)`,
  `CREATE INDEX positions_department_posted ON positions (department, posted_ts)`,
  `CREATE INDEX positions_role_family ON positions (role_family, archived_at, posted_ts)`,
  `CREATE TABLE position_details (
     position_id integer PRIMARY KEY REFERENCES positions (id) ON DELETE CASCADE,
     description_html text NOT NULL, skills text NOT NULL,
     salary_min double precision, salary_max double precision,
     salary_currency text, salary_period text, valid_through text,
     hiring_manager_name text, hiring_manager_title text,
     applicant_count integer NOT NULL, overrides text NOT NULL)`,
  `CREATE TABLE autocomplete_terms (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     kind text NOT NULL, label text NOT NULL, value text NOT NULL, normalized text NOT NULL,
     weight integer NOT NULL)`,
  `CREATE INDEX autocomplete_terms_normalized ON autocomplete_terms (normalized, kind)`,
  `CREATE TABLE skills (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     name text NOT NULL UNIQUE, normalized text NOT NULL)`,
  `CREATE INDEX skills_normalized ON skills (normalized)`,
  `CREATE TABLE offers (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     position_id integer NOT NULL, position_name text NOT NULL, status text NOT NULL,
     updated_at text NOT NULL, expires_at text, esign_token text UNIQUE,
     letter_pdf bytea NOT NULL, inline_letter integer NOT NULL DEFAULT 0,
     form_status text NOT NULL, signed_letter bytea, signed_letter_name text,
     decline_reason text)`,
  `CREATE INDEX offers_user ON offers (user_id)`,
  `CREATE TABLE offer_attachments (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
     query_enc_id text NOT NULL UNIQUE, name text NOT NULL, s3_path text NOT NULL,
     content_type text NOT NULL, content bytea NOT NULL)`,
  `CREATE INDEX offer_attachments_offer ON offer_attachments (offer_id)`,
  `CREATE TABLE notifications (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     category_title text NOT NULL, message text NOT NULL, created_at text NOT NULL,
     is_clicked integer NOT NULL, is_viewed integer NOT NULL, redirect_url text,
     notification_type text NOT NULL, event_key text)`,
  `CREATE INDEX notifications_user ON notifications (user_id, created_at)`,
  `CREATE UNIQUE INDEX notifications_user_event ON notifications (user_id, event_key)`,
  `CREATE TABLE applications (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer REFERENCES users (id) ON DELETE CASCADE,
     applicant_email text NOT NULL, position_id integer NOT NULL, status text NOT NULL,
     stage text NOT NULL, applied_at text NOT NULL, updated_at text NOT NULL,
     is_active integer NOT NULL, form_data text NOT NULL, resume_file_name text,
     resume_content_type text, resume_content bytea, withdrawal_reason text, visitor_key text)`,
  `CREATE UNIQUE INDEX applications_user_position ON applications (user_id, position_id)`,
  `CREATE INDEX applications_email_position ON applications (applicant_email, position_id)`,
  `CREATE TABLE application_status_history (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
     status text NOT NULL, at text NOT NULL)`,
  `CREATE INDEX application_status_history_application
     ON application_status_history (application_id, at)`,
  `CREATE TABLE draft_applications (
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     position_id integer NOT NULL, updated_at text NOT NULL,
     completion_percent integer NOT NULL, answers text,
     CONSTRAINT draft_applications_pk PRIMARY KEY (user_id, position_id))`,
  `CREATE TABLE referrals (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     position_id integer NOT NULL, referrer_name text NOT NULL, status text NOT NULL,
     created_at text NOT NULL)`,
  `CREATE INDEX referrals_user ON referrals (user_id)`,
  `CREATE TABLE interviews (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     position_id integer NOT NULL, stage text NOT NULL, starts_at text NOT NULL,
     ends_at text NOT NULL, timezone text NOT NULL, location text, meeting_url text,
     interviewers text NOT NULL, status text NOT NULL)`,
  `CREATE INDEX interviews_user ON interviews (user_id)`,
  `CREATE TABLE events (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     title text NOT NULL, description text NOT NULL, starts_at text NOT NULL,
     ends_at text NOT NULL, location text, is_virtual integer NOT NULL, join_url text,
     timezone text NOT NULL DEFAULT 'UTC')`,
  `CREATE TABLE event_registrations (
     event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT event_registrations_pk PRIMARY KEY (user_id, event_id))`,
  `CREATE TABLE saved_positions (
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     position_id integer NOT NULL, saved_ms bigint NOT NULL,
     CONSTRAINT saved_positions_pk PRIMARY KEY (user_id, position_id))`,
  `CREATE TABLE job_cart_items (
     owner_key text NOT NULL, position_id integer NOT NULL, added_ms bigint NOT NULL,
     CONSTRAINT job_cart_items_pk PRIMARY KEY (owner_key, position_id))`,
  `CREATE TABLE forms (
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     id text NOT NULL, title text NOT NULL, description text NOT NULL, status text NOT NULL,
     due_at text, updated_at text NOT NULL, schema_name text NOT NULL, variant text NOT NULL,
     form_values text,
     CONSTRAINT forms_pk PRIMARY KEY (user_id, id))`,
  `CREATE TABLE chat_conversations (
     id text PRIMARY KEY, owner_key text NOT NULL, created_ms bigint NOT NULL)`,
  `CREATE TABLE chat_messages (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     conversation_id text NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
     role text NOT NULL, text text NOT NULL, created_ms bigint NOT NULL)`,
  `CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id)`,
  `CREATE TABLE telemetry_events (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     domain text NOT NULL, event text NOT NULL, namespace text NOT NULL, data_json text,
     metrics text, owner_key text NOT NULL, created_ms bigint NOT NULL)`,
  `CREATE TABLE mail_outbox (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id integer REFERENCES users (id) ON DELETE CASCADE,
     to_address text NOT NULL, subject text NOT NULL, text_body text NOT NULL, html_body text,
     purpose text, created_ms bigint NOT NULL)`,
  `CREATE INDEX mail_outbox_user ON mail_outbox (user_id)`,
  `CREATE TABLE branding_themes (
     group_id text NOT NULL, product text NOT NULL, draft_json text, published_json text,
     draft_saved_at text, published_at text,
     CONSTRAINT branding_themes_pk PRIMARY KEY (group_id, product))`,
  `CREATE TABLE branding_settings (
     group_id text PRIMARY KEY, implementation_banner_json text,
     banners_json text NOT NULL DEFAULT '[]', footer_html text,
     hide_provider_logo integer NOT NULL DEFAULT 0,
     navbar_links_json text NOT NULL DEFAULT '[]', updated_at text NOT NULL)`,
  `CREATE TABLE branding_head_scripts (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     group_id text NOT NULL, sort_order integer NOT NULL, page text NOT NULL, name text NOT NULL,
     code text NOT NULL, content_hash text NOT NULL)`,
  `CREATE INDEX branding_head_scripts_hash ON branding_head_scripts (content_hash)`,
  `CREATE TABLE branding_images (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     group_id text NOT NULL, kind text NOT NULL, page text, min_width integer,
     alt text NOT NULL DEFAULT '', original_content_type text NOT NULL,
     original_width integer NOT NULL, original_height integer NOT NULL,
     original_bytes integer NOT NULL, created_at text NOT NULL)`,
  `CREATE INDEX branding_images_place ON branding_images (group_id, kind, page, min_width)`,
  `CREATE TABLE branding_assets (
     file_name text PRIMARY KEY,
     image_id integer NOT NULL REFERENCES branding_images (id) ON DELETE CASCADE,
     content_type text NOT NULL, width integer NOT NULL, height integer NOT NULL,
     bytes integer NOT NULL, content bytea NOT NULL)`,
  `CREATE INDEX branding_assets_image ON branding_assets (image_id)`,
];

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};
