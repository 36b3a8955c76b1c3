import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsOf, openDatabase } from '../src/db/database';

describe('migrating a database made before timelines were kept', () => {
  it('gives its applications the timelines their status and stage imply', async () => {
    const { db } = openDatabase(':memory:');
    try {
      const all = await migrationsOf(db);
      const beforeTimelines = Object.fromEntries(
        Object.entries(all).filter(([name]) => name < '0006'),
      );
      const before = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(beforeTimelines) },
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
      const timeline = (label: string) =>
        steps.filter((step) => step.label === label).map((step) => `${step.status} ${step.at}`);
      expect(timeline('Interview')).toEqual([
        'applied 2026-09-01T10:00:00Z',
        'under_review 2026-09-11T10:00:00Z',
        'interview 2026-09-21T10:00:00Z',
      ]);
      expect(timeline('Under review')).toEqual([
        'applied 2026-09-01T10:00:00Z',
        'under_review 2026-09-21T10:00:00Z',
      ]);
      expect(timeline('Not selected')).toEqual([
        'applied 2026-09-01T10:00:00Z',
        'under_review 2026-09-08T02:00:00Z',
        'interview 2026-09-14T18:00:00Z',
        'not_selected 2026-09-21T10:00:00Z',
      ]);
      expect(timeline('Submitted')).toEqual(['applied 2026-09-01T10:00:00Z']);
    } finally {
      await db.destroy();
    }
  });
});
