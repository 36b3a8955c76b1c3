import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { REPO_ROOT } from './app';
import { configuredDatabase, migrateToLatest, openDatabase } from './db/database';
import { isPostgresUrl } from './db/dialect';
import { seedIfEmpty } from './seed';
import { readSettings } from './settings';

/**
 * `npm run db:reset`: empties the database (`DATABASE_URL`, else `PCSX_DB`) and seeds it again.
 * On PostgreSQL that drops and recreates the `public` schema.
 */
const location = configuredDatabase(process.env, REPO_ROOT);
const { PCSX_POSITIONS: positions } = readSettings(process.env);
if (!isPostgresUrl(location)) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${location}${suffix}`, { force: true });
}
const { db } = openDatabase(location);
try {
  if (isPostgresUrl(location)) {
    await sql`DROP SCHEMA public CASCADE`.execute(db);
    await sql`CREATE SCHEMA public`.execute(db);
  }
  await migrateToLatest(db);
  const seed = await seedIfEmpty(db, { positions, now: () => Date.now() });
  console.log(
    `Reset the database: ${seed.positions} positions and the demo accounts seeded in ${seed.ms} ms.`,
  );
} finally {
  await db.destroy();
}
