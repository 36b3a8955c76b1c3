import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { IdentityService, type Caller } from './auth/identity';
import { SlidingWindowLimiter } from './auth/rate-limit';
import { createContractAjv, toFieldProblems } from './contract/ajv';
import { loadContract, SCHEMA_BASE_URI } from './contract/document';
import { registerOperations } from './contract/register';
import { ResponseValidator } from './contract/response-validation';
import { migrateToLatest, openDatabase } from './db/database';
import { createRepositories } from './db/repositories';
import {
  renderEsignPage,
  renderEsignUnavailablePage,
  renderFormEsignPage,
  renderFormEsignUnavailablePage,
  esignContentSecurityPolicy,
} from './esign/page';
import { FormSchemas } from './forms/form-schemas';
import { SECURITY_HEADERS } from './html/security-headers';
import { renderSitemap, SITEMAP_LIMIT } from './html/sitemap';
import { CompressedAssets, preferredEncoding } from './html/compressed-assets';
import { firstPaintRouteOf, renderFirstPaint, RoutePreloads } from './html/first-paint';
import { APP_NOT_BUILT_MESSAGE, ASSET_CACHE_CONTROL, SpaFiles } from './html/spa';
import { compressAnswer } from './http/answer-compression';
import { HttpError, type ErrorBody } from './http/errors';
import { isoSeconds } from './lib/time';
import type { components } from '../../generated/server/pcsx';
import { buildBootData } from './routes/boot';
import { handlers } from './routes';
import { SearchEngine } from './search/engine';
import { DEFAULT_POSITION_COUNT, seedIfEmpty } from './seed';
import type { Services } from './services';
import { SITE_DOMAIN } from './site';

declare module 'fastify' {
  interface FastifyInstance {
    pcsx: PcsxApp;
  }
  interface FastifyRequest {
    /** Resolved for API routes before the handler runs; replaced on sign-in and sign-out. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

type BootData = components['schemas']['BootData'];

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface AppOptions {
  /** SQLite file; created, migrated and seeded when new. */
  dbPath: string;
  /** Built app directory (default `<repo>/dist`). */
  distDir?: string;
  contractPath?: string;
  formSchemasDir?: string;
  /** Positions to seed into a new database (default 20,000). */
  positions?: number;
  /** Check every JSON answer against the contract; a mismatch becomes a 500 and is recorded. */
  validateResponses?: boolean;
  logger?: boolean | { level: string };
  now?: () => number;
  rateLimits?: { login?: RateLimit; resetPassword?: RateLimit };
}

export interface PcsxApp {
  services: Services;
  /** Answers that did not match the contract (only with `validateResponses`). */
  contractViolations: string[];
  /** Statuses answered per operation (only with `validateResponses`), for coverage checks. */
  answered: Map<string, Set<number>>;
  seed: { seeded: boolean; positions: number; ms: number };
}

const INTERNAL_MESSAGE =
  "The server encountered something unexpected that didn't allow it to complete the request.";

const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/vslog' || url.startsWith('/vslog?');

/** Fastify's own errors (body parsing, limits) in the contract's terms. */
const toHttpError = (error: FastifyError): HttpError | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'Expected a request body of type application/json.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is empty; expected JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'Expected a request body of type multipart/form-data.',
      );
    default:
      if (
        error instanceof SyntaxError ||
        (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
      ) {
        return new HttpError(400, 'bad_request', error.message);
      }
      return null;
  }
};

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const contract = loadContract(options.contractPath ?? join(REPO_ROOT, 'openapi', 'pcsx.yaml'));
  const { db, sqlite } = openDatabase(options.dbPath);
  const now = options.now ?? (() => Date.now());
  let seed: PcsxApp['seed'];
  try {
    await migrateToLatest(db);
    seed = await seedIfEmpty(db, { positions: options.positions ?? DEFAULT_POSITION_COUNT, now });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const repositories = createRepositories(db, SITE_DOMAIN);
  const secret = await repositories.appMeta.getOrCreate('server_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  const requestAjv = createContractAjv(contract, { useDefaults: true });
  const services: Services = {
    db,
    repositories,
    search: new SearchEngine(db, sqlite, repositories.reference),
    identity: new IdentityService(repositories, secret, now),
    limiters: {
      login: new SlidingWindowLimiter(
        options.rateLimits?.login?.limit ?? 10,
        options.rateLimits?.login?.windowMs ?? 5 * 60_000,
      ),
      resetPassword: new SlidingWindowLimiter(
        options.rateLimits?.resetPassword?.limit ?? 5,
        options.rateLimits?.resetPassword?.windowMs ?? 15 * 60_000,
      ),
    },
    formSchemas: new FormSchemas(options.formSchemasDir ?? join(REPO_ROOT, 'schemas', 'forms')),
    checkSchema: (schemaName, value, prefix) => {
      const validate = requestAjv.getSchema(`${SCHEMA_BASE_URI}#/components/schemas/${schemaName}`);
      if (!validate) throw new Error(`The contract has no schema ${schemaName}`);
      return validate(value) ? [] : toFieldProblems(validate.errors, prefix);
    },
    now,
  };
  const spa = new SpaFiles(options.distDir ?? join(REPO_ROOT, 'dist'));
  const compressedAssets = new CompressedAssets(spa.root);
  const operations = new Map(
    contract.operations.map((operation) => [operation.operationId, operation]),
  );
  const responseValidator = options.validateResponses
    ? new ResponseValidator(createContractAjv(contract, { useDefaults: false }), operations)
    : null;
  const contractViolations: string[] = [];
  const answered = new Map<string, Set<number>>();

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifyStatic, { root: spa.root, serve: false });
  app.decorateRequest('caller', null);
  app.decorate('pcsx', { services, contractViolations, answered, seed });

  app.addHook('onRequest', async (request, reply) => {
    // Set before anything else, so every answer carries them; pages with a policy of their own
    // (the signing pages) replace the CSP.
    reply.headers(SECURITY_HEADERS);
    if (isApiPath(request.url)) request.caller = await services.identity.resolve(request, reply);
  });

  // The caller's token as the request leaves it: signing in or out replaces the caller. Kept to
  // this one header in a plain callback hook: the hook runs on every cached search answer, where
  // the former async hook, setting every header and reading the route options, cost a quarter of
  // the time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.caller) reply.header('x-csrf-token', request.caller.csrfToken);
    done(null, payload);
  });

  if (responseValidator) {
    app.addHook('onSend', async (request, reply, payload) => {
      const operationId = request.routeOptions.config.operationId;
      if (operationId === undefined) return payload;
      answered.set(operationId, (answered.get(operationId) ?? new Set()).add(reply.statusCode));
      const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
      const contentType = reply.getHeader('content-type');
      const problem = responseValidator.check(
        operationId,
        reply.statusCode,
        typeof contentType === 'string' ? contentType : undefined,
        body,
      );
      if (problem === null) return payload;
      contractViolations.push(problem);
      request.log.error({ problem }, 'Response does not match the contract');
      reply.code(500).type('application/json; charset=utf-8');
      const failure: ErrorBody = {
        status: 500,
        code: 'internal',
        message: `Contract violation: ${problem}`,
      };
      return JSON.stringify(failure);
    });
  }

  // JSON answers go out compressed to clients that accept it; after the contract check above,
  // which reads the plain text.
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (
      !Buffer.isBuffer(payload) ||
      typeof contentType !== 'string' ||
      !contentType.startsWith('application/json') ||
      reply.hasHeader('content-encoding')
    ) {
      done(null, payload);
      return;
    }
    reply.header('vary', 'accept-encoding');
    const compressed = compressAnswer(payload, request.headers['accept-encoding']);
    if (compressed === null) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', compressed.encoding);
    done(null, compressed.body);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'Unhandled error');
      const body: ErrorBody = { status: 500, code: 'internal', message: INTERNAL_MESSAGE };
      return reply.code(500).type('application/json; charset=utf-8').send(JSON.stringify(body));
    }
    for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
    return reply
      .code(known.status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(known.toBody()));
  });

  const notFoundBody = (method: string, url: string): string => {
    const body: ErrorBody = {
      status: 404,
      code: 'not_found',
      message: `No route for ${method} ${url.split('?')[0] ?? ''}.`,
    };
    return JSON.stringify(body);
  };
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(notFoundBody(request.method, request.url)),
  );

  registerOperations(app, contract, requestAjv, handlers, services);

  app.get('/sitemap.xml', async (request, reply) => {
    const ids = await repositories.positions.openIds(SITEMAP_LIMIT);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(`${request.protocol}://${request.host}`, ids));
  });

  /** Signing pages carry their own nonce-only policy and are never cached; returns the nonce. */
  const prepareEsignReply = (reply: FastifyReply): string => {
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('content-security-policy', esignContentSecurityPolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return nonce;
  };

  app.get<{ Params: { token: string } }>('/esign/:token', async (request, reply) => {
    const nonce = prepareEsignReply(reply);
    const caller = await services.identity.resolve(request, reply);
    const offer = await repositories.offers.findByEsignToken(request.params.token);
    const signable =
      offer !== undefined &&
      caller.user?.id === offer.user_id &&
      offer.status === 'Extended' &&
      (offer.expires_at === null || offer.expires_at > isoSeconds(now()));
    if (!signable) return reply.code(404).send(renderEsignUnavailablePage(nonce));
    return reply.send(renderEsignPage(nonce, { id: offer.id, positionName: offer.position_name }));
  });

  /** A form's e-sign field: signable while the caller still has that form to submit. */
  app.get<{ Params: { schemaName: string } }>(
    '/esign/forms/:schemaName',
    async (request, reply) => {
      const nonce = prepareEsignReply(reply);
      const caller = await services.identity.resolve(request, reply);
      const { schemaName } = request.params;
      const form =
        caller.user && services.formSchemas.isSignedOnline(schemaName)
          ? await repositories.forms.findPendingBySchema(caller.user.id, schemaName)
          : undefined;
      if (!form) return reply.code(404).send(renderFormEsignUnavailablePage(nonce));
      return reply.send(renderFormEsignPage(nonce, form));
    },
  );

  const routePreloads = new RoutePreloads(spa.root);
  /** The route's preload links, and its first-paint markup unless set-up screens come first. */
  const firstPaintOf = async (request: FastifyRequest, boot: BootData) => {
    const url = new URL(request.url, 'http://localhost');
    const match = firstPaintRouteOf(url.pathname, url.searchParams);
    if (!match) return {};
    const preloads = await routePreloads.linksFor(match.route);
    if (boot.isLoggedIn && !boot.onboardingData.isBootstrapped) return { preloads };
    const position =
      match.positionId === null
        ? undefined
        : await repositories.positions.findOpenWithDetails(match.positionId);
    return {
      preloads,
      firstPaint: renderFirstPaint(match.route, boot.configs.pcsxConfig.companyName, position),
    };
  };

  /** Everything else: a file of the build, or the app's page with the boot data inlined. */
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || path.startsWith('/esign/')) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(notFoundBody(request.method, request.url));
    }
    const file = await spa.staticFile(path);
    if (file !== null) {
      reply.header('cache-control', path.startsWith('/assets/') ? ASSET_CACHE_CONTROL : 'no-cache');
      if (!CompressedAssets.isCompressible(file))
        return reply.sendFile(file, { cacheControl: false });
      reply.header('vary', 'accept-encoding');
      const compressed = await compressedAssets.get(file, request.headers['accept-encoding']);
      if (compressed === null) return reply.sendFile(file, { cacheControl: false });
      return reply
        .header('content-encoding', compressed.encoding)
        .type(compressed.contentType)
        .send(compressed.body);
    }
    const caller = await services.identity.resolve(request, reply);
    const boot = await buildBootData(services, caller, request);
    const html = await spa.render(caller.csrfToken, boot, await firstPaintOf(request, boot));
    if (html === null)
      return reply.code(503).type('text/plain; charset=utf-8').send(APP_NOT_BUILT_MESSAGE);
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    // Pages carry per-visitor boot data, so they are compressed per answer, at a fast level.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    return reply
      .header('content-encoding', encoding)
      .send(
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(html, { level: 6 }),
      );
  });

  await app.ready();
  return app;
};
