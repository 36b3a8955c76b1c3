import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesState, type ContractOperation } from '../contract/document';
import type { RateLimit } from '../auth/rate-limit';
import { rateLimited } from './errors';

/** The limits of each class of API call; every one may be replaced (tests use tight ones). */
export interface RequestRateLimits {
  /** Every API call, per client IP: a ceiling a fast human never meets. */
  api: RateLimit;
  /** Every API call of a signed-in candidate, per account, from whatever IPs. */
  account: RateLimit;
  /** State-changing calls of visitors (apply, job cart, chat, …), per client IP. */
  anonymousWrites: RateLimit;
  /** Telemetry (`/vslog`), per client IP. */
  telemetry: RateLimit;
  /** Calls that carry a file (resume, avatar, signed offer, apply), per account. */
  accountUploads: RateLimit;
  /** Calls that carry a file made by visitors (apply with a resume), per client IP. */
  anonymousUploads: RateLimit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Room for the browser suite (one quick user on 127.0.0.1 for several minutes) and the server
 * tests (many calls from one loopback address), yet small enough that a script is slowed to a
 * pace that cannot fill the disk or starve other visitors.
 */
export const DEFAULT_RATE_LIMITS: RequestRateLimits = {
  api: { limit: 1200, windowMs: MINUTE },
  account: { limit: 900, windowMs: MINUTE },
  anonymousWrites: { limit: 120, windowMs: 10 * MINUTE },
  telemetry: { limit: 300, windowMs: 5 * MINUTE },
  accountUploads: { limit: 60, windowMs: HOUR },
  anonymousUploads: { limit: 20, windowMs: HOUR },
};

/** Operations whose request carries a file (or may: an application's resume). */
const UPLOAD_OPERATIONS: ReadonlySet<string> = new Set([
  'uploadResume',
  'uploadAvatar',
  'acceptOffer',
  'submitApplication',
  'uploadLogo',
  'uploadHeroImage',
]);

/** Sign-in calls have their own throttling (see `auth/`); here they meet only the IP ceiling. */
const SIGN_IN_TAG = 'auth';
const TELEMETRY_TAG = 'telemetry';

type LimitClass = keyof RequestRateLimits;

/** Which limits, besides the IP and account ceilings, a call of an operation meets. */
const classOf = (operation: ContractOperation, signedIn: boolean): LimitClass | null => {
  if (operation.tag === SIGN_IN_TAG) return null;
  if (operation.tag === TELEMETRY_TAG) return 'telemetry';
  if (UPLOAD_OPERATIONS.has(operation.operationId))
    return signedIn ? 'accountUploads' : 'anonymousUploads';
  if (!signedIn && changesState(operation)) return 'anonymousWrites';
  return null;
};

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts every API call against the limits of its class (`@fastify/rate-limit`'s in-memory
 * stores, one per class) and answers 429 with `Retry-After` once one is used up. Keys are the
 * client IP (`request.ip`, which honours `trustProxy`) and, for signed-in calls, the account.
 * Added after the caller is resolved, before the body is read.
 */
export const addRateLimits = async (
  app: FastifyInstance,
  operations: readonly ContractOperation[],
  overrides: Partial<RequestRateLimits> = {},
): Promise<void> => {
  await app.register(fastifyRateLimit, { global: false });

  const byAccount = (request: FastifyRequest) => `user:${request.caller?.user?.id ?? ''}`;
  // Without `keyOf`, the plugin's own key: the client IP (an IPv6 address by its /64 network).
  const checker = (name: LimitClass, keyOf?: (request: FastifyRequest) => string): Checker => {
    const { limit, windowMs }: RateLimit = overrides[name] ?? DEFAULT_RATE_LIMITS[name];
    return app.createRateLimit({
      max: limit,
      timeWindow: windowMs,
      ...(keyOf ? { keyGenerator: keyOf } : {}),
    });
  };

  const checkers: Record<LimitClass, Checker> = {
    api: checker('api'),
    account: checker('account', byAccount),
    anonymousWrites: checker('anonymousWrites'),
    telemetry: checker('telemetry'),
    accountUploads: checker('accountUploads', byAccount),
    anonymousUploads: checker('anonymousUploads'),
  };
  const operationsById = new Map(operations.map((operation) => [operation.operationId, operation]));

  app.addHook('onRequest', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    const operation = operationId === undefined ? undefined : operationsById.get(operationId);
    if (!operation) return;
    const signedIn = Boolean(request.caller?.user);
    const limitClass = classOf(operation, signedIn);
    const applicable: LimitClass[] = [
      'api',
      ...(signedIn ? (['account'] as const) : []),
      ...(limitClass ? [limitClass] : []),
    ];
    for (const name of applicable) {
      const outcome = await checkers[name](request);
      if (!outcome.isAllowed && outcome.isExceeded) throw rateLimited(outcome.ttlInSeconds);
    }
  });
};
