// Matching job alerts at scale: JOB_ALERTS saved searches (default 100,000) against NEW_JOBS newly
// posted jobs (default 1,000), the work of one turn of the job alerts once the due alerts and the
// new jobs are read. The searches are drawn from what candidates search for (role families, skills,
// cities, regions, remote, filters, map areas; some without text or place); the jobs are the
// seed's. Prints the time, the memory it took (heap and resident) and how many alerts matched.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { createReferenceRepository } from '../../server/src/db/repositories/reference.ts';
import { criteriaKey, normalizeCriteria } from '../../server/src/job-alerts/criteria.ts';
import { loadNewJobs, matchDueAlerts } from '../../server/src/job-alerts/run.ts';
import { SearchEngine } from '../../server/src/search/engine.ts';
import { SearchCache } from '../../server/src/search-cache/search-cache.ts';
import { isWordedMeaning } from '../../server/src/search/filter-labels.ts';
import { parsePlacesFile, PLACES_PATH } from '../../server/src/search/places/places-file.ts';
import { parseSearchFilters } from '../../server/src/search/understand-query.ts';
import { SearchVocabularies } from '../../server/src/search/vocabularies.ts';
import { CITIES } from '../../server/src/seed/cities.ts';
import { seedIfEmpty } from '../../server/src/seed/index.ts';
import { Random } from '../../server/src/seed/prng.ts';
import {
  ROLE_FAMILIES,
  SEED_SENIORITY_LEVELS,
  SKILL_VOCABULARY,
} from '../../server/src/seed/roles.ts';

const ALERTS = Number(process.env.JOB_ALERTS ?? 100_000);
const NEW_JOBS = Number(process.env.NEW_JOBS ?? 1000);
const root = join(import.meta.dirname, '..', '..');

const directory = mkdtempSync(join(tmpdir(), 'pcsx-job-alerts-'));
const { db, rawRows, changes } = openDatabase(join(directory, 'bench.sqlite'));
await migrateToLatest(db);
// A few more than wanted: some seeded jobs are closed.
await seedIfEmpty(db, { positions: Math.ceil(NEW_JOBS * 1.2), now: () => Date.now() });
const jobs = (await loadNewJobs(db, 0)).slice(0, NEW_JOBS);
const search = new SearchEngine(
  db,
  rawRows,
  createReferenceRepository(db),
  SearchVocabularies.read(
    join(root, 'server', 'search-synonyms.txt'),
    join(root, 'server', 'vocabulary'),
  ),
  parseSearchFilters(
    readFileSync(join(root, 'server', 'search-filters.txt'), 'utf8'),
    isWordedMeaning,
  ),
  parsePlacesFile(readFileSync(PLACES_PATH, 'utf8')),
  new SearchCache(changes),
);

const random = new Random(20261101);
const pick = (items) => items[random.int(0, items.length - 1)];
const chance = (probability) => random.float() < probability;
const lower = (text) => text.toLowerCase();

const queryOf = () => {
  const roll = random.float();
  if (roll < 0.15) return '';
  if (roll < 0.55) return lower(pick(ROLE_FAMILIES).family);
  if (roll < 0.8) return lower(pick(SKILL_VOCABULARY));
  if (roll < 0.9) return `${lower(pick(SKILL_VOCABULARY))} ${lower(pick(ROLE_FAMILIES).family)}`;
  return lower(pick(ROLE_FAMILIES).family.split(' ')[0]);
};

const placeOf = () => {
  const roll = random.float();
  const city = pick(CITIES);
  if (roll < 0.35) return { location: '', mapArea: null };
  if (roll < 0.75) return { location: `${city.city}, ${city.regionCode}`, mapArea: null };
  if (roll < 0.85) return { location: city.countryName, mapArea: null };
  if (roll < 0.9) return { location: 'Remote', mapArea: null };
  return {
    location: '',
    mapArea: { north: city.lat + 1, south: city.lat - 1, east: city.lng + 1, west: city.lng - 1 },
  };
};

const filtersOf = (location) => {
  const filters = {};
  if (chance(0.25)) filters.work_location_option = [pick(['onsite', 'hybrid', 'remote'])];
  if (chance(0.2)) filters.department = [pick(ROLE_FAMILIES).department];
  if (chance(0.1)) filters.seniority = [pick(SEED_SENIORITY_LEVELS)];
  if (chance(0.1)) filters.include_remote = ['1'];
  if (location !== '' && location !== 'Remote' && chance(0.15))
    filters.distance = [pick(['25', '50', '100'])];
  return filters;
};

const alerts = Array.from({ length: ALERTS }, () => {
  const { location, mapArea } = placeOf();
  const criteria = normalizeCriteria({
    query: queryOf(),
    location,
    filters: filtersOf(location),
    mapArea,
  });
  return {
    criteriaKey: criteriaKey(criteria),
    criteriaJson: JSON.stringify(criteria),
    seenPositionId: 0,
    locale: 'en',
  };
});
const distinct = new Set(alerts.map((alert) => alert.criteriaKey)).size;

const memoryBefore = process.memoryUsage();
const started = performance.now();
const matches = await matchDueAlerts(search, alerts, jobs);
const ms = performance.now() - started;
const memoryAfter = process.memoryUsage();

const matched = matches.filter((found) => found.length > 0).length;
const listed = matches.reduce((total, found) => total + Math.min(found.length, 10), 0);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `job alerts: ${ALERTS.toLocaleString('en')} saved searches (${distinct.toLocaleString('en')} distinct) ` +
    `against ${jobs.length.toLocaleString('en')} new jobs`,
);
console.log(
  `  matched in ${(ms / 1000).toFixed(2)} s; ${matched.toLocaleString('en')} alerts found new jobs ` +
    `(${listed.toLocaleString('en')} jobs to list)`,
);
console.log(
  `  memory: heap ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)} MB, ` +
    `resident ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)} MB`,
);

await changes.close();
await db.destroy();
rmSync(directory, { recursive: true, force: true });
