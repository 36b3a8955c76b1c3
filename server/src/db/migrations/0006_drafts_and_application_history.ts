import { sql, type Kysely } from 'kysely';

/**
 * Drafts keep the answers typed so far; applications keep every status they had (the timeline)
 * and the reason a candidate gave when withdrawing. Applications stored before this get a history
 * read from their current status, so every timeline starts with "applied".
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('draft_applications').addColumn('answers', 'text').execute();
  await db.schema.alterTable('applications').addColumn('withdrawal_reason', 'text').execute();
  await db.schema.alterTable('applications').addColumn('visitor_key', 'text').execute();

  await db.schema
    .createTable('application_status_history')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    // Null while the application belongs to a visitor; set when their new account claims it.
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application')
    .on('application_status_history')
    .columns(['application_id', 'at'])
    .execute();

  await sql`
    INSERT INTO application_status_history (application_id, user_id, status, at)
    SELECT id, user_id, 'applied', applied_at FROM applications
  `.execute(db);
  await sql`
    INSERT INTO application_status_history (application_id, user_id, status, at)
    SELECT id, user_id,
      CASE status
        WHEN 'Not selected' THEN 'not_selected'
        WHEN 'Position closed' THEN 'position_closed'
        WHEN 'Withdrawn' THEN 'withdrawn'
        WHEN 'Hired' THEN 'hired'
        ELSE 'under_review'
      END,
      updated_at
    FROM applications
    WHERE status <> 'Submitted' AND updated_at > applied_at
  `.execute(db);
};
