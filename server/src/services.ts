import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { IdentityService } from './auth/identity';
import type { ChangeFeed } from './db/change-feed';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { createRepositories, type Repositories } from './db/repositories';
import { FormSchemas } from './forms/form-schemas';
import type { RateLimit } from './limits/keys';
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle, type BackOff } from './limits/sign-in-throttle';
import { DEFAULT_MAIL_LIMITS } from './limits/mail-limits';
import { SlidingWindow } from './limits/sliding-window';
import { ByteBudget } from './limits/byte-budget';
import { TELEMETRY_BOUNDS } from './telemetry/bounds';
import {
  databaseWindowStore,
  ProcessWindows,
  SharedWindows,
  type CallWindows,
} from './limits/window-counters';
import { dialectOf } from './db/dialect';
import type { SchemaCheck } from './http/field-problems';
import { createMailOutbox, type MailHandling, type MailOutbox } from './mail/outbox';
import { readFileSync } from 'node:fs';
import { SearchEngine } from './search/engine';
import { SearchVocabularies } from './search/vocabularies';
import { SearchCache } from './search-cache/search-cache';
import { isWordedMeaning } from './search/filter-labels';
import { parseSearchFilters } from './search/understand-query';
import { parsePlacesFile, PLACES_PATH } from './search/places/places-file';
import { DEFAULT_POSITION_COUNT, seedIfEmpty, type SeedReport } from './seed';
import { SITE_DOMAIN } from './site';

/** Everything handlers use; built once per app by `createServices`. */
export interface Services {
  db: Db;
  /** What other processes sharing the database changed (see `ChangeFeed`). */
  changes: ChangeFeed;
  repositories: Repositories;
  search: SearchEngine;
  /** Everything kept to answer visitors' searches, and where a job's change is announced. */
  searchCache: SearchCache;
  identity: IdentityService;
  /**
   * Counted in the database, so every process sharing it counts the same calls (API calls on
   * SQLite, whose server is one process, in its memory).
   */
  limiters: {
    /** API calls per address and per account (see `http/rate-limits.ts`). */
    calls: CallWindows;
    /** Sign-ins and current-password checks (see `SignInThrottle`). */
    signIn: SignInThrottle;
    /** Password reset requests per email, and per address. */
    resetPassword: SlidingWindow;
    resetPasswordPerAddress: SlidingWindow;
    /** Registration requests (each sends a mail) per email, and per address. */
    registration: SlidingWindow;
    registrationPerAddress: SlidingWindow;
    /** Visitors' job alert requests (each mails a confirmation link) per email, and per address. */
    jobAlert: SlidingWindow;
    jobAlertPerAddress: SlidingWindow;
    /** Telemetry stored per address (see `telemetry/storage.ts`). */
    telemetryBytes: ByteBudget;
  };
  formSchemas: FormSchemas;
  /** Outgoing mail, written to the outbox and delivered in the background (see `mail/outbox.ts`). */
  mail: MailOutbox;
  /** Validates a value against one of the contract's component schemas. */
  checkSchema: SchemaCheck;
  /** The clock (Unix ms); tests may replace it. */
  now: () => number;
}

export interface ServiceOptions {
  /**
   * A SQLite file or a `postgres://` URL (see `openDatabase`); created, migrated and seeded when
   * new.
   */
  database: string;
  formSchemasDir: string;
  /**
   * The site's search synonyms (see `parseSynonyms`); each locale's vocabulary is
   * `vocabulary/<locale>.txt` beside it (see `SearchVocabularies`).
   */
  synonymsPath: string;
  /** The site's everyday phrasings of its search filters (see `parseSearchFilters`). */
  searchFiltersPath: string;
  /** The site's metro areas and place nicknames (see `parsePlacesFile`; default server/search-places.txt). */
  placesPath?: string;
  /** Positions to seed into a new database (default 20,000). */
  positions?: number;
  now?: () => number;
  rateLimits?: {
    /** Failed sign-ins from one address, across emails. */
    login?: RateLimit;
    /** How one account slows down after failed sign-ins, across addresses. */
    loginBackOff?: Partial<BackOff>;
    /** Failed sign-ins from a browser that signed in to the account before. */
    loginPerDevice?: RateLimit;
    /** Password reset requests per email. */
    resetPassword?: RateLimit;
    /** Password reset requests per address. */
    resetPasswordPerAddress?: RateLimit;
    /** Registration requests per email. */
    registration?: RateLimit;
    /** Registration requests per address. */
    registrationPerAddress?: RateLimit;
    /** Visitors' job alert requests per email. */
    jobAlert?: RateLimit;
    /** Visitors' job alert requests per address. */
    jobAlertPerAddress?: RateLimit;
    /** Telemetry bytes stored per address. */
    telemetryBytes?: RateLimit;
  };
  checkSchema: SchemaCheck;
  /** What becomes of each mail written (see `MailHandling`). */
  mailHandling: MailHandling;
  /** The domain of each mail's `Message-ID`. */
  mailDomain: () => string;
  /** Told after a mail is written, so delivery starts at once. */
  onMailQueued?: () => void;
}

/** Opens (migrating and seeding when new) the database and builds the services over it. */
export const createServices = async (
  options: ServiceOptions,
): Promise<{ services: Services; seed: SeedReport }> => {
  // Read first: a mistake in the file stops the start with its line number.
  const vocabularies = SearchVocabularies.read(
    options.synonymsPath,
    join(dirname(options.synonymsPath), 'vocabulary'),
  );
  const filterPhrases = parseSearchFilters(
    readFileSync(options.searchFiltersPath, 'utf8'),
    isWordedMeaning,
  );
  const areas = parsePlacesFile(readFileSync(options.placesPath ?? PLACES_PATH, 'utf8'));
  const { db, rawRows, changes } = openDatabase(options.database);
  const now = options.now ?? (() => Date.now());
  let seed: SeedReport;
  try {
    await migrateToLatest(db);
    seed = await seedIfEmpty(db, { positions: options.positions ?? DEFAULT_POSITION_COUNT, now });
    await changes.start();
  } catch (error) {
    await changes.close();
    await db.destroy();
    throw error;
  }

  const searchCache = new SearchCache(changes);
  const repositories = createRepositories(db, SITE_DOMAIN, changes, searchCache);
  // Kept in the database so sessions' CSRF tokens stay valid across restarts.
  const secret = await repositories.appMeta.getOrCreate('server_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  const { rateLimits } = options;
  const calls =
    dialectOf(db) === 'postgres'
      ? new SharedWindows(databaseWindowStore(db))
      : new ProcessWindows();
  const services: Services = {
    db,
    changes,
    repositories,
    search: new SearchEngine(
      db,
      rawRows,
      repositories.reference,
      vocabularies,
      filterPhrases,
      areas,
      searchCache,
    ),
    searchCache,
    identity: new IdentityService(repositories, secret, now),
    limiters: {
      calls,
      signIn: new SignInThrottle(db, {
        perAddress: rateLimits?.login ?? DEFAULT_SIGN_IN_THROTTLE.perAddress,
        perAccount: { ...DEFAULT_SIGN_IN_THROTTLE.perAccount, ...rateLimits?.loginBackOff },
        perDevice: rateLimits?.loginPerDevice ?? DEFAULT_SIGN_IN_THROTTLE.perDevice,
      }),
      resetPassword: new SlidingWindow(
        db,
        'reset-password',
        rateLimits?.resetPassword ?? DEFAULT_MAIL_LIMITS.resetPassword,
      ),
      resetPasswordPerAddress: new SlidingWindow(
        db,
        'reset-password-address',
        rateLimits?.resetPasswordPerAddress ?? DEFAULT_MAIL_LIMITS.resetPasswordPerAddress,
      ),
      registration: new SlidingWindow(
        db,
        'registration',
        rateLimits?.registration ?? DEFAULT_MAIL_LIMITS.registration,
      ),
      registrationPerAddress: new SlidingWindow(
        db,
        'registration-address',
        rateLimits?.registrationPerAddress ?? DEFAULT_MAIL_LIMITS.registrationPerAddress,
      ),
      jobAlert: new SlidingWindow(
        db,
        'job-alert',
        rateLimits?.jobAlert ?? DEFAULT_MAIL_LIMITS.jobAlert,
      ),
      jobAlertPerAddress: new SlidingWindow(
        db,
        'job-alert-address',
        rateLimits?.jobAlertPerAddress ?? DEFAULT_MAIL_LIMITS.jobAlertPerAddress,
      ),
      telemetryBytes: new ByteBudget(
        calls,
        'telemetry-bytes',
        rateLimits?.telemetryBytes ?? TELEMETRY_BOUNDS.bytesPerAddress,
      ),
    },
    formSchemas: new FormSchemas(options.formSchemasDir),
    mail: createMailOutbox(db, {
      handling: options.mailHandling,
      now,
      messageIdDomain: options.mailDomain,
      ...(options.onMailQueued ? { onQueued: options.onMailQueued } : {}),
    }),
    checkSchema: options.checkSchema,
    now,
  };
  return { services, seed };
};

/** Forgets the counts of every limiter that no longer matter. */
export const pruneLimiters = async (
  limiters: Services['limiters'],
  nowMs: number,
): Promise<void> => {
  await limiters.calls.prune(nowMs);
  await limiters.signIn.prune(nowMs);
  for (const window of [
    limiters.resetPassword,
    limiters.resetPasswordPerAddress,
    limiters.registration,
    limiters.registrationPerAddress,
    limiters.jobAlert,
    limiters.jobAlertPerAddress,
  ]) {
    await window.prune(nowMs);
  }
};
