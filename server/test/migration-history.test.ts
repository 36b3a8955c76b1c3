import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsOf, openDatabase, type Db } from '../src/db/database';
import { dialectOf } from '../src/db/dialect';
import { createTempDirectory } from './helpers';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

/** The names the two histories recorded before they became one, in the order they ran. */
const FORMER_NAMES = {
  sqlite: [
    '0001_init',
    '0002_text_index_in_memory',
    '0003_password_reset_and_outbox',
    '0004_avatars',
    '0005_resume_parsing',
    '0006_drafts_and_application_history',
    '0007_events',
    '0008_branding',
    '0009_notification_events',
    '0010_pending_registrations',
    '0011_shared_limits',
    '0012_mail_delivery',
    '0013_job_alerts',
    '0014_session_devices',
    '0015_newest_first_indexes',
    '0016_position_language',
    '0017_offer_summary',
    '0018_interview_responses',
  ],
  postgres: [
    '0001_schema',
    '0002_shared_limits',
    '0003_mail_delivery',
    '0004_job_alerts',
    '0005_session_devices',
    '0006_newest_first_indexes',
    '0007_position_language',
    '0008_offer_summary',
    '0009_interview_responses',
  ],
};

let directory: string;
let location: string;
let db: Db;

beforeEach(async () => {
  directory = createTempDirectory();
  location = await createTestDatabase(directory);
  db = openDatabase(location).db;
});

afterEach(async () => {
  await db.destroy();
  await dropTestDatabase(location);
  rmSync(directory, { recursive: true, force: true });
});

const recordedNames = async () =>
  (
    await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY timestamp, name`.execute(
      db,
    )
  ).rows.map((row) => row.name);

describe('one migration history for both databases', () => {
  it('migrates a database whose migrations were recorded under the former names', async () => {
    const migrations = await migrationsOf(db);
    const names = Object.keys(migrations);
    const formerNames = FORMER_NAMES[dialectOf(db)];
    // The database as the former code left it, one migration short of its last (0018).
    const lastButOne = names[formerNames.length - 2] ?? '';
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    expect((await migrator.migrateTo(lastButOne)).error).toBeUndefined();
    for (const [index, name] of names.slice(0, formerNames.length - 1).entries()) {
      await sql`UPDATE kysely_migration SET name = ${formerNames[index]} WHERE name = ${name}`.execute(
        db,
      );
    }

    await migrateToLatest(db);
    await migrateToLatest(db);

    expect(await recordedNames()).toEqual(names);
    const interview = await db
      .selectFrom('interviews')
      .select(['candidate_response', 'candidate_message', 'responded_at'])
      .executeTakeFirst();
    expect(interview).toBeUndefined();
  });

  it('numbers the migrations of both databases alike, PostgreSQL from 0011 on', async () => {
    const names = Object.keys(await migrationsOf(db));
    expect(names.slice(0, FORMER_NAMES.sqlite.length)).toEqual(
      dialectOf(db) === 'sqlite'
        ? FORMER_NAMES.sqlite
        : FORMER_NAMES.sqlite.filter((name) => name === '0001_init' || name >= '0011'),
    );
  });
});
