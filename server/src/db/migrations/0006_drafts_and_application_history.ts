import { sql, type Kysely } from 'kysely';

type Step =
  | 'applied'
  | 'under_review'
  | 'interview'
  | 'offer'
  | 'hired'
  | 'not_selected'
  | 'withdrawn'
  | 'position_closed';

const FINAL_STEPS: Record<string, Step> = {
  Hired: 'hired',
  'Not selected': 'not_selected',
  Withdrawn: 'withdrawn',
  'Position closed': 'position_closed',
};

const stepsReached = (status: string, stage: string): Step[] => {
  const text = `${status} ${stage}`.toLowerCase();
  if (text.includes('offer')) return ['applied', 'under_review', 'interview', 'offer'];
  if (text.includes('interview')) return ['applied', 'under_review', 'interview'];
  if (text.includes('review') || text.includes('screen')) return ['applied', 'under_review'];
  return ['applied'];
};

const isoSeconds = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The steps the status and stage imply, spread evenly between applying and the last update. */
const inferredHistory = (
  status: string,
  stage: string,
  appliedAt: string,
  updatedAt: string,
): { status: Step; at: string }[] => {
  const finalStep = FINAL_STEPS[status];
  const steps: Step[] =
    finalStep === 'position_closed'
      ? ['applied', finalStep]
      : [...stepsReached(status, stage), ...(finalStep ? [finalStep] : [])];
  const start = Date.parse(appliedAt);
  const end = Math.max(Date.parse(updatedAt), start);
  const span = steps.length > 1 ? (end - start) / (steps.length - 1) : 0;
  return steps.map((step, index) => ({
    status: step,
    at: isoSeconds(Math.round(start + span * index)),
  }));
};

const INSERT_BATCH = 500;

const addInferredHistories = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<{
    id: number;
    status: string;
    stage: string;
    applied_at: string;
    updated_at: string;
  }>`
    SELECT id, status, stage, applied_at, updated_at FROM applications
    WHERE id NOT IN (SELECT application_id FROM application_status_history)
  `.execute(db);
  const steps = rows.flatMap((application) =>
    inferredHistory(
      application.status,
      application.stage,
      application.applied_at,
      application.updated_at,
    ).map((step) => sql`(${application.id}, ${step.status}, ${step.at})`),
  );
  // In batches, within SQLite's limit on bound values per statement.
  for (let start = 0; start < steps.length; start += INSERT_BATCH) {
    await sql`
      INSERT INTO application_status_history (application_id, status, at)
      VALUES ${sql.join(steps.slice(start, start + INSERT_BATCH))}
    `.execute(db);
  }
};

/**
 * Drafts keep the answers typed so far; applications keep every status they had (the timeline)
 * and the reason a candidate gave when withdrawing. Applications stored before this get the
 * timeline their status and stage imply. The inference is written out here, as it was when this
 * migration was made: the seed's may change, a migration that has run may not.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('draft_applications').addColumn('answers', 'text').execute();
  await db.schema.alterTable('applications').addColumn('withdrawal_reason', 'text').execute();
  await db.schema.alterTable('applications').addColumn('visitor_key', 'text').execute();

  await db.schema
    .createTable('application_status_history')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application')
    .on('application_status_history')
    .columns(['application_id', 'at'])
    .execute();

  await addInferredHistories(db);
};

/** No PostgreSQL body: PostgreSQL's 0001 creates the schema SQLite has at 0010. */
export const postgres = null;
