// The reference server at scale, on PostgreSQL (a throwaway local cluster) and on SQLite, at the
// sizes in `BENCH_POSITIONS` (comma-separated; default 100000,1000000):
// - start-up on a new database (seeding, migrations, loading the search indexes) and again on the
//   seeded one (loading the indexes alone), so the seeding time is the difference;
// - uncached search latency: every distinct first page once, one at a time;
// - skewed traffic (search-throughput.mjs's mix, 50 connections) from 5,000 returning visitors,
//   with one server process and, on PostgreSQL, with two (`WORKERS=2`), each run after an
//   unmeasured one (warm caches), with the load generator's own share of the machine's CPU;
// - resident memory of each server process;
// - on PostgreSQL with two processes: how long a job closed through the developer ATS takes to
//   leave every process's search.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import {
  BROWSER_ENCODINGS,
  cpuSecondsOf,
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

/** One request on a connection of its own (so `WORKERS` hands each to the next process). */
const call = (method, path, headers = {}, body = undefined) =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: PORT, path, method, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ response, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    ).on('error', reject);
    sent.end(body);
  });

const SEARCH = '/api/pcsx/search?domain=northwindlabs.com&query=engineer&num=10';
const CONSECUTIVE = 10;

/**
 * Closes the first job of a search through the developer ATS, then searches on new connections
 * until `CONSECUTIVE` answers in a row leave it out: the time from the close's answer to the first
 * of those.
 */
const closeToGoneMs = async () => {
  const boot = await call('GET', '/api/pcsx/boot?domain=northwindlabs.com');
  const cookie = (boot.response.headers['set-cookie'] ?? []).map((entry) => entry.split(';')[0]);
  const token = boot.response.headers['x-csrf-token'];
  const jobId = JSON.parse((await call('GET', SEARCH)).text).data.positions[0].id;
  const closed = await call(
    'POST',
    '/dev/ats/positions/close',
    { cookie: cookie.join('; '), 'x-csrf-token': token, 'content-type': 'application/json' },
    JSON.stringify({ positionId: jobId }),
  );
  if (closed.response.statusCode !== 201) throw new Error(`Closing failed: ${closed.text}`);
  const closedAt = performance.now();
  let goneSince = null;
  for (let inARow = 0; inARow < CONSECUTIVE;) {
    const ids = JSON.parse((await call('GET', SEARCH)).text).data.positions.map((job) => job.id);
    if (ids.includes(jobId)) {
      inARow = 0;
      goneSince = null;
    } else {
      inARow += 1;
      goneSince ??= performance.now();
    }
  }
  return goneSince - closedAt;
};

const stop = (server) =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });

const startServer = async (positions, database, workers, env = {}) => {
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
      MAIL_DISABLED: '1',
      ...database,
      ...env,
    },
    'Careers portal:',
  );
  return { server, startupMs: Date.now() - startedAt };
};

/**
 * Skewed traffic, with the share of the machine's CPU this process (the load generator) and the
 * server's processes used meanwhile.
 */
const traffic = async (paths, headers, serverPids) => {
  const before = process.cpuUsage();
  const serverBefore = cpuSecondsOf(serverPids);
  const result = summarize('traffic', await load(PORT, paths, headers, { visitors: VISITORS }));
  const used = process.cpuUsage(before);
  const available = DURATION_S * cores;
  return {
    ...result,
    loadGeneratorCpu: (used.user + used.system) / 1e6 / available,
    serverCpu: (cpuSecondsOf(serverPids) - serverBefore) / available,
  };
};

const measure = async (positions, database, { twoProcesses }) => {
  const firstPages = searchPaths().filter((path) => path.includes('&start=0&'));
  const mix = skewedPaths(searchPaths(), 50_000);
  const figures = { searches: firstPages.length };
  // On a new database: seeding, then loading the indexes.
  const fresh = await startServer(positions, database, 1);
  figures.firstStartMs = fresh.startupMs;
  await stop(fresh.server);
  // On the seeded one: loading the indexes alone.
  const one = await startServer(positions, database, 1);
  figures.restartMs = one.startupMs;
  try {
    const headers = { ...(await visitorCookie(PORT)), ...BROWSER_ENCODINGS };
    figures.uncached = await uncachedLatency(PORT, firstPages, headers);
    // The same mix once unmeasured, so each run measures warm caches.
    await traffic(mix, headers, [one.server.pid]);
    figures.oneProcess = await traffic(mix, headers, [one.server.pid]);
    figures.memoryMb = [residentMb(one.server.pid)];
  } finally {
    await stop(one.server);
  }
  if (!twoProcesses) return figures;
  const two = await startServer(positions, database, 2, { PCSX_DEV_TOOLS: '1' });
  figures.twoProcessStartMs = two.startupMs;
  try {
    const headers = { ...(await visitorCookie(PORT)), ...BROWSER_ENCODINGS };
    // Each pass runs on a connection of its own, which the primary hands to the next process:
    // so both processes meet every search once, as the single process did.
    await uncachedLatency(PORT, firstPages, headers);
    figures.twoProcessUncached = await uncachedLatency(PORT, firstPages, headers);
    const pids = [two.server.pid, ...workersOf(two.server.pid)];
    await traffic(mix, headers, pids);
    figures.twoProcesses = await traffic(mix, headers, pids);
    figures.twoProcessMemoryMb = workersOf(two.server.pid).map(residentMb);
    figures.closeToGoneMs = await closeToGoneMs();
  } finally {
    await stop(two.server);
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
  `${figures.reqPerSec} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}  (of ${cores} cores: server ${percent(figures.serverCpu)}, load generator ${percent(figures.loadGeneratorCpu)})`;
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
      `    ${name}: start-up on a new database ${s(figures.firstStartMs)} (seeding ${s(figures.firstStartMs - figures.restartMs)}), on the seeded one ${s(figures.restartMs)} (loading the search indexes)${figures.twoProcessStartMs ? `, two processes ${s(figures.twoProcessStartMs)} (one after another)` : ''}`,
    );
    console.log(
      `      uncached (${figures.searches} searches, one at a time)  p50 ${ms(figures.uncached.p50)}  p99 ${ms(figures.uncached.p99)}  max ${ms(figures.uncached.max)}  errors ${figures.uncached.errors}`,
    );
    console.log(`      skewed traffic, 1 process   ${trafficLine(figures.oneProcess)}`);
    if (figures.twoProcesses) {
      console.log(
        `      uncached, 2 processes (the second's pass)  p50 ${ms(figures.twoProcessUncached.p50)}  p99 ${ms(figures.twoProcessUncached.p99)}  errors ${figures.twoProcessUncached.errors}`,
      );
      console.log(`      skewed traffic, 2 processes ${trafficLine(figures.twoProcesses)}`);
      console.log(
        `      scaling ${(figures.twoProcesses.reqPerSec / figures.oneProcess.reqPerSec).toFixed(2)}x`,
      );
      console.log(
        `      a job closed through one process left the search of both in ${ms(figures.closeToGoneMs)}`,
      );
    }
    console.log(
      `      memory: 1 process ${figures.memoryMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}${figures.twoProcessMemoryMb ? `; 2 processes ${figures.twoProcessMemoryMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}` : ''}`,
    );
  }
}
