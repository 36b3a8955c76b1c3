import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { componentSchemaCheck, createContractAjv } from './contract/ajv';
import { loadContract } from './contract/document';
import { registerOperations } from './contract/register';
import { registerBrandingAssetRoutes } from './branding/asset-routes';
import { addResponseValidation, type AnswerLog } from './contract/response-validation';
import { registerEsignRoutes } from './esign/routes';
import { registerPageRoutes } from './html/routes';
import { registerAvatarRoutes } from './profile/avatar-routes';
import { addCachePolicy } from './http/cache';
import { closeConnectionsOnShutdown, Readiness, registerHealthRoutes } from './http/health';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PATH_PARAMETER_LENGTH,
  setErrorHandlers,
} from './http/error-handler';
import { addAnswerCompression, addCallerHooks } from './http/hooks';
import { addJsonBodyParser } from './http/json-body';
import { addRequestIdHeader, requestIdOf } from './http/request-id';
import { addRequestLocale } from './i18n/request-locale';
import { closeDataUrlWorkers } from './lib/data-url';
import { closeResumeReaders } from './profile/resume-text';
import { addRateLimits, createCallCounting, type RequestRateLimits } from './http/rate-limits';
import { AnswerReplay, replayingServerFactory } from './http/answer-replay';
import { pruneTelemetry } from './telemetry/storage';
import { limitBodyRate, SLOW_CLIENT_LIMITS, type SlowClientLimits } from './http/slow-clients';
import { compileProxyTrust } from './http/trusted-proxy';
import { registerDevAtsRoutes } from './dev-ats/routes';
import { registerDevMailRoutes } from './mail/dev-outbox-page';
import { MailDelivery, type DeliveryTiming } from './mail/delivery';
import { smtpTransport, type MailSettings } from './mail/transport';
import { registerUnsubscribeRoutes } from './mail/unsubscribe';
import { publicOrigin } from './http/public-origin';
import { jobAlertRunContext, runJobAlerts } from './job-alerts/run';
import { sweepNotifications } from './notifications/sweep';
import { startPeriodicWork } from './periodic-work';
import { handlers } from './routes';
import type { SeedReport } from './seed';
import { createServices, pruneLimiters, type ServiceOptions, type Services } from './services';

export type { RateLimit } from './limits/keys';

declare module 'fastify' {
  interface FastifyInstance {
    pcsx: PcsxApp;
  }
}

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppOptions {
  /**
   * A SQLite file or a `postgres://` URL (see `openDatabase`); created, migrated and seeded when
   * new.
   */
  database: string;
  /** Built app directory (default `<repo>/dist`). */
  distDir?: string;
  contractPath?: string;
  formSchemasDir?: string;
  /** Search synonyms (default `<repo>/server/search-synonyms.txt`). */
  synonymsPath?: string;
  /** Everyday phrasings of the search filters (default `<repo>/server/search-filters.txt`). */
  searchFiltersPath?: string;
  /** Metro areas and place nicknames (default `<repo>/server/search-places.txt`). */
  placesPath?: string;
  /** Positions to seed into a new database (default 20,000). */
  positions?: number;
  /** Check every JSON answer against the contract; a mismatch becomes a 500 and is recorded. */
  validateResponses?: boolean;
  /** Told each mismatch `validateResponses` finds, with the request that got it. */
  onContractViolation?: (violation: string) => void;
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  now?: () => number;
  /** Sign-in throttling (see `ServiceOptions`) and the API's rate limits (see `http/rate-limits.ts`). */
  rateLimits?: NonNullable<ServiceOptions['rateLimits']> & Partial<RequestRateLimits>;
  /**
   * The development tools (default off): sent mail is kept and listed at `/dev/mail`, and the
   * developer ATS at `/dev/ats` plays the employer's side. For a local demo only: the mail page
   * shows everyone's password reset links, and the ATS lets anyone act for the employer.
   */
  devTools?: boolean;
  /**
   * How mail leaves the server (see `mailSettingsFrom`); default: kept for the development outbox
   * with `devTools`, else dropped.
   */
  mail?: MailSettings;
  /** How often delivery looks for due mail and how it backs off (tests shorten the waits). */
  mailTiming?: Partial<DeliveryTiming>;
  /**
   * Do the work time calls for, at start and then periodically (default off, so tests decide
   * when time passes): sweep for notifications that time brings (offers about to expire, jobs
   * about to close) every 10 minutes, mail job alerts their new jobs every minute, and forget
   * expired rate limit counts every hour.
   */
  periodicWork?: boolean;
  /** Fastify's `trustProxy` (see `parseTrustProxy`); default off. */
  trustProxy?: boolean | string[];
  /** How long and how slowly a request may arrive (default `SLOW_CLIENT_LIMITS`). */
  slowClients?: Partial<SlowClientLimits>;
}

export interface PcsxApp extends AnswerLog {
  services: Services;
  seed: SeedReport;
  /** Turned off when shutdown begins (see `http/shutdown.ts`); `/readyz` then answers 503. */
  readiness: Readiness;
  /** Visitors' repeated searches, answered before routing (set once the app is ready). */
  searchReplay: AnswerReplay | null;
}

/** The domain of mail's `Message-ID`s: the sender's, else the site's. */
const messageIdDomainOf = (settings: MailSettings): string => {
  const domain = settings.mode === 'smtp' ? /@([^\s>]+)>?\s*$/.exec(settings.from)?.[1] : undefined;
  return domain ?? new URL(publicOrigin().origin).hostname;
};

/** The server: services over the database, the contract's operations, the pages and hooks. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const mailSettings: MailSettings =
    options.mail ?? (options.devTools ? { mode: 'development' } : { mode: 'disabled' });
  // Set once the app's logger exists; mail written before then waits for its first look.
  let delivery: MailDelivery | null = null;
  const contract = loadContract(options.contractPath ?? join(REPO_ROOT, 'openapi', 'pcsx.yaml'));
  const requestAjv = createContractAjv(contract, { useDefaults: true });
  const { services, seed } = await createServices({
    database: options.database,
    formSchemasDir: options.formSchemasDir ?? join(REPO_ROOT, 'schemas', 'forms'),
    synonymsPath: options.synonymsPath ?? join(REPO_ROOT, 'server', 'search-synonyms.txt'),
    searchFiltersPath: options.searchFiltersPath ?? join(REPO_ROOT, 'server', 'search-filters.txt'),
    placesPath: options.placesPath ?? join(REPO_ROOT, 'server', 'search-places.txt'),
    positions: options.positions,
    now: options.now,
    rateLimits: options.rateLimits,
    checkSchema: componentSchemaCheck(requestAjv),
    mailHandling:
      mailSettings.mode === 'smtp'
        ? 'deliver'
        : mailSettings.mode === 'development'
          ? 'keep'
          : 'drop',
    mailDomain: () => messageIdDomainOf(mailSettings),
    onMailQueued: () => delivery?.nudge(),
  });
  // Filled only with `validateResponses`.
  const pcsx: PcsxApp = {
    services,
    seed,
    readiness: new Readiness(),
    searchReplay: null,
    contractViolations: [],
    answered: new Map(),
  };

  const trust = compileProxyTrust(options.trustProxy ?? false);
  const slowClients = { ...SLOW_CLIENT_LIMITS, ...options.slowClients };
  // Set once the hooks it repeats are in place; until then, and for every request it does not
  // answer, fastify routes the request.
  let replay: AnswerReplay | null = null;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trust,
    requestTimeout: slowClients.requestTimeoutMs,
    connectionTimeout: slowClients.idleTimeoutMs,
    // Fastify's HTTP server, with a visitor's repeated search answered before routing.
    serverFactory: replayingServerFactory(() => replay, slowClients.headersTimeoutMs),
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A safe `X-Request-Id` from the load balancer, else a new id; fastify's `requestIdHeader`
    // stays off, since it would take whatever value is sent.
    genReqId: requestIdOf,
    // On close, idle keep-alive connections are closed at once (and those in flight once answered,
    // see `closeConnectionsOnShutdown`); never `true`, which would cut off requests in flight.
    forceCloseConnections: 'idle',
    // A request that reaches the closing server on an open connection is answered as usual (with
    // `Connection: close`): fastify's own 503 would not be an `ErrorBody`, and the database stays
    // open until every connection is done.
    return503OnClosing: false,
  });
  app.addHook('onClose', async () => {
    await services.changes.close();
    await services.db.destroy();
  });
  const logFailure = (error: unknown, message: string) => app.log.error({ err: error }, message);
  if (mailSettings.mode === 'smtp') {
    const mailDelivery = new MailDelivery({
      db: services.db,
      transport: smtpTransport(mailSettings),
      from: mailSettings.from,
      now: services.now,
      keepsDelivered: options.devTools ?? false,
      ...(options.mailTiming ? { timing: options.mailTiming } : {}),
      log: {
        info: (details, message) => app.log.info(details, message),
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    });
    delivery = mailDelivery;
    // Stopped before the database closes beneath it.
    app.addHook('preClose', () => mailDelivery.stop());
  }
  // Positions opened or closed by any process sharing the database enter or leave its search.
  services.searchCache.followJobsWith(
    (ids) => services.search.followPositions(ids),
    (error) => logFailure(error, 'The search indexes could not follow the changed positions'),
  );
  app.addHook('onClose', closeDataUrlWorkers);
  app.addHook('onClose', closeResumeReaders);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  app.decorate('pcsx', pcsx);

  // The request id before anything that may answer, so every answer names it.
  addRequestIdHeader(app);
  // The request's language first: every answer, errors of later hooks included, is worded in it.
  addRequestLocale(app);
  limitBodyRate(app, slowClients);
  // onSend hooks run in this order: the contract check reads the plain text, so it comes before
  // compression.
  addCallerHooks(app, services.identity);
  const counting = createCallCounting(
    contract.operations,
    services.limiters.calls,
    options.rateLimits,
  );
  addRateLimits(app, counting);
  if (options.validateResponses)
    addResponseValidation(app, contract, pcsx, options.onContractViolation);
  addAnswerCompression(app);
  addCachePolicy(app, contract);
  const searchReplay = new AnswerReplay({
    operationId: 'searchPositions',
    searchCache: services.searchCache,
    identity: services.identity,
    counting,
    trust,
    readiness: pcsx.readiness,
    parseCookie: (header) => app.parseCookie(header),
    log: app.log,
  });
  searchReplay.recordAnswers(app);
  closeConnectionsOnShutdown(app, pcsx.readiness);
  setErrorHandlers(app);
  addJsonBodyParser(app);

  registerHealthRoutes(app, services.db, pcsx.readiness, delivery);
  registerOperations(app, contract, requestAjv, handlers, services);
  registerEsignRoutes(app, services);
  registerUnsubscribeRoutes(app, services.db);
  if (options.devTools) {
    registerDevMailRoutes(app, services);
    registerDevAtsRoutes(app, services);
  }
  registerAvatarRoutes(app, services);
  registerBrandingAssetRoutes(app, services);
  await registerPageRoutes(app, services, options.distDir ?? join(REPO_ROOT, 'dist'));

  const periodic = options.periodicWork
    ? startPeriodicWork(
        [
          {
            name: 'notification-sweep',
            intervalMs: 10 * 60_000,
            run: (nowMs) =>
              sweepNotifications({ db: services.db, mail: services.mail, logFailure }, nowMs),
          },
          {
            name: 'job-alerts',
            intervalMs: 60_000,
            run: (nowMs) => runJobAlerts(jobAlertRunContext(services, logFailure), nowMs),
          },
          {
            name: 'limits-prune',
            intervalMs: 60 * 60_000,
            run: (nowMs) => pruneLimiters(services.limiters, nowMs),
          },
          {
            name: 'job-cart-prune',
            intervalMs: 60 * 60_000,
            run: async (nowMs) => {
              await services.repositories.jobCart.pruneUnreachable(nowMs);
            },
          },
          {
            name: 'telemetry-prune',
            intervalMs: 60 * 60_000,
            run: async (nowMs) => {
              await pruneTelemetry(services, nowMs);
            },
          },
        ],
        { appMeta: services.repositories.appMeta, now: services.now, logFailure },
      )
    : null;
  if (periodic) {
    app.addHook('preClose', async () => {
      await periodic.stop();
    });
  }
  await app.ready();
  delivery?.start();
  replay = searchReplay;
  pcsx.searchReplay = searchReplay;
  await periodic?.firstRun;
  return app;
};
