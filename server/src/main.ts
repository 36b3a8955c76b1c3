import cluster from 'node:cluster';
import { appendFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { buildApp, REPO_ROOT } from './app';
import { configuredDatabase } from './db/database';
import { isPostgresUrl } from './db/dialect';
import { parseTrustProxy, publicOrigin } from './http/public-origin';
import { parseRateLimitFactor } from './http/rate-limits';
import { gracefulShutdown, parseShutdownTimeout } from './http/shutdown';
import { mailSettingsFrom, MailSettingsError, type MailSettings } from './mail/transport';
import { parseWorkers, runPrimary, SHUTDOWN_MESSAGE } from './workers';

/**
 * Entry point: `PORT` (8080), `DATABASE_URL` (a `postgres://` URL) or else `PCSX_DB`
 * (.data/pcsx.sqlite), `PCSX_DIST` (dist), `PCSX_POSITIONS`,
 * `PCSX_SYNONYMS` (server/search-synonyms.txt), `PCSX_PLACES` (server/search-places.txt: metro
 * areas and place nicknames), `PCSX_DEV_TOOLS` (`1` keeps sent mail and lists it at /dev/mail,
 * and serves the developer ATS at /dev/ats; off by default, since those pages show everyone's
 * reset links and act for the employer), `PUBLIC_URL` (the address visitors use; see
 * `http/public-origin.ts`), `TRUST_PROXY` (which reverse proxies' `X-Forwarded-*` to believe) and
 * `PCSX_VALIDATE_RESPONSES` (`1` checks every API answer against the contract and answers a
 * mismatch with a 500; for tests) with `PCSX_CONTRACT_VIOLATIONS` (a file each mismatch is appended
 * to, one line each, so a test run can fail on them), `LOG_LEVEL` (`info`) and
 * `SHUTDOWN_TIMEOUT_MS` (10000; how long requests in flight may take once SIGTERM or SIGINT asks
 * the server to stop, see `http/shutdown.ts`) and `WORKERS` (1; more processes sharing the port,
 * which needs `DATABASE_URL`: see `workers.ts`), `PCSX_RATE_LIMIT_FACTOR` (1; see
 * `http/rate-limits.ts`), and the mail settings `SMTP_URL`, `MAIL_FROM`, `DKIM_DOMAIN`,
 * `DKIM_SELECTOR`, `DKIM_PRIVATE_KEY_FILE` and `MAIL_DISABLED` (see `mailSettingsFrom`).
 * Deployment: `docs/deploy.md`.
 */
const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));

const port = Number(process.env.PORT ?? 8080);
const violationFile = process.env.PCSX_CONTRACT_VIOLATIONS;
const positions =
  process.env.PCSX_POSITIONS === undefined ? undefined : Number(process.env.PCSX_POSITIONS);

// A mistyped PUBLIC_URL stops the start rather than producing wrong links.
publicOrigin();
const shutdownTimeoutMs = parseShutdownTimeout(process.env.SHUTDOWN_TIMEOUT_MS);
const workers = parseWorkers(process.env.WORKERS);
const rateLimits = parseRateLimitFactor(process.env.PCSX_RATE_LIMIT_FACTOR);
const database = configuredDatabase(process.env, REPO_ROOT);
if (workers > 1 && !isPostgresUrl(database)) {
  // Processes share their limits and caches through PostgreSQL; a SQLite file has one process.
  throw new Error('WORKERS above 1 needs DATABASE_URL: the processes share PostgreSQL');
}

const devTools = process.env.PCSX_DEV_TOOLS === '1';
let mail: MailSettings;
try {
  mail = mailSettingsFrom(process.env, devTools);
} catch (error) {
  // Said plainly and before anything starts: a portal that cannot mail cannot register anyone.
  if (!(error instanceof MailSettingsError)) throw error;
  console.error(`The server did not start: ${error.message}`);
  process.exit(1);
}

const portalUrl = `http://127.0.0.1:${port}/careers`;
/** Said at start, so whoever starts the server knows where mail goes. */
const mailNotice = () => {
  if (mail.mode === 'smtp') console.log(`Mail is delivered through ${new URL(mail.url).host}`);
  else if (mail.mode === 'development')
    console.log('Mail is not delivered: it is listed at /dev/mail (PCSX_DEV_TOOLS=1)');
  else console.log('Mail is disabled (MAIL_DISABLED=1): no mail is delivered or kept');
};

const runServer = async (): Promise<void> => {
  // In a cluster: the primary's request to stop (which may come while this process is still
  // starting), or the primary gone, when nothing would replace or stop this process.
  const stopRequested = new Promise<void>((resolve) => {
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) resolve();
    });
    process.on('disconnect', resolve);
  });
  const app = await buildApp({
    database,
    distDir: fromRoot(process.env.PCSX_DIST ?? 'dist'),
    synonymsPath: fromRoot(process.env.PCSX_SYNONYMS ?? 'server/search-synonyms.txt'),
    placesPath: fromRoot(process.env.PCSX_PLACES ?? 'server/search-places.txt'),
    ...(positions !== undefined && Number.isFinite(positions) ? { positions } : {}),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    devTools,
    mail,
    periodicWork: true,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    rateLimits,
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

  // Loading the search indexes (a few seconds at 100,000 positions) and running each shape of
  // search once are done before listening, so no visitor waits for them and "ready" means ready.
  await app.pcsx.services.search.warmUp();
  await app.listen({ port, host: '127.0.0.1' });
  // In a cluster, the primary says so once every process listens.
  if (cluster.isPrimary) {
    console.log(`Careers portal: ${portalUrl}`);
    mailNotice();
  }

  const shutdown = gracefulShutdown({
    beginShutdown: () => app.pcsx.readiness.beginShutdown(),
    close: () => app.close(),
    timeoutMs: shutdownTimeoutMs,
    exit: (code) => process.exit(code),
    log: app.log,
  });
  let isShuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      isShuttingDown = true;
      shutdown(signal);
    });
  // A terminal's Ctrl-C may have reached this process already: this never forces the stop.
  void stopRequested.then(() => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    shutdown('SIGTERM');
  });
};

if (workers > 1 && cluster.isPrimary) {
  runPrimary({
    workers,
    onReady: () => {
      console.log(`Careers portal: ${portalUrl} (${workers} server processes)`);
      mailNotice();
    },
    log: (message) => console.error(message),
  });
} else {
  await runServer();
}
