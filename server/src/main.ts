import cluster from 'node:cluster';
import { appendFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { buildApp, REPO_ROOT } from './app';
import { configuredDatabase } from './db/database';
import { isPostgresUrl } from './db/dialect';
import { parseTrustProxy, publicOrigin } from './http/public-origin';
import { scaledRateLimits } from './http/rate-limits';
import { gracefulShutdown } from './http/shutdown';
import { mailSettingsFrom, MailSettingsError, type MailSettings } from './mail/transport';
import { readSettings, SettingsError, type Settings } from './settings';
import { runPrimary, SHUTDOWN_MESSAGE } from './workers';

/**
 * Entry point. Every setting it reads is defined, with its default and meaning, in `settings.ts`
 * (the tables in `docs/deploy.md` are made from it); a wrong one stops the start, said plainly and
 * before anything starts. Deployment: `docs/deploy.md`.
 */
const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));

function stop(error: unknown): never {
  if (!(error instanceof SettingsError || error instanceof MailSettingsError)) throw error;
  console.error(`The server did not start: ${error.message}`);
  process.exit(1);
}

let settings: Settings;
let mail: MailSettings;
try {
  settings = readSettings(process.env);
  // A mistyped PUBLIC_URL stops the start rather than producing wrong links.
  publicOrigin();
  // A portal that cannot mail cannot register anyone.
  mail = mailSettingsFrom(process.env, settings.PCSX_DEV_TOOLS);
} catch (error) {
  stop(error);
}
const { PORT: port, PCSX_CONTRACT_VIOLATIONS: violationFile, WORKERS: workers } = settings;
const database = configuredDatabase(process.env, REPO_ROOT);
if (workers > 1 && !isPostgresUrl(database)) {
  // Processes share their limits and caches through PostgreSQL; a SQLite file has one process.
  stop(new SettingsError('WORKERS above 1 needs DATABASE_URL: the processes share PostgreSQL'));
}
const devTools = settings.PCSX_DEV_TOOLS;

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
    distDir: fromRoot(settings.PCSX_DIST),
    synonymsPath: fromRoot(settings.PCSX_SYNONYMS),
    placesPath: fromRoot(settings.PCSX_PLACES),
    positions: settings.PCSX_POSITIONS,
    logger: { level: settings.LOG_LEVEL },
    devTools,
    mail,
    periodicWork: true,
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    rateLimits: scaledRateLimits(settings.PCSX_RATE_LIMIT_FACTOR),
    validateResponses: settings.PCSX_VALIDATE_RESPONSES,
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
    timeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
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
