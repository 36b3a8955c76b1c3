import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { postgresChangeFeed, processChangeFeed, type ChangeFeed } from './change-feed';
import { dialectOf, isPostgresUrl } from './dialect';
import { migrationsFor, renameFormerPostgresMigrations } from './migration-list';
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
export const migrationsOf = (db: Db): Promise<Record<string, Migration>> =>
  migrationsFor(dialectOf(db));

export const migrateToLatest = async (db: Db): Promise<void> => {
  if (dialectOf(db) === 'postgres') await renameFormerPostgresMigrations(db);
  const migrations = await migrationsOf(db);
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
