// Load and soak: 100 connections for 60 s (BENCH_LOAD_DURATION changes it) over a mix of visitor
// calls (searches, job details, boot, autocomplete, pages) and signed-in calls (dashboard,
// profile, notification badge, offers), against a server on a fresh database with 20,000
// positions. Prints requests/s, latency percentiles, errors and non-2xx answers, and the server's
// resident memory after a warm-up and along the run (it should stay flat).
//
// Rate limits: the server trusts the loopback proxy and every call carries a simulated client
// address in X-Forwarded-For (a few calls per address per minute), so the per-address limits stay
// as shipped; only the per-account ceiling is lifted (see load-soak-server.mjs), since a handful of
// accounts send thousands of calls each.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 4193;
const BASE = `http://127.0.0.1:${PORT}`;
const DOMAIN = 'northwindlabs.com';
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION ?? 60);
const WARM_UP_S = 10;
const CONNECTIONS = 100;
const PASSWORD = 'Demo-Candidate-1';
const ACCOUNTS = [
  'demo.candidate@example.com',
  'second.candidate@example.com',
  'admin@example.com',
];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const QUERIES = ['engineer', 'data', 'nurse', 'manager', 'designer', 'analyst', 'sales', 'python'];
const MORE_QUERIES = ['security', 'product manager', 'software engineer', 'marketing', 'devops'];
const LOCATIONS = ['', 'Austin', 'New York', 'London', 'Seattle', 'Berlin', 'Toronto'];
const TERMS = ['eng', 'dat', 'man', 'des', 'nur', 'sof', 'pro', 'ana'];
const PLACES = ['aus', 'new', 'lon', 'sea', 'ber'];

/** A fixed-seed generator, so every run sends the same mix. */
const seeded = (seed) => () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;

const residentKb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
};

const startServer = (dataDir) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/load-soak-server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        PCSX_DB: join(dataDir, 'bench.sqlite'),
        PCSX_POSITIONS: '20000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Load-soak server ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });

/** Signs an account in through the API, as the sign-in modal does, and returns its cookie. */
const signIn = async (email) => {
  const boot = await fetch(`${BASE}/api/pcsx/boot?domain=${DOMAIN}`);
  const jar = boot.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { data } = await boot.json();
  const login = await fetch(`${BASE}/api/pcsx/auth/login?domain=${DOMAIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken, cookie: jar },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} failed: ${login.status}`);
  const session = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return session.join('; ');
};

/** The calls of the mix, about two visitor calls for each signed-in one. */
const buildMix = (positionIds, cookies) => {
  const random = seeded(17);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const visitor = () => {
    const roll = random();
    if (roll < 0.3) {
      const query = encodeURIComponent(pick(random() < 0.7 ? QUERIES : MORE_QUERIES));
      const location = encodeURIComponent(pick(LOCATIONS));
      const start = pick([0, 0, 0, 10, 20]);
      return `/api/pcsx/search?domain=${DOMAIN}&query=${query}&location=${location}&start=${start}&num=10`;
    }
    if (roll < 0.5)
      return `/api/pcsx/position_details?domain=${DOMAIN}&position_id=${pick(positionIds)}`;
    if (roll < 0.6) return `/api/pcsx/boot?domain=${DOMAIN}`;
    if (roll < 0.75) return `/api/pcsx/autocomplete/query?domain=${DOMAIN}&term=${pick(TERMS)}`;
    if (roll < 0.8) return `/api/pcsx/autocomplete/location?domain=${DOMAIN}&term=${pick(PLACES)}`;
    return pick(['/careers', '/careers/search', `/careers/job/${pick(positionIds)}`]);
  };
  const signedIn = [
    '/api/pcsx/dashboard/applications',
    '/api/pcsx/dashboard/interviews',
    '/api/pcsx/dashboard/events',
    '/api/pcsx/profile_details',
    '/api/pcsx/notification_badge',
    '/api/pcsx/offers',
  ];
  return Array.from({ length: 20_000 }, (_, index) => {
    // Addresses from 10.0.0.0/8: a simulated client sends a few calls a minute at most.
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    if (random() < 0.35) {
      return {
        path: `${pick(signedIn)}?domain=${DOMAIN}`,
        headers: { ...BROWSER, cookie: pick(cookies), 'x-forwarded-for': address },
      };
    }
    return { path: visitor(), headers: { ...BROWSER, 'x-forwarded-for': address } };
  });
};

const load = (mix, durationS) => {
  let next = 0;
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        setupRequest: (request) => {
          const call = mix[next++ % mix.length];
          return { ...request, path: call.path, headers: call.headers };
        },
      },
    ],
  });
};

const positionIdsOf = async () => {
  const ids = [];
  for (const query of QUERIES) {
    const answer = await fetch(`${BASE}/api/pcsx/search?domain=${DOMAIN}&query=${query}&num=10`);
    const { data } = await answer.json();
    ids.push(...data.positions.map((position) => position.id));
  }
  return ids;
};

export const runLoadSoak = async () => {
  if (!existsSync(join(root, 'dist', 'index.html')))
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-load-'));
  const server = await startServer(dataDir);
  try {
    const cookies = await Promise.all(ACCOUNTS.map(signIn));
    const mix = buildMix(await positionIdsOf(), cookies);
    await load(mix, WARM_UP_S);
    const rssAfterWarmUpKb = residentKb(server.pid);
    const samples = [];
    const sampler = setInterval(() => samples.push(residentKb(server.pid)), 5_000);
    const result = await load(mix, DURATION_S);
    clearInterval(sampler);
    return {
      result,
      rssAfterWarmUpKb,
      rssEndKb: residentKb(server.pid),
      rssPeakKb: Math.max(rssAfterWarmUpKb, ...samples),
    };
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill();
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { result, rssAfterWarmUpKb, rssEndKb, rssPeakKb } = await runLoadSoak();
  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `Load and soak (${CONNECTIONS} connections, ${DURATION_S} s after a ${WARM_UP_S} s warm-up, visitor and signed-in mix, 20,000 positions):`,
  );
  console.log(
    `  ${Math.round(result.requests.average)} req/s (${result.requests.total} requests)  ` +
      `latency p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`,
  );
  console.log(
    `  errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}  (statuses ${statuses})`,
  );
  console.log(
    `  server RSS: ${mb(rssAfterWarmUpKb)} after warm-up, ${mb(rssEndKb)} at the end, peak ${mb(rssPeakKb)}`,
  );
}
