// The reference server at scale, on PostgreSQL (a throwaway local cluster) and on SQLite, at the
// sizes in `BENCH_POSITIONS` (comma-separated; default 100000,1000000):
// - start-up on a new database (seeding, migrations, loading the search indexes) and again on the
//   seeded one (loading the indexes alone), so the seeding time is the difference;
// - uncached search latency: every distinct first page once, one at a time;
// - skewed traffic (search-throughput.mjs's mix, 50 connections) from 5,000 returning visitors,
//   with one server process and, on PostgreSQL, with two (`WORKERS=2`), and the load generator's
//   own share of the machine's CPU;
// - resident memory of each server process.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import {
  BROWSER_ENCODINGS,
  DURATION_S,
  load,
  searchPaths,
  skewedPaths,
  start,
  summarize,
  uncachedLatency,
  visitorCookie,
} from './search-throughput.mjs';

const PORT = 4194;
const VISITORS = 5000;
const sizes = (process.env.BENCH_POSITIONS ?? '100000,1000000').split(',').map(Number);
const cores = availableParallelism();

/** Resident memory of a process, from /proc (Linux). */
const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
};

/** The server processes of a `WORKERS=N` primary (its children running main.ts). */
const workersOf = (pid) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false;
      }
    })
    .map(Number);

const stop = (server) =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });

const startServer = async (positions, database, workers) => {
  const startedAt = Date.now();
  const server = await start(
    [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
    {
      PORT: String(PORT),
      PCSX_POSITIONS: String(positions),
      LOG_LEVEL: 'warn',
      // Each visitor brings its own address, as in search-throughput.mjs.
      TRUST_PROXY: '127.0.0.1',
      WORKERS: String(workers),
      ...database,
    },
    'Careers portal:',
  );
  return { server, startupMs: Date.now() - startedAt };
};

/** Skewed traffic, with the CPU this process (the load generator) used meanwhile. */
const traffic = async (paths, headers) => {
  const before = process.cpuUsage();
  const result = summarize('traffic', await load(PORT, paths, headers, VISITORS));
  const used = process.cpuUsage(before);
  const cpuShare = (used.user + used.system) / 1000 / (DURATION_S * 1000 * cores);
  return { ...result, loadGeneratorCpu: cpuShare };
};

const measure = async (positions, database, { twoProcesses }) => {
  const firstPages = searchPaths().filter((path) => path.includes('&start=0&'));
  const mix = skewedPaths(searchPaths(), 50_000);
  const fresh = await startServer(positions, database, 1);
  const figures = { firstStartMs: fresh.startupMs, searches: firstPages.length };
  try {
    const headers = { ...(await visitorCookie(PORT)), ...BROWSER_ENCODINGS };
    figures.uncached = await uncachedLatency(PORT, firstPages, headers);
    figures.oneProcess = await traffic(mix, headers);
    figures.memoryMb = [residentMb(fresh.server.pid)];
  } finally {
    await stop(fresh.server);
  }
  const again = await startServer(positions, database, twoProcesses ? 2 : 1);
  figures.restartMs = again.startupMs;
  try {
    if (twoProcesses) {
      const headers = { ...(await visitorCookie(PORT)), ...BROWSER_ENCODINGS };
      figures.twoProcesses = await traffic(mix, headers);
      figures.twoProcessMemoryMb = workersOf(again.server.pid).map(residentMb);
    }
  } finally {
    await stop(again.server);
  }
  return figures;
};

const cluster = await startThrowawayCluster();
const rows = [];
try {
  for (const positions of sizes) {
    const databaseUrl = await ensureDatabase(cluster.url, `bench_${positions}`);
    const postgres = await measure(
      positions,
      { DATABASE_URL: databaseUrl },
      { twoProcesses: true },
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-bench-'));
    try {
      const sqlite = await measure(
        positions,
        { PCSX_DB: join(dataDir, 'bench.sqlite') },
        { twoProcesses: false },
      );
      rows.push({ positions, postgres, sqlite });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  cluster.stop();
}

const ms = (value) => `${value.toFixed(1)} ms`;
const s = (value) => `${(value / 1000).toFixed(1)} s`;
const percent = (value) => `${(100 * value).toFixed(0)}%`;
const trafficLine = (figures) =>
  `${figures.reqPerSec} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}  (load generator ${percent(figures.loadGeneratorCpu)} of ${cores} cores)`;
console.log(
  `Search at scale (skewed traffic: ${DURATION_S} s, 50 connections, ${VISITORS} returning visitors):`,
);
for (const { positions, postgres, sqlite } of rows) {
  console.log(`  ${positions.toLocaleString('en-US')} positions`);
  for (const [name, figures] of [
    ['PostgreSQL', postgres],
    ['SQLite', sqlite],
  ]) {
    console.log(
      `    ${name}: seeding ${s(figures.firstStartMs - figures.restartMs)}, start-up on a new database ${s(figures.firstStartMs)}, on the seeded one ${s(figures.restartMs)}${figures.twoProcesses ? ' (two processes, one after another)' : ''}`,
    );
    console.log(
      `      uncached (${figures.searches} searches, one at a time)  p50 ${ms(figures.uncached.p50)}  p99 ${ms(figures.uncached.p99)}  max ${ms(figures.uncached.max)}  errors ${figures.uncached.errors}`,
    );
    console.log(`      skewed traffic, 1 process   ${trafficLine(figures.oneProcess)}`);
    if (figures.twoProcesses) {
      console.log(`      skewed traffic, 2 processes ${trafficLine(figures.twoProcesses)}`);
      console.log(
        `      scaling ${(figures.twoProcesses.reqPerSec / figures.oneProcess.reqPerSec).toFixed(2)}x`,
      );
    }
    console.log(
      `      memory: 1 process ${figures.memoryMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}${figures.twoProcessMemoryMb ? `; 2 processes ${figures.twoProcessMemoryMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}` : ''}`,
    );
  }
}
