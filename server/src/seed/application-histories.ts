import { inferredHistory } from '../dashboard/application-history';
import type { Db } from '../db/database';

/** Gives every seeded application the timeline its status and stage imply. */
export const seedApplicationHistories = async (db: Db): Promise<void> => {
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'user_id', 'status', 'stage', 'applied_at', 'updated_at'])
    .execute();
  const steps = applications.flatMap((application) =>
    inferredHistory(
      application.status,
      application.stage,
      application.applied_at,
      application.updated_at,
    ).map((step) => ({
      application_id: application.id,
      user_id: application.user_id,
      status: step.status,
      at: step.at,
    })),
  );
  if (steps.length > 0) await db.insertInto('application_status_history').values(steps).execute();
};
