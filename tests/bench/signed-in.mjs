// Signed-in calls under load, on PostgreSQL (a throwaway local cluster) and on SQLite
// (`BENCH_DATABASES=postgres` or `sqlite` picks one), at `PCSX_POSITIONS` positions (default
// 20,000). 50 connections of browsers signed in as the busy candidates (busy-candidates.mjs: 50
// offers, 60 applications, 20 drafts, 100 saved jobs… each) send
// - the dashboard mix: the calls the dashboard page makes when it opens, in turn;
// - each of those calls alone, the nudges and the offers list among them.
// Each run follows an unmeasured one (`BENCH_WARM_UP` seconds), so caches are warm. Prints
// requests/s, latency p50 and p99, errors, and the size of each answer as sent (compressed, as
// browsers ask) and as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import { BUSY_CANDIDATES, BUSY_PASSWORD, busyCandidateEmail } from './busy-candidates.mjs';
import { generateLoad } from './load-generator.mjs';
import { start } from './search-throughput.mjs';

const PORT = 4195;
const DOMAIN = 'northwindlabs.com';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 3);
const POSITIONS = Number(process.env.PCSX_POSITIONS ?? 20_000);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** What the dashboard page's loader asks for (src/features/dashboard/dashboard-loader.ts). */
const DASHBOARD_CALLS = [
  '/api/pcsx/dashboard/applications',
  '/api/pcsx/draft_applications',
  '/api/pcsx/dashboard/interviews',
  '/api/pcsx/dashboard/nudges',
  '/api/pcsx/dashboard/events',
  '/api/pcsx/dashboard/referrals',
  '/api/pcsx/positions/saved',
  '/api/pcsx/offers',
].map((path) => `${path}?domain=${DOMAIN}`);

/** A simulated browser's address, so the per-address limits meet real traffic's spread. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Signs a candidate in through the API, as the sign-in modal does, and returns its cookie. */
const signIn = async (email, address) => {
  const base = `http://127.0.0.1:${PORT}`;
  const boot = await fetch(`${base}/api/pcsx/boot?domain=${DOMAIN}`, {
    headers: { 'x-forwarded-for': address },
  });
  const jar = boot.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { data } = await boot.json();
  const login = await fetch(`${base}/api/pcsx/auth/login?domain=${DOMAIN}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': data.csrfToken,
      'x-forwarded-for': address,
      cookie: jar,
    },
    body: JSON.stringify({ email, password: BUSY_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

/** One answer's bytes as sent with `headers`. */
const answerBytes = (path, headers) =>
  new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: PORT, path, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

/**
 * 50 connections sending `paths` in turn, in visits of as many calls as the dashboard page makes:
 * each visit is the next candidate's, from a browser address of its own.
 */
const load = (paths, cookies, durationS) =>
  generateLoad({
    port: PORT,
    connections: CONNECTIONS,
    durationS,
    requestFor: (sent) => {
      const visit = Math.floor(sent / DASHBOARD_CALLS.length);
      return {
        path: paths[sent % paths.length],
        headers: {
          ...BROWSER,
          cookie: cookies[visit % cookies.length],
          'x-forwarded-for': addressOf(visit + 1),
        },
      };
    },
  });

const measure = async (paths, cookies) => {
  await load(paths, cookies, WARM_UP_S);
  const result = await load(paths, cookies, DURATION_S);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const stop = (server) =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });

const runOn = async (database) => {
  const server = await start(
    [process.execPath, '--import', 'tsx', 'tests/bench/signed-in-server.mjs'],
    { PORT: String(PORT), PCSX_POSITIONS: String(POSITIONS), ...database },
    'Signed-in bench server ready',
  );
  try {
    const cookies = [];
    for (let index = 0; index < BUSY_CANDIDATES; index += 1)
      cookies.push(await signIn(busyCandidateEmail(index), addressOf(200_000 + index)));
    const sizes = new Map();
    for (const path of DASHBOARD_CALLS) {
      const headers = { cookie: cookies[0], 'x-forwarded-for': addressOf(300_000) };
      sizes.set(path, {
        sent: await answerBytes(path, { ...BROWSER, ...headers }),
        json: await answerBytes(path, headers),
      });
    }
    const rows = [{ name: 'dashboard mix', figures: await measure(DASHBOARD_CALLS, cookies) }];
    for (const path of DASHBOARD_CALLS)
      rows.push({
        name: path.split('?')[0],
        figures: await measure([path], cookies),
        ...sizes.get(path),
      });
    return rows;
  } finally {
    await stop(server);
  }
};

/** `BENCH_DATABASES`: which to measure (default both). */
const databases = (process.env.BENCH_DATABASES ?? 'postgres,sqlite').split(',');
const results = [];
if (databases.includes('postgres')) {
  const cluster = await startThrowawayCluster();
  try {
    results.push({
      name: 'PostgreSQL',
      rows: await runOn({ DATABASE_URL: await ensureDatabase(cluster.url, 'bench_signed_in') }),
    });
  } finally {
    cluster.stop();
  }
}
if (databases.includes('sqlite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-signed-in-'));
  try {
    results.push({ name: 'SQLite', rows: await runOn({ PCSX_DB: join(dataDir, 'bench.sqlite') }) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Signed-in calls (${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s unmeasured; ${BUSY_CANDIDATES} busy candidates; ${POSITIONS.toLocaleString('en-US')} positions):`,
);
for (const { name, rows } of results) {
  console.log(`  ${name}`);
  for (const row of rows) {
    const { reqPerSec, p50, p99, errors } = row.figures;
    const size =
      row.sent === undefined ? '' : `  answer ${kb(row.sent)} sent, ${kb(row.json)} JSON`;
    console.log(
      `    ${row.name.padEnd(34)} ${String(reqPerSec).padStart(5)} req/s  p50 ${p50} ms  p99 ${p99} ms  errors ${errors}${size}`,
    );
  }
}
