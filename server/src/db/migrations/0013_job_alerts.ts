import { sql, type Kysely } from 'kysely';

/**
 * Saved searches whose new matching jobs are mailed: a candidate's (`user_id`, deleted with the
 * account) or a visitor's (`user_id` null, mailed to `email` once its emailed link confirms it).
 * `criteria_key` is the criteria in one canonical form, so saving the same search twice finds the
 * first; `seen_position_id` is the newest job already matched, so a job is sent once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('job_alerts')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('criteria_json', 'text', (column) => column.notNull())
    .addColumn('criteria_key', 'text', (column) => column.notNull())
    .addColumn('frequency', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('is_paused', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('confirm_token_hash', 'text', (column) => column.unique())
    .addColumn('confirm_expires_ms', 'integer')
    .addColumn('confirmed_ms', 'integer')
    .addColumn('created_ms', 'integer', (column) => column.notNull())
    .addColumn('last_sent_ms', 'integer')
    .addColumn('seen_position_id', 'integer', (column) => column.notNull())
    .execute();
  // One alert per candidate and search: concurrent saves of the same search make one row.
  await sql`CREATE UNIQUE INDEX job_alerts_user_criteria ON job_alerts (user_id, criteria_key)
    WHERE user_id IS NOT NULL`.execute(db);
  await db.schema
    .createIndex('job_alerts_visitor')
    .on('job_alerts')
    .columns(['email', 'criteria_key'])
    .execute();
  await db.schema
    .createIndex('job_alerts_due')
    .on('job_alerts')
    .columns(['confirmed_ms', 'is_paused'])
    .execute();
};
