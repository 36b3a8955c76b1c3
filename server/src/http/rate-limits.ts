import type { FastifyInstance } from 'fastify';
import { changesState, type ContractOperation } from '../contract/document';
import type { RateLimit } from '../limits/keys';
import { DEFAULT_MAIL_LIMITS, type AddressMailLimits } from '../limits/mail-limits';
import type { CallWindows } from '../limits/window-counters';
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

/**
 * The limits under `PCSX_RATE_LIMIT_FACTOR`: every per-call limit and every per-address mail limit
 * multiplied by a whole number, for clients that are machines on one address, such as a browser
 * test suite registering hundreds of candidates, or a load test. Sign-in throttling and the
 * per-email mail limits, which protect one account or inbox, are not changed.
 */
export const scaledRateLimits = (
  factor: number,
): RequestRateLimits & Partial<AddressMailLimits> => {
  if (factor === 1) return DEFAULT_RATE_LIMITS;
  const scaled = (limit: RateLimit): RateLimit => ({ ...limit, limit: limit.limit * factor });
  return {
    api: scaled(DEFAULT_RATE_LIMITS.api),
    account: scaled(DEFAULT_RATE_LIMITS.account),
    anonymousWrites: scaled(DEFAULT_RATE_LIMITS.anonymousWrites),
    telemetry: scaled(DEFAULT_RATE_LIMITS.telemetry),
    accountUploads: scaled(DEFAULT_RATE_LIMITS.accountUploads),
    anonymousUploads: scaled(DEFAULT_RATE_LIMITS.anonymousUploads),
    resetPasswordPerAddress: scaled(DEFAULT_MAIL_LIMITS.resetPasswordPerAddress),
    registrationPerAddress: scaled(DEFAULT_MAIL_LIMITS.registrationPerAddress),
    jobAlertPerAddress: scaled(DEFAULT_MAIL_LIMITS.jobAlertPerAddress),
  };
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

/** Classes counted per account; the others per address. */
const PER_ACCOUNT: ReadonlySet<LimitClass> = new Set(['account', 'accountUploads']);

/** Which limits, besides the IP and account ceilings, a call of an operation meets. */
const classOf = (operation: ContractOperation, signedIn: boolean): LimitClass | null => {
  if (operation.tag === SIGN_IN_TAG) return null;
  if (operation.tag === TELEMETRY_TAG) return 'telemetry';
  if (UPLOAD_OPERATIONS.has(operation.operationId))
    return signedIn ? 'accountUploads' : 'anonymousUploads';
  if (!signedIn && changesState(operation)) return 'anonymousWrites';
  return null;
};

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber's whole allocation, so rotating addresses within it does not help).
 */
export const addressKey = (ip: string): string => {
  if (!ip.includes(':')) return ip;
  const zone = ip.indexOf('%');
  const address = zone === -1 ? ip : ip.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 address fills the last two groups.
  const width = (groups: string[]): number =>
    groups.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - width(left) - width(right)) }, () => '0');
  const network = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
};

/** Counts calls of contract operations against the limits of their class (see `addRateLimits`). */
export interface CallCounting {
  /**
   * Counts a call by the client at `address`, signed in as `userId` (undefined for a visitor);
   * `done` gets the 429 once a limit is used up. Most calls finish synchronously: a count kept in
   * this process answers at once, without a promise. Calls of operations outside the contract
   * are not counted.
   */
  count(
    operationId: string,
    address: string,
    userId: number | undefined,
    done: (error?: Error) => void,
  ): void;
}

/**
 * Keys are the client's address (see `addressKey`) and, for signed-in calls, the account. The
 * counts are shared by every process using the same database (`SharedWindows`; a SQLite server,
 * one process, holds them in memory: `ProcessWindows`).
 */
export const createCallCounting = (
  operations: readonly ContractOperation[],
  calls: CallWindows,
  overrides: Partial<RequestRateLimits> = {},
): CallCounting => {
  const limits: RequestRateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  /** The class of each operation's calls, besides the ceilings: for a visitor, and signed in. */
  const classesById = new Map(
    operations.map((operation) => [
      operation.operationId,
      { visitor: classOf(operation, false), signedIn: classOf(operation, true) },
    ]),
  );

  /** Takes a call from each limit in turn, from `from` on; done with the first 429. */
  const take = (
    checks: readonly (readonly [LimitClass, string])[],
    nowMs: number,
    done: (error?: Error) => void,
    from = 0,
  ): void => {
    for (let index = from; index < checks.length; index += 1) {
      const check = checks[index];
      if (!check) break;
      const [name, key] = check;
      const wait = calls.take(name, key, limits[name], nowMs);
      if (typeof wait !== 'number') {
        wait.then(
          (seconds) =>
            seconds > 0 ? done(rateLimited(seconds)) : take(checks, nowMs, done, index + 1),
          (error: unknown) =>
            done(error instanceof Error ? error : new Error('Counting the call failed')),
        );
        return;
      }
      if (wait > 0) {
        done(rateLimited(wait));
        return;
      }
    }
    done();
  };

  return {
    count: (operationId, ip, userId, done) => {
      const classes = classesById.get(operationId);
      if (!classes) {
        done();
        return;
      }
      const address = addressKey(ip);
      const checks: (readonly [LimitClass, string])[] = [['api', address]];
      if (userId === undefined) {
        if (classes.visitor) checks.push([classes.visitor, address]);
      } else {
        const account = `user:${userId}`;
        checks.push(['account', account]);
        const limitClass = classes.signedIn;
        if (limitClass) checks.push([limitClass, PER_ACCOUNT.has(limitClass) ? account : address]);
      }
      take(checks, Date.now(), done);
    },
  };
};

/**
 * Counts every API call against the limits of its class and answers 429 with `Retry-After` once
 * one is used up, with the client's address as `request.ip` gives it (which honours
 * `trustProxy`). Added after the caller is resolved, before the body is read.
 */
export const addRateLimits = (app: FastifyInstance, counting: CallCounting): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    // Pages and files: no call to count, and no address to work out.
    if (operationId === undefined) {
      done();
      return;
    }
    counting.count(operationId, request.ip, request.caller?.user?.id, done);
  });
};
