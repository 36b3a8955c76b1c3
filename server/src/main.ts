import { appendFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { buildApp, REPO_ROOT } from './app';
import { configuredDatabase } from './db/database';
import { parseTrustProxy, publicOrigin } from './http/public-origin';
import { gracefulShutdown, parseShutdownTimeout } from './http/shutdown';
import { toSearchCriteria } from './search/criteria';

/**
 * Entry point: `PORT` (8080), `DATABASE_URL` (a `postgres://` URL) or else `PCSX_DB`
 * (.data/pcsx.sqlite), `PCSX_DIST` (dist), `PCSX_POSITIONS`,
 * `PCSX_SYNONYMS` (server/search-synonyms.txt), `PCSX_DEV_TOOLS` (`1` keeps sent mail and lists it
 * at /dev/mail, and serves the developer ATS at /dev/ats; off by default, since those pages show
 * everyone's reset links and act for the employer), `PUBLIC_URL` (the address visitors use; see
 * `http/public-origin.ts`), `TRUST_PROXY` (which reverse proxies' `X-Forwarded-*` to believe) and
 * `PCSX_VALIDATE_RESPONSES` (`1` checks every API answer against the contract and answers a
 * mismatch with a 500; for tests) with `PCSX_CONTRACT_VIOLATIONS` (a file each mismatch is appended
 * to, one line each, so a test run can fail on them), `LOG_LEVEL` (`info`) and
 * `SHUTDOWN_TIMEOUT_MS` (10000; how long requests in flight may take once SIGTERM or SIGINT asks
 * the server to stop, see `http/shutdown.ts`). Deployment: `docs/deploy.md`.
 */
const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));

const port = Number(process.env.PORT ?? 8080);
const violationFile = process.env.PCSX_CONTRACT_VIOLATIONS;
const positions =
  process.env.PCSX_POSITIONS === undefined ? undefined : Number(process.env.PCSX_POSITIONS);

// A mistyped PUBLIC_URL stops the start rather than producing wrong links.
publicOrigin();
const shutdownTimeoutMs = parseShutdownTimeout(process.env.SHUTDOWN_TIMEOUT_MS);

const app = await buildApp({
  database: configuredDatabase(process.env, REPO_ROOT),
  distDir: fromRoot(process.env.PCSX_DIST ?? 'dist'),
  synonymsPath: fromRoot(process.env.PCSX_SYNONYMS ?? 'server/search-synonyms.txt'),
  ...(positions !== undefined && Number.isFinite(positions) ? { positions } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  devTools: process.env.PCSX_DEV_TOOLS === '1',
  periodicWork: true,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  validateResponses: process.env.PCSX_VALIDATE_RESPONSES === '1',
  ...(violationFile
    ? {
        onContractViolation: (violation: string) =>
          appendFileSync(fromRoot(violationFile), `${violation.replaceAll('\n', ' ')}\n`),
      }
    : {}),
});
const { seed } = app.pcsx;
if (seed.seeded)
  app.log.info(`Seeded ${seed.positions} positions and the demo accounts in ${seed.ms} ms`);

// The first search loads the search indexes (a few seconds at 100,000 positions): done before
// listening, so no visitor waits for it and "ready" means ready.
await app.pcsx.services.search.search(toSearchCriteria({}), 0, 10);
await app.listen({ port, host: '127.0.0.1' });
console.log(`Careers portal: http://127.0.0.1:${port}/careers`);
// Said at start, since a reset request otherwise succeeds without any mail being kept.
if (process.env.PCSX_DEV_TOOLS !== '1')
  console.log('No mail is delivered or kept (PCSX_DEV_TOOLS=1 lists it at /dev/mail, for a demo)');

const shutdown = gracefulShutdown({
  beginShutdown: () => app.pcsx.readiness.beginShutdown(),
  close: () => app.close(),
  timeoutMs: shutdownTimeoutMs,
  exit: (code) => process.exit(code),
  log: app.log,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
