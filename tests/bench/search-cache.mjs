// Whether each cache of the visitor search path earns its place. One server
// (search-cache-server.mjs, 20,000 seeded positions on SQLite) takes a visitors' mix; once its
// caches are warm, each cache in turn is switched off and on again through its owner,
// `SearchCache`, in rounds of a few seconds, each round in the other order than the last, and
// its figures are of the totals of its rounds on and off. This shared machine's speed drifts by
// half within minutes: runs of each cache side by side meet the same drift, where one baseline
// for all did not. Switched off, a cache keeps what it holds (it is neither read nor filled), so
// it is as warm as before when it is on again. Per cache: its hit rate with every cache on (the
// lookups that found an entry), and throughput, p50/p95 latency and the server's CPU time per
// request with it on and off.
//
// The mix: every search of search-throughput.mjs (20 queries × 12 places × 9 filters, sort and
// map area included × 3 pages), drawn with a Zipf-like skew (a few searches very popular, most
// rare), one in four with the map's markers of the same search (the map view beside the list);
// from returning visitors (a verified cookie each, one of 40), whose browsers word their
// languages (English, four in five, or German) and encodings in the ways browsers do, each request
// from its own address.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLoad } from './load-generator.mjs';
import {
  BROWSER_ENCODINGS,
  cpuSecondsOf,
  searchPaths,
  skewedPaths,
  visitorCookie,
} from './search-throughput.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 4196;
const POSITIONS = Number(process.env.PCSX_POSITIONS ?? 20_000);
const WARM_S = Number(process.env.BENCH_WARM_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROUND_S = Number(process.env.BENCH_ROUND_DURATION ?? 3);
const CONNECTIONS = 8;
const VISITORS = 40;
/** The caches a search answer goes through (`suggested-phrases` serves the query box alone). */
const CACHES = [
  'answer-replay',
  'search-results',
  'location-scopes',
  'text-matches',
  'position-records',
];

const startServer = (database) =>
  new Promise((resolve, reject) => {
    const child = fork(join(root, 'tests', 'bench', 'search-cache-server.mjs'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        PORT: String(PORT),
        PCSX_DB: database,
        PCSX_POSITIONS: `${POSITIONS}`,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
  });

const ask = (child, message) =>
  new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** How browsers word their languages: the same two languages, five ways. */
const LANGUAGES = [
  'en-US,en;q=0.9',
  'en-GB,en;q=0.9',
  'en-US,en;q=0.9,de;q=0.8',
  'en',
  'de-DE,de;q=0.9,en;q=0.8',
];
const ENCODINGS = [BROWSER_ENCODINGS['accept-encoding'], 'gzip, deflate, br, zstd'];

/** A visitor's browser: its cookie, languages and encodings. */
const browserOf = (cookie, n) => ({
  ...cookie,
  'accept-language': LANGUAGES[n % LANGUAGES.length],
  'accept-encoding': ENCODINGS[n % ENCODINGS.length],
});

/** The markers of a search's map: its parameters without the page. */
const mapOf = (path) =>
  path.replace('/api/pcsx/search?', '/api/pcsx/map_locations?').replace(/&start=\d+&num=\d+/, '');

const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];

/**
 * The visitors' traffic, continuing through one draw of the mix: `measure(s)` sends it for `s`
 * seconds and gives the requests answered, their latencies and the server's CPU seconds.
 */
const trafficTo = (server, paths, browsers) => {
  let next = 0;
  return async (durationS) => {
    const from = next;
    const latencies = [];
    const cpuBefore = cpuSecondsOf([server.pid]);
    const result = await generateLoad({
      port: PORT,
      connections: CONNECTIONS,
      durationS,
      requestFor: (sent) => {
        const n = from + sent;
        next = n + 1;
        const path = paths[n % paths.length];
        return {
          path: n % 4 === 3 ? mapOf(path) : path,
          headers: { ...browsers[n % browsers.length], 'x-forwarded-for': visitorAddress(n + 1) },
        };
      },
      onLatency: (ms) => latencies.push(ms),
    });
    return {
      requests: result.requests.total,
      seconds: result.durationS,
      cpuSeconds: cpuSecondsOf([server.pid]) - cpuBefore,
      errors: result.errors + result.non2xx,
      latencies,
    };
  };
};

/** Runs summed: requests per second, CPU µs per request, p50 and p95 latency in ms. */
const figures = (runs) => {
  const requests = runs.reduce((total, run) => total + run.requests, 0);
  const seconds = runs.reduce((total, run) => total + run.seconds, 0);
  const cpuSeconds = runs.reduce((total, run) => total + run.cpuSeconds, 0);
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  return {
    reqPerSec: requests / seconds,
    cpuUs: (cpuSeconds * 1e6) / requests,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors: runs.reduce((total, run) => total + run.errors, 0),
  };
};

const hitRate = (counts) => {
  const lookups = counts ? counts.hits + counts.misses : 0;
  return lookups === 0 ? '-' : `${Math.round((100 * counts.hits) / lookups)} % of ${lookups}`;
};

const percent = (value) => `${Math.round(value)} %`;

const main = async () => {
  const directory = mkdtempSync(join(tmpdir(), 'pcsx-search-cache-'));
  const server = await startServer(join(directory, 'bench.sqlite'));
  try {
    const browsers = [];
    for (let n = 0; n < VISITORS; n += 1) browsers.push(browserOf(await visitorCookie(PORT), n));
    const distinct = searchPaths();
    const measure = trafficTo(server, skewedPaths(distinct, 500_000), browsers);
    const switchAll = async (caches, on) => {
      for (const cache of caches) await ask(server, { cache, on });
    };
    await measure(WARM_S);
    await ask(server, 'reset');
    await measure(WARM_S);
    const counts = await ask(server, 'counts');

    const rows = [];
    const weigh = async (name, caches, hits) => {
      const on = [];
      const off = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const state of round % 2 === 0 ? [false, true] : [true, false]) {
          await switchAll(caches, state);
          (state ? on : off).push(await measure(ROUND_S));
        }
      }
      await switchAll(caches, true);
      const [withIt, without] = [figures(on), figures(off)];
      rows.push({
        cache: name,
        'hit rate': hits,
        'req/s on': Math.round(withIt.reqPerSec),
        'req/s off': Math.round(without.reqPerSec),
        'req/s gained': percent((100 * withIt.reqPerSec) / without.reqPerSec - 100),
        'CPU µs/req on': Math.round(withIt.cpuUs),
        'CPU µs/req off': Math.round(without.cpuUs),
        'CPU saved': percent(100 - (100 * withIt.cpuUs) / without.cpuUs),
        'p50 ms on/off': `${withIt.p50.toFixed(1)} / ${without.p50.toFixed(1)}`,
        'p95 ms on/off': `${withIt.p95.toFixed(1)} / ${without.p95.toFixed(1)}`,
        errors: withIt.errors + without.errors,
      });
    };
    for (const cache of CACHES) await weigh(cache, [cache], hitRate(counts[cache]));
    await weigh('all of them', CACHES, '');
    console.log(
      `\nSearch caches: ${POSITIONS} positions, ${distinct.length} distinct searches drawn with a skew and one request in four for their map, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s on and off per cache`,
    );
    console.table(rows);
  } finally {
    await stop(server);
    rmSync(directory, { recursive: true, force: true });
  }
};

await main();
