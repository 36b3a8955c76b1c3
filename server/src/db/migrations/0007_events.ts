import { sql, type Kysely } from 'kysely';

/**
 * Events carry the IANA zone they are held in, so times read right for candidates elsewhere, and
 * referral statuses become codes the client labels (the old free-text values are mapped).
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('events')
    .addColumn('timezone', 'text', (column) => column.notNull().defaultTo('UTC'))
    .execute();
  await sql`
    UPDATE referrals SET status = CASE status
      WHEN 'Viewed by recruiter' THEN 'viewed'
      WHEN 'Interviewing' THEN 'interviewing'
      WHEN 'Hired' THEN 'hired'
      WHEN 'Not selected' THEN 'not_selected'
      ELSE 'submitted'
    END
    WHERE status NOT IN ('submitted', 'viewed', 'interviewing', 'hired', 'not_selected')
  `.execute(db);
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
