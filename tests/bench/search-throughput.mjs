// Search throughput and latency of the reference server at 20,000 and 100,000 positions, with a
// bare fastify route measured in the same run as the ceiling. Uses a realistic mix of queries,
// filters and locations; most requests are distinct, so they miss the server's result cache.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const QUERIES = [
  '',
  'engineer',
  'data',
  'nurse',
  'manager',
  'designer',
  'analyst',
  'sales',
  'python',
  'security',
  'product manager',
  'software engineer',
  'marketing',
  'finance',
  'support',
  'devops',
  'research',
  'operations',
  'java',
  'cloud',
];
const LOCATIONS = [
  '',
  'Austin',
  'New York',
  'London',
  'Seattle',
  'Chicago',
  'Toronto',
  'Berlin',
  'Denver',
  'Boston',
  'San Francisco',
  'Atlanta',
];
const FILTERS = [
  '',
  '&filter_work_location_option=remote',
  '&filter_work_location_option=hybrid',
  '&filter_employment_type=Full-time',
  '&filter_seniority=Senior',
  '&filter_posted_within=7',
  '&filter_distance=25',
  '&sort_by=newest',
  '&filter_map_bounds=25.0,-125.0&filter_map_bounds=49.0,-66.0',
];

/** Every combination, shuffled with a fixed seed so runs are comparable. */
const searchPaths = () => {
  const paths = [];
  for (const query of QUERIES)
    for (const location of LOCATIONS)
      for (const filter of FILTERS)
        for (const start of [0, 10, 20]) {
          paths.push(
            `/api/pcsx/search?domain=northwindlabs.com&query=${encodeURIComponent(query)}&location=${encodeURIComponent(location)}&start=${start}&num=10${filter}`,
          );
        }
  let seed = 42;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
};

const start = (args, env, readyText) =>
  new Promise((resolve, reject) => {
    const child = spawn(args[0], args.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });

const load = (port, paths) => {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
};

const summarize = (name, result) => ({
  name,
  reqPerSec: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

export const runSearchBench = async () => {
  const rows = [];
  const bare = await start(
    [process.execPath, 'tests/bench/bare-fastify.mjs'],
    { PORT: '4191' },
    'ready',
  );
  try {
    rows.push(summarize('bare fastify (ceiling)', await load(4191, ['/api/pcsx/search'])));
  } finally {
    bare.kill();
  }
  const paths = searchPaths();
  for (const positions of [20_000, 100_000]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-bench-'));
    const seededAt = Date.now();
    const server = await start(
      [join(root, 'node_modules', '.bin', 'tsx'), 'server/src/main.ts'],
      {
        PORT: '4192',
        PCSX_DB: join(dataDir, 'bench.sqlite'),
        PCSX_POSITIONS: String(positions),
        LOG_LEVEL: 'warn',
      },
      'Careers portal:',
    );
    const startupMs = Date.now() - seededAt;
    try {
      rows.push({
        ...summarize(
          `search, ${positions.toLocaleString('en-US')} positions`,
          await load(4192, paths),
        ),
        startupMs,
      });
    } finally {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { rows, distinctRequests: paths.length };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, distinctRequests } = await runSearchBench();
  console.log(
    `Search throughput (${CONNECTIONS} connections, ${DURATION_S} s each, ${distinctRequests} distinct requests):`,
  );
  rows.forEach((row) =>
    console.log(
      `  ${row.name.padEnd(28)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${row.startupMs ? `  (start-up incl. seeding ${(row.startupMs / 1000).toFixed(1)} s)` : ''}`,
    ),
  );
}
