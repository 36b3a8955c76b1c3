import type { Db } from '../db/database';
import { advanceIdentities } from '../db/dialect';
import { createAppMetaRepository } from '../db/repositories/app-meta';
import { seedCandidates } from './candidates';
import { generatePositions } from './positions';
import { seedPositions } from './seed-positions';

export const DEFAULT_POSITION_COUNT = 20_000;
/** The demo candidate's data refers to the hand-written positions, so there are always those. */
const MIN_POSITION_COUNT = generatePositions(0).length;

/** Whether this start seeded the database, the positions it holds and the time seeding took. */
export interface SeedReport {
  seeded: boolean;
  positions: number;
  ms: number;
}

/** Seeds an empty, migrated database once; a seeded database is left as it is. */
export const seedIfEmpty = async (
  db: Db,
  options: { positions: number; now: () => number },
): Promise<SeedReport> => {
  const meta = createAppMetaRepository(db);
  const seededAt = await meta.get('seeded_at');
  if (seededAt !== undefined)
    return { seeded: false, positions: Number(await meta.get('positions_seeded')), ms: 0 };
  const started = Date.now();
  const positions = await seedPositions(
    db,
    Math.max(MIN_POSITION_COUNT, Math.floor(options.positions)),
  );
  await seedCandidates(db, positions, options.now());
  await advanceIdentities(db);
  await meta.set('seeded_at', new Date(options.now()).toISOString());
  return { seeded: true, positions: positions.length, ms: Date.now() - started };
};
