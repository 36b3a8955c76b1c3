import { sql, type Kysely } from 'kysely';
import { inferredHistory } from '../dashboard/application-history';

const INSERT_BATCH = 500;

/**
 * Gives every application without a timeline the one its status and stage imply (the demo data's
 * applications are written without one). Migration 0006 keeps its own copy, as it was then.
 */
export const addInferredHistories = async <DB>(db: Kysely<DB>): Promise<void> => {
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
