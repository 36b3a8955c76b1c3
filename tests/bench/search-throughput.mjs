// Search latency and throughput of the reference server at 20,000 and 100,000 positions, with a
// bare fastify route measured in the same run as the ceiling. Three measurements per size:
// - uncached latency: every distinct search of the mix exactly once, one at a time, so each one
//   misses the result cache and the figure is the server's own time, not time spent queueing;
// - traffic: 50 connections replaying the mix with a realistic skew (a few searches are very
//   popular, most are rare), as returning visitors with their session cookie, once as browsers
//   (asking for compressed answers) and once as clients that ask for none; after one unmeasured
//   run, so the figures are of searches in steady use rather than of the first minutes after a
//   start (the uncached and distinct-only figures give those). The browsers' traffic and the
//   ceiling take turns in short rounds, each round in the other order than the last, and the
//   share is of their totals: this shared machine's speed drifts by a fifth within a minute, and
//   rounds side by side meet the same drift, where one ceiling before and one after did not;
// - saturation: 50 connections sending each distinct request once, on a fresh server, so nearly
//   every request misses the caches.
// Requests carry the browser's Accept-Encoding unless said otherwise. Each load run also gives
// the server's CPU time per answered request and the load generator's share of the cores, since
// both run on this machine; the generator (`load-generator.mjs`) costs little per request, so
// the figures are the server's. In the ceilings' and the skewed runs it busy polls, so a server's
// write never pays for waking it; it then holds one core, and its share reads half the cores.
import { request as httpRequest, Agent } from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLoad } from './load-generator.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Rounds of ceiling and skewed traffic side by side, and the seconds of each run in them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_S = Number(process.env.BENCH_ROUND_DURATION ?? 5);
const CONNECTIONS = 50;
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

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
export const searchPaths = () => {
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

export const start = (args, env, readyText) =>
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

/** Zipf-like popularity: the k-th most popular search is requested about 1/k as often. */
export const skewedPaths = (paths, count) => {
  const weights = paths.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative = [];
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
  let seed = 7;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  return Array.from({ length: count }, () => {
    const draw = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 1) < draw) low = middle + 1;
      else high = middle;
    }
    return paths[low];
  });
};

/**
 * Each request comes from its own simulated visitor address (`X-Forwarded-For`, believed because
 * the server trusts the loopback proxy), so the per-address rate limits apply as they would to
 * real traffic instead of stopping one address.
 */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Load from `visitors` addresses in turn (one per request by default), for `durationS` seconds or
 * until `maxRequests` are sent, busy polling (see `load-generator.mjs`) when `busyPoll` says so.
 */
export const load = (
  port,
  paths,
  headers = {},
  {
    visitors = Number.POSITIVE_INFINITY,
    maxRequests = Number.POSITIVE_INFINITY,
    busyPoll = false,
    durationS = DURATION_S,
  } = {},
) =>
  generateLoad({
    port,
    connections: CONNECTIONS,
    durationS,
    maxRequests,
    busyPoll,
    requestFor: (sent) => ({
      path: paths[(sent + 1) % paths.length],
      headers: { ...headers, 'x-forwarded-for': visitorAddress((sent + 1) % visitors) },
    }),
  });

export const summarize = (name, result) => ({
  name,
  reqPerSec: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** CPU seconds the processes have used (user and system), from /proc (Linux, 100 ticks/s). */
export const cpuSecondsOf = (pids) =>
  pids.reduce((total, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return total + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);

/**
 * A load run with what it cost: the server's CPU time per answered request, and the share of the
 * machine's cores the load generator (this process) used. Both share the machine, so a server
 * that needs more CPU per request leaves the generator less, and the ratio of two throughputs
 * is not the ratio of their costs.
 */
const measuredLoad = async (name, server, ...loadArguments) => {
  const before = process.cpuUsage();
  const serverBefore = cpuSecondsOf([server.pid]);
  const result = await load(...loadArguments);
  const used = process.cpuUsage(before);
  return {
    ...summarize(name, result),
    serverCpuUsPerRequest:
      ((cpuSecondsOf([server.pid]) - serverBefore) * 1e6) / result.requests.total,
    loadGeneratorCpu: (used.user + used.system) / 1e6 / (result.durationS * availableParallelism()),
  };
};

const getOnce = (agent, port, path, headers) =>
  new Promise((resolve, reject) => {
    const sentAt = performance.now();
    httpRequest({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - sentAt, response }));
    })
      .on('error', reject)
      .end();
  });

const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

/** Each distinct request once, one at a time: the server's time for a cache miss. */
export const uncachedLatency = async (port, paths, headers) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let errors = 0;
  for (const [index, path] of paths.entries()) {
    // Its own visitor address, as under load, so the per-address limit does not answer instead.
    const { ms, response } = await getOnce(agent, port, path, {
      ...headers,
      'x-forwarded-for': visitorAddress(index + 1),
    });
    if (response.statusCode !== 200) errors += 1;
    times.push(ms);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? 0,
    errors,
  };
};

const SAMPLE_SEARCH = '/api/pcsx/search?domain=northwindlabs.com&query=data&location=Austin';

/** An answer's bytes as sent, with their encoding. */
const getBytes = (port, path, headers) =>
  new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          bytes: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'] ?? 'identity',
        }),
      );
    })
      .on('error', reject)
      .end();
  });

/** A returning visitor's cookie, as browsers send it after the first page. */
export const visitorCookie = async (port) => {
  const agent = new Agent();
  const { response } = await getOnce(agent, port, '/api/pcsx/search?domain=northwindlabs.com', {});
  agent.destroy();
  const [cookie] = response.headers['set-cookie'] ?? [];
  return cookie ? { cookie: cookie.split(';')[0] } : {};
};

/**
 * The runs of answers a few microseconds long (ceilings and skewed traffic) keep the generator
 * awake; the distinct run, whose server compresses in its thread pool, leaves it a core.
 */
const BUSY = { busyPoll: true };
const IN_A_ROUND = { ...BUSY, durationS: ROUND_S };

/**
 * Rounds of the ceiling and the skewed traffic, side by side and in turn first, so the machine's
 * drift meets both alike; the runs are of equal length, so the share of the means is that of the
 * totals.
 */
const skewedRounds = async (ceilingRun, skewedRun) => {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      const ceiling = await ceilingRun();
      rounds.push({ ceiling, skewed: await skewedRun() });
    } else {
      const skewed = await skewedRun();
      rounds.push({ ceiling: await ceilingRun(), skewed });
    }
  }
  const mean = (pick) =>
    rounds.reduce((sum, round) => sum + pick(round).reqPerSec, 0) / rounds.length;
  return {
    rounds,
    ceilingReqPerSec: mean((round) => round.ceiling),
    skewedReqPerSec: mean((round) => round.skewed),
    lowestShare: Math.min(
      ...rounds.map((round) => round.skewed.reqPerSec / round.ceiling.reqPerSec),
    ),
  };
};

export const runSearchBench = async () => {
  const paths = searchPaths();
  // Result caches are per search criteria (every page of a search shares one), so the uncached
  // pass sends each criteria once: first pages only.
  const firstPages = paths.filter((path) => path.includes('&start=0&'));
  const traffic = skewedPaths(paths, 50_000);
  const sizes = [];
  let sampleAnswer = null;
  const bare = await start(
    [process.execPath, 'tests/bench/bare-fastify.mjs'],
    { PORT: '4191' },
    'ready',
  );
  const ceilingRound = () =>
    measuredLoad('bare fastify (ceiling)', bare, 4191, ['/api/pcsx/search'], {}, IN_A_ROUND);
  try {
    for (const positions of [20_000, 100_000]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-bench-'));
      const startServer = () =>
        start(
          // Node itself (not the tsx launcher), so its process is the server's, for its CPU time.
          [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
          {
            PORT: '4192',
            PCSX_DB: join(dataDir, 'bench.sqlite'),
            PCSX_POSITIONS: String(positions),
            LOG_LEVEL: 'warn',
            TRUST_PROXY: '127.0.0.1',
            MAIL_DISABLED: '1',
          },
          'Careers portal:',
        );
      const stopServer = (server) =>
        new Promise((resolve) => {
          server.once('exit', resolve);
          server.kill();
        });
      try {
        const seededAt = Date.now();
        let server = await startServer();
        const startupMs = Date.now() - seededAt;
        const plain = await visitorCookie(4192);
        const headers = { ...plain, ...BROWSER_ENCODINGS };
        sampleAnswer ??= await getBytes(4192, SAMPLE_SEARCH, headers);
        const uncached = await uncachedLatency(4192, firstPages, headers);
        await load(4192, traffic, headers, BUSY);
        const skewed = await skewedRounds(ceilingRound, () =>
          measuredLoad('traffic', server, 4192, traffic, headers, IN_A_ROUND),
        );
        const skewedPlain = await measuredLoad('traffic', server, 4192, traffic, plain, BUSY);
        await stopServer(server);
        // A new process, so the distinct requests meet empty caches.
        server = await startServer();
        const saturation = await measuredLoad('saturation', server, 4192, paths, headers, {
          maxRequests: paths.length,
        });
        await stopServer(server);
        sizes.push({
          positions,
          startupMs,
          uncached,
          skewed,
          skewedPlain,
          saturation,
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    bare.kill();
  }
  // The same-size route last, with a real answer of the first size.
  const sameSize = await start(
    [process.execPath, 'tests/bench/bare-fastify.mjs'],
    {
      PORT: '4193',
      SEARCH_ANSWER_BASE64: sampleAnswer.bytes.toString('base64'),
      SEARCH_ANSWER_ENCODING: sampleAnswer.encoding,
    },
    'ready',
  );
  let sameSizeCeiling;
  try {
    sameSizeCeiling = {
      ...(await measuredLoad(
        'same size',
        sameSize,
        4193,
        ['/api/pcsx/search/same-size'],
        {},
        BUSY,
      )),
      bytes: sampleAnswer.bytes.length,
      encoding: sampleAnswer.encoding,
    };
  } finally {
    sameSize.kill();
  }
  return {
    sameSizeCeiling,
    sizes,
    distinctRequests: paths.length,
    distinctCriteria: firstPages.length,
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sameSizeCeiling, sizes, distinctRequests, distinctCriteria } = await runSearchBench();
  const ms = (value) => `${value.toFixed(1)} ms`;
  const cost = (row) =>
    `server CPU ${row.serverCpuUsPerRequest.toFixed(0)} µs/request, load generator ${(100 * row.loadGeneratorCpu).toFixed(0)}% of the cores`;
  console.log(
    `Search (${distinctRequests} distinct requests; load runs ${CONNECTIONS} connections, ${DURATION_S} s each):`,
  );
  console.log(
    `  bare fastify, a ${(sameSizeCeiling.bytes / 1024).toFixed(1)} KB search answer (${sameSizeCeiling.encoding})  ${sameSizeCeiling.reqPerSec} req/s  p50 ${sameSizeCeiling.p50} ms  p99 ${sameSizeCeiling.p99} ms  ${cost(sameSizeCeiling)}`,
  );
  const rowNames = ['skewed, no compression', 'distinct, once each'];
  for (const { positions, startupMs, uncached, skewed, skewedPlain, saturation } of sizes) {
    console.log(
      `  ${positions.toLocaleString('en-US')} positions (start-up incl. seeding ${(startupMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `    uncached (${distinctCriteria} searches, one at a time)  p50 ${ms(uncached.p50)}  p99 ${ms(uncached.p99)}  max ${ms(uncached.max)}  errors ${uncached.errors}`,
    );
    skewed.rounds.forEach(({ ceiling, skewed: traffic }, index) => {
      console.log(
        `    round ${index + 1}: bare fastify (ceiling) ${ceiling.reqPerSec} req/s, ${cost(ceiling)}`,
      );
      console.log(
        `             skewed traffic ${traffic.reqPerSec} req/s (${((100 * traffic.reqPerSec) / ceiling.reqPerSec).toFixed(0)}%)  p50 ${traffic.p50} ms  p99 ${traffic.p99} ms  errors ${traffic.errors}  ${cost(traffic)}`,
      );
    });
    const ceiling = skewed.ceilingReqPerSec;
    console.log(
      `    skewed traffic           ${Math.round(skewed.skewedReqPerSec)} req/s = ${((100 * skewed.skewedReqPerSec) / ceiling).toFixed(0)}% of the ceiling's ${Math.round(ceiling)} req/s over ${skewed.rounds.length} rounds of ${ROUND_S} s (lowest round ${(100 * skewed.lowestShare).toFixed(0)}%)`,
    );
    [skewedPlain, saturation].forEach((row, index) => {
      console.log(
        `    ${(rowNames[index] ?? '').padEnd(24)} ${row.reqPerSec} req/s (${((100 * row.reqPerSec) / ceiling).toFixed(0)}% of ceiling)  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  ${cost(row)}`,
      );
    });
  }
}
