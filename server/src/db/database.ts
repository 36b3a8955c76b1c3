import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
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
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  /** The underlying connection, for pragmas and `close()`. */
  sqlite: BetterSqlite3.Database;
}

/** Migrations in order; the key is the name recorded in `kysely_migration`. */
const MIGRATIONS: Record<string, Migration> = {
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

export const openDatabase = (file: string): OpenDatabase => {
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
  return { db, sqlite };
};

export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
};
