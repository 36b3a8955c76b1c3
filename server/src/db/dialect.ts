import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * The two databases the server runs on. Queries are written once, in SQL both accept; the few
 * places where they differ are the functions of this module, and the schema each dialect's
 * migrations create (see `database.ts`).
 */
export type Dialect = 'sqlite' | 'postgres';

/**
 * The largest row id: ids are 32-bit integers on both databases (the contract says so of every
 * id parameter). A larger number names no row; PostgreSQL would refuse it rather than find nothing.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** The ids of a list that could name a row; see `MAX_ROW_ID`. */
export const possibleRowIds = (ids: readonly number[]): number[] =>
  ids.filter((id) => Number.isSafeInteger(id) && id >= 0 && id <= MAX_ROW_ID);

export const isPostgresUrl = (location: string): boolean => /^postgres(?:ql)?:\/\//i.test(location);

export const dialectOf = (db: Kysely<Database>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * Holds a user's row until the transaction ends, so that what a transaction reads of the user's
 * data (their profile, how many resumes or drafts they keep) is still true when it writes: every
 * change worked out from the user's stored data takes it first, and so waits for the one before.
 * SQLite's one connection runs transactions one after another already; PostgreSQL runs them side
 * by side, each seeing only committed rows.
 */
export const lockUserRow = async (trx: Kysely<Database>, userId: number): Promise<void> => {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
};

/**
 * Holds a named thing that has no row of its own (a cart, a site's hero images) until the
 * transaction ends, so that what the transaction counted of it is still true when it writes,
 * whichever process writes next. PostgreSQL: a transaction-scoped advisory lock on the key, in
 * the caller's own two-key `space`. SQLite's one connection runs transactions one after another
 * already.
 */
export const lockNamed = async (
  trx: Kysely<Database>,
  space: number,
  key: string,
): Promise<void> => {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`.execute(trx);
};

/**
 * A list of values as one query parameter, so a query compiled once serves any number of them:
 * a JSON array for SQLite (`json_each`), an array for PostgreSQL.
 */
export const listParameter = (dialect: Dialect, values: readonly unknown[]): unknown =>
  dialect === 'postgres' ? values : JSON.stringify(values);

/** `expression IN (the values of a list parameter)`; see `listParameter`. */
export const isInList = (
  dialect: Dialect,
  expression: Expression<unknown>,
  list: unknown,
): RawBuilder<boolean> =>
  dialect === 'postgres'
    ? sql<boolean>`${expression} = any(${list})`
    : sql<boolean>`${expression} in (select value from json_each(${list}))`;

/**
 * The elements of a column holding a JSON array of strings, as a table to join whose one column
 * is `value` on both.
 */
export const jsonArrayElements = (
  dialect: Dialect,
  column: Expression<unknown>,
): RawBuilder<unknown> =>
  dialect === 'postgres'
    ? sql`json_array_elements_text(${column}::json)`
    : sql`json_each(${column})`;

/**
 * Rows inserted with their ids given (the seed) leave PostgreSQL's identity columns behind: they
 * would hand out those ids again. This moves each one past the largest id in its table. SQLite
 * assigns the next rowid from the table itself, so there is nothing to do there.
 */
export const advanceIdentities = async (db: Kysely<Database>): Promise<void> => {
  if (dialectOf(db) !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce(max(${sql.ref(column)}), 0) + 1, false) FROM ${sql.table(table)}`.execute(db);
  }
};
