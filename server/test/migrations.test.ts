import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { inferredHistory } from '../src/dashboard/application-history';
import { migrateToLatest, openDatabase } from '../src/db/database';
import * as init from '../src/db/migrations/0001_init';
import * as textIndexInMemory from '../src/db/migrations/0002_text_index_in_memory';
import * as passwordResetAndOutbox from '../src/db/migrations/0003_password_reset_and_outbox';
import * as avatars from '../src/db/migrations/0004_avatars';
import * as resumeParsing from '../src/db/migrations/0005_resume_parsing';

const BEFORE_TIMELINES = {
  '0001_init': init,
  '0002_text_index_in_memory': textIndexInMemory,
  '0003_password_reset_and_outbox': passwordResetAndOutbox,
  '0004_avatars': avatars,
  '0005_resume_parsing': resumeParsing,
};

describe('migrating a database made before timelines were kept', () => {
  it('gives its applications the timelines a new database gets', async () => {
    const { db } = openDatabase(':memory:');
    try {
      const before = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(BEFORE_TIMELINES) },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      const applications = [
        ['Interview', 'Interview scheduled'],
        ['Under review', 'Screening'],
        ['Not selected', 'Interview'],
        ['Submitted', 'Application received'],
      ] as const;
      for (const [index, [status, stage]] of applications.entries()) {
        await sql`
          INSERT INTO applications
            (applicant_email, position_id, status, stage, applied_at, updated_at, is_active, form_data)
          VALUES ('visitor@example.com', ${1000 + index}, ${status}, ${stage},
            '2026-09-01T10:00:00Z', '2026-09-21T10:00:00Z', 1, '{}')
        `.execute(db);
      }

      await migrateToLatest(db);

      const steps = await db
        .selectFrom('application_status_history')
        .innerJoin('applications', 'applications.id', 'application_status_history.application_id')
        .select(['applications.status as label', 'application_status_history.status', 'at'])
        .orderBy('application_status_history.id')
        .execute();
      for (const [status, stage] of applications) {
        expect(
          steps
            .filter((step) => step.label === status)
            .map((step) => ({ status: step.status, at: step.at })),
          status,
        ).toEqual(inferredHistory(status, stage, '2026-09-01T10:00:00Z', '2026-09-21T10:00:00Z'));
      }
      expect(steps.filter((step) => step.label === 'Interview').map((step) => step.status)).toEqual(
        ['applied', 'under_review', 'interview'],
      );
    } finally {
      await db.destroy();
    }
  });
});
