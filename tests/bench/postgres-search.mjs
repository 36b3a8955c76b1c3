// The reference server on PostgreSQL, in a throwaway local cluster: start-up (seeding, migrations
// and loading the search indexes from the database) and uncached search latency, with the server
// process's memory, beside the same on SQLite. Sizes from `BENCH_POSITIONS` (comma-separated,
// default 100000; the 1,000,000 takes some minutes to seed).
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import {
  BROWSER_ENCODINGS,
  searchPaths,
  start,
  uncachedLatency,
  visitorCookie,
} from './search-throughput.mjs';

const PORT = 4194;
const sizes = (process.env.BENCH_POSITIONS ?? '100000').split(',').map(Number);

/** Resident memory of a process, from /proc (Linux). */
const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
};

const stop = (server) =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });

const measure = async (positions, database) => {
  const startedAt = Date.now();
  const server = await start(
    [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
    {
      PORT: String(PORT),
      PCSX_POSITIONS: String(positions),
      LOG_LEVEL: 'warn',
      // Each request brings its own visitor address, as in search-throughput.mjs.
      TRUST_PROXY: '127.0.0.1',
      ...database,
    },
    'Careers portal:',
  );
  const startupMs = Date.now() - startedAt;
  try {
    const headers = { ...(await visitorCookie(PORT)), ...BROWSER_ENCODINGS };
    const firstPages = searchPaths().filter((path) => path.includes('&start=0&'));
    const uncached = await uncachedLatency(PORT, firstPages, headers);
    return { startupMs, uncached, memoryMb: residentMb(server.pid), searches: firstPages.length };
  } finally {
    await stop(server);
  }
};

const cluster = await startThrowawayCluster();
const rows = [];
try {
  for (const positions of sizes) {
    const databaseUrl = await ensureDatabase(cluster.url, `bench_${positions}`);
    const postgres = await measure(positions, { DATABASE_URL: databaseUrl });
    const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-bench-'));
    try {
      const sqlite = await measure(positions, { PCSX_DB: join(dataDir, 'bench.sqlite') });
      rows.push({ positions, postgres, sqlite });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  cluster.stop();
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  'Search on PostgreSQL and SQLite (start-up seeds a new database and loads the indexes):',
);
for (const { positions, postgres, sqlite } of rows) {
  console.log(`  ${positions.toLocaleString('en-US')} positions`);
  for (const [name, figures] of [
    ['PostgreSQL', postgres],
    ['SQLite', sqlite],
  ]) {
    console.log(
      `    ${name.padEnd(10)} start-up ${(figures.startupMs / 1000).toFixed(1)} s  uncached (${figures.searches} searches, one at a time) p50 ${ms(figures.uncached.p50)}  p99 ${ms(figures.uncached.p99)}  errors ${figures.uncached.errors}  memory ${figures.memoryMb.toFixed(0)} MB`,
    );
  }
}
