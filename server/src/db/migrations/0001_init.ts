import { sql, type Kysely } from 'kysely';

/** The initial schema. Later changes go in new migrations; this one never changes once shipped. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
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

export const down = (): Promise<void> =>
  Promise.reject(
    new Error('The initial migration cannot be reverted; delete the database instead.'),
  );
