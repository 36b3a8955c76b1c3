// Lighthouse (mobile defaults, simulated throttling) for the search page and a job page, served by
// the reference server from the production build. Prints the median of several runs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 4190;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The metrics the performance score is made of. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A plain GET (Lighthouse replaces the global fetch dispatcher, so node:http is used). */
const getText = (url) =>
  new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

const waitFor = async (url, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await getText(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${url}`);
};

/** Where the page's largest contentful paint is, as Lighthouse's LCP breakdown names it. */
const lcpElementOf = (lhr) =>
  lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
    ?.selector ?? '';

export const runLighthouse = async ({ build = true } = {}) => {
  if (build) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-lh-'));
  const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      PCSX_DB: join(dataDir, 'lh.sqlite'),
      LOG_LEVEL: 'warn',
      MAIL_DISABLED: '1',
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitFor(`${base}/careers`);
    const search = JSON.parse(
      (await getText(`${base}/api/pcsx/search?domain=northwindlabs.com&query=engineer`)).body,
    );
    const jobPath = search.data.positions[0].positionUrl;
    const pages = { '/careers/search': `${base}/careers/search`, 'job page': `${base}${jobPath}` };
    const rows = [];
    for (const [name, url] of Object.entries(pages)) {
      const performance = [];
      const accessibility = [];
      const metrics = [];
      const lcpElements = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility'],
          logLevel: 'error',
        });
        performance.push(Math.round(result.lhr.categories.performance.score * 100));
        accessibility.push(Math.round(result.lhr.categories.accessibility.score * 100));
        metrics.push(METRICS.map(([id]) => result.lhr.audits[id]?.numericValue ?? 0));
        lcpElements.push(lcpElementOf(result.lhr));
      }
      // Each metric's own median (not the median-score run's), and TBT's spread over the runs.
      const medianRun = performance.indexOf(median(performance));
      const tbtIndex = METRICS.findIndex(([id]) => id === 'total-blocking-time');
      const tbts = metrics.map((values) => Math.round(values[tbtIndex] ?? 0));
      rows.push({
        page: name,
        performance: median(performance),
        accessibility: median(accessibility),
        metrics: METRICS.map((_, index) => median(metrics.map((values) => values[index] ?? 0))),
        tbtRange: [Math.min(...tbts), Math.max(...tbts)],
        lcpElement: lcpElements[medianRun] ?? '',
        runs: RUNS,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runLighthouse({ build: !process.argv.includes('--no-build') });
  console.log('Lighthouse (mobile, median of runs for each figure):');
  rows.forEach((row) =>
    console.log(
      `  ${row.page.padEnd(16)} performance ${row.performance}  accessibility ${row.accessibility}  (${row.runs} runs; ${METRICS.map(
        ([, label, unit], index) =>
          `${label} ${unit === 'ms' ? Math.round(row.metrics[index] ?? 0) : (row.metrics[index] ?? 0).toFixed(3)}${unit}`,
      ).join(
        ', ',
      )}; TBT over the runs ${row.tbtRange[0]}–${row.tbtRange[1]}ms)\n    LCP element: ${row.lcpElement}`,
    ),
  );
}
