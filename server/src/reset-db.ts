import { rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { REPO_ROOT } from './app';
import { migrateToLatest, openDatabase } from './db/database';
import { DEFAULT_POSITION_COUNT, seedIfEmpty } from './seed';

/** `npm run db:reset`: deletes the database (`PCSX_DB`) and seeds it again. */
const path = process.env.PCSX_DB ?? '.data/pcsx.sqlite';
const file = isAbsolute(path) ? path : join(REPO_ROOT, path);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });

const positions = Number(process.env.PCSX_POSITIONS ?? DEFAULT_POSITION_COUNT);
const { db } = openDatabase(file);
try {
  await migrateToLatest(db);
  const seed = await seedIfEmpty(db, { positions, now: () => Date.now() });
  console.log(
    `Reset ${file}: ${seed.positions} positions and the demo accounts seeded in ${seed.ms} ms.`,
  );
} finally {
  await db.destroy();
}
