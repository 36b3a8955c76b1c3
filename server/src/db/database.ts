import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { postgresChangeFeed, processChangeFeed, type ChangeFeed } from './change-feed';
import { dialectOf, isPostgresUrl } from './dialect';
import * as postgresSchema from './migrations-postgres/0001_schema';
import * as postgresSharedLimits from './migrations-postgres/0002_shared_limits';
import * as postgresMailDelivery from './migrations-postgres/0003_mail_delivery';
import * as postgresJobAlerts from './migrations-postgres/0004_job_alerts';
import * as postgresSessionDevices from './migrations-postgres/0005_session_devices';
import * as postgresNewestFirstIndexes from './migrations-postgres/0006_newest_first_indexes';
import * as postgresPositionLanguage from './migrations-postgres/0007_position_language';
import * as postgresOfferSummary from './migrations-postgres/0008_offer_summary';
import * as postgresInterviewResponses from './migrations-postgres/0009_interview_responses';
import * as init from './migrations/0001_init';
import * as textIndexInMemory from './migrations/0002_text_index_in_memory';
import * as passwordResetAndOutbox from './migrations/0003_password_reset_and_outbox';
import * as avatars from './migrations/0004_avatars';
import * as resumeParsing from './migrations/0005_resume_parsing';
import * as draftsAndApplicationHistory from './migrations/0006_drafts_and_application_history';
import * as events from './migrations/0007_events';
import * as branding from './migrations/0008_branding';
import * as notificationEvents from './migrations/0009_notification_events';
import * as pendingRegistrations from './migrations/0010_pending_registrations';
import * as sharedLimits from './migrations/0011_shared_limits';
import * as mailDelivery from './migrations/0012_mail_delivery';
import * as jobAlerts from './migrations/0013_job_alerts';
import * as sessionDevices from './migrations/0014_session_devices';
import * as newestFirstIndexes from './migrations/0015_newest_first_indexes';
import * as positionLanguage from './migrations/0016_position_language';
import * as offerSummary from './migrations/0017_offer_summary';
import * as interviewResponses from './migrations/0018_interview_responses';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  /**
   * Runs a query built by Kysely and returns its rows as arrays, in the order of its columns:
   * for loading large tables into memory, where an object per row costs more than the query.
   */
  rawRows: <Row extends unknown[]>(query: CompiledQuery) => Promise<Row[]>;
  /** Tells the processes sharing the database what changed (see `ChangeFeed`). */
  changes: ChangeFeed;
}

/** SQLite's migrations in order; the key is the name recorded in `kysely_migration`. */
const SQLITE_MIGRATIONS: Record<string, Migration> = {
  '0001_init': init,
  '0002_text_index_in_memory': textIndexInMemory,
  '0003_password_reset_and_outbox': passwordResetAndOutbox,
  '0004_avatars': avatars,
  '0005_resume_parsing': resumeParsing,
  '0006_drafts_and_application_history': draftsAndApplicationHistory,
  '0007_events': events,
  '0008_branding': branding,
  '0009_notification_events': notificationEvents,
  '0010_pending_registrations': pendingRegistrations,
  '0011_shared_limits': sharedLimits,
  '0012_mail_delivery': mailDelivery,
  '0013_job_alerts': jobAlerts,
  '0014_session_devices': sessionDevices,
  '0015_newest_first_indexes': newestFirstIndexes,
  '0016_position_language': positionLanguage,
  '0017_offer_summary': offerSummary,
  '0018_interview_responses': interviewResponses,
};

/**
 * PostgreSQL's migrations: PostgreSQL support began with the schema SQLite had reached at
 * 0010, so its history starts there. A later change to the schema is a migration in each list.
 */
const POSTGRES_MIGRATIONS: Record<string, Migration> = {
  '0001_schema': postgresSchema,
  '0002_shared_limits': postgresSharedLimits,
  '0003_mail_delivery': postgresMailDelivery,
  '0004_job_alerts': postgresJobAlerts,
  '0005_session_devices': postgresSessionDevices,
  '0006_newest_first_indexes': postgresNewestFirstIndexes,
  '0007_position_language': postgresPositionLanguage,
  '0008_offer_summary': postgresOfferSummary,
  '0009_interview_responses': postgresInterviewResponses,
};

/** Prepared statements kept per SQL text: Kysely prepares every query, which costs more than running it. */
const STATEMENT_CACHE_SIZE = 500;

const withStatementCache = (sqlite: BetterSqlite3.Database) => {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string): BetterSqlite3.Statement => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const [oldest] = statements.keys();
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
};

const openSqlite = (file: string): OpenDatabase => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  // Every committed write reaches the disk before the response is sent.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  // Search reads the covering indexes of up to 100k positions; keep them in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    changes: processChangeFeed(),
    rawRows: <Row extends unknown[]>(query: CompiledQuery) =>
      Promise.resolve(
        sqlite
          .prepare(query.sql)
          .raw()
          .all(...query.parameters) as Row[],
      ),
  };
};

/** Connections per process: a request holds one only while its queries run. */
const POSTGRES_POOL_SIZE = 10;

// Counts and 64-bit columns (millisecond times) are read as numbers, as SQLite gives them: every
// value stored is far below 2^53. `numeric` (averages) likewise.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const openPostgres = (url: string): OpenDatabase => {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
  // An idle connection the server drops (a restart, a failover) is replaced on next use; left
  // unhandled, its error would stop the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    changes: postgresChangeFeed(url, async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    }),
    rawRows: async <Row extends unknown[]>(query: CompiledQuery) =>
      (
        await pool.query<Row>({
          text: query.sql,
          values: [...query.parameters],
          rowMode: 'array',
        })
      ).rows,
  };
};

/**
 * The database the environment names: `DATABASE_URL` (PostgreSQL), else the SQLite file
 * `PCSX_DB` (default `.data/pcsx.sqlite`, relative to `root`).
 */
export const configuredDatabase = (env: NodeJS.ProcessEnv, root: string): string => {
  if (env.DATABASE_URL) {
    if (!isPostgresUrl(env.DATABASE_URL))
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return env.DATABASE_URL;
  }
  const file = env.PCSX_DB ?? '.data/pcsx.sqlite';
  return isAbsolute(file) || file === ':memory:' ? file : join(root, file);
};

/** A SQLite file (created when missing; `:memory:` for none) or a `postgres://` URL. */
export const openDatabase = (location: string): OpenDatabase =>
  isPostgresUrl(location) ? openPostgres(location) : openSqlite(location);

/** The migrations of the database's kind, in order, by the name each is recorded under. */
export const migrationsOf = (db: Db): Readonly<Record<string, Migration>> =>
  dialectOf(db) === 'postgres' ? POSTGRES_MIGRATIONS : SQLITE_MIGRATIONS;

export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrations = migrationsOf(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
};
