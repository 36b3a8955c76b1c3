import { sql, type Kysely, type Transaction } from 'kysely';
import { accountOwnerKey } from '../auth/identity';
import type { Db } from '../db/database';
import { dialectOf, isInList, listParameter } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * A candidate's data, found from the database's own schema at run time rather than from a list,
 * so tables added later are exported and deleted too. A table belongs to the candidate when it
 * has a `user_id` column, or an `owner_key` column (job cart, conversations, telemetry keyed
 * `user:<id>`); a table that refers to one of those by foreign key (offer attachments, chat
 * messages) follows it.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

interface ColumnInfo {
  name: string;
  type: string;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  foreignKeys: ForeignKey[];
}

/**
 * Tables never exported: the mail outbox holds password reset links, which would let a stolen
 * session turn an export into a new password.
 */
const NOT_EXPORTED = new Set(['mail_outbox']);
/** Secrets are never exported: password, session and token hashes, signing-link tokens. */
const SECRET_COLUMN = /(^|_)(hash|password|token|secret)(_|$)/;

/** Each table with its columns and foreign keys, from SQLite's catalogue. */
const readSqliteTables = async (db: Executor): Promise<TableInfo[]> => {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
    ORDER BY name`.execute(db);
  return Promise.all(
    tables.map(async ({ name }) => ({
      name,
      columns: (
        await sql<ColumnInfo>`SELECT name, type FROM pragma_table_info(${name})`.execute(db)
      ).rows,
      foreignKeys: (
        await sql<ForeignKey>`SELECT "table", "from", "to" FROM pragma_foreign_key_list(${name})`.execute(
          db,
        )
      ).rows,
    })),
  );
};

/** The same from PostgreSQL's catalogue (the schema in use; every foreign key is one column). */
const readPostgresTables = async (db: Executor): Promise<TableInfo[]> => {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(db);
  const tableInfo = async (name: string): Promise<TableInfo> => ({
    name,
    columns: (
      await sql<ColumnInfo>`
        SELECT column_name AS name, data_type AS type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${name}
        ORDER BY ordinal_position`.execute(db)
    ).rows,
    foreignKeys: (
      await sql<ForeignKey>`
        SELECT parent.relname AS "table", child_column.attname AS "from",
               parent_column.attname AS "to"
        FROM pg_constraint AS c
        JOIN pg_class AS child ON child.oid = c.conrelid
        JOIN pg_class AS parent ON parent.oid = c.confrelid
        JOIN pg_attribute AS child_column
          ON child_column.attrelid = c.conrelid AND child_column.attnum = c.conkey[1]
        JOIN pg_attribute AS parent_column
          ON parent_column.attrelid = c.confrelid AND parent_column.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND child.relname = ${name}
          AND child.relnamespace = current_schema()::regnamespace`.execute(db)
    ).rows,
  });
  return Promise.all(tables.map(({ name }) => tableInfo(name)));
};

const readTables = (db: Executor): Promise<TableInfo[]> =>
  dialectOf(db) === 'postgres' ? readPostgresTables(db) : readSqliteTables(db);

const hasColumn = (table: TableInfo, column: string): boolean =>
  table.columns.some((candidate) => candidate.name === column);

const isFileColumn = (column: ColumnInfo): boolean =>
  ['BLOB', 'BYTEA'].includes(column.type.toUpperCase());

/**
 * The table's columns, a stored file (BLOB, bytea) read as its size only: an export lists files rather
 * than carrying them, so it stays small however many resumes and letters the candidate has.
 */
const exportedColumns = (table: TableInfo) =>
  sql.join(
    table.columns.map((column) =>
      isFileColumn(column)
        ? sql`length(${sql.ref(column.name)}) AS ${sql.ref(column.name)}`
        : sql.ref(column.name),
    ),
  );

/**
 * A stored file as `{ fileName, contentType, sizeBytes }`, its name and type read from the row's
 * columns named after it (`content` → `file_name` / `name`, `content_type`; `resume_content` →
 * `resume_file_name`, `resume_content_type`; `signed_letter` → `signed_letter_name`).
 */
const fileMetadata = (row: Row, column: string, sizeBytes: number) => {
  const prefix = column.endsWith('content') ? column.slice(0, -'content'.length) : `${column}_`;
  const text = (name: string): string | null => {
    const value = row[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    fileName: text(`${prefix}file_name`) ?? text(`${prefix}name`) ?? text(`${column}_name`),
    contentType: text(`${prefix}content_type`),
    sizeBytes,
  };
};

const exportRow = (table: TableInfo, row: Row): Row =>
  Object.fromEntries(
    table.columns
      .filter((column) => !SECRET_COLUMN.test(column.name))
      .map((column) => {
        const value = row[column.name];
        return [
          column.name,
          isFileColumn(column) && typeof value === 'number'
            ? fileMetadata(row, column.name, value)
            : value,
        ];
      }),
  );

const rowsWhere = async (db: Executor, table: TableInfo, column: string, value: unknown) =>
  (
    await sql<Row>`SELECT ${exportedColumns(table)} FROM ${sql.table(table.name)}
      WHERE ${sql.ref(column)} = ${value}`.execute(db)
  ).rows;

const rowsIn = async (db: Executor, table: TableInfo, column: string, values: unknown[]) => {
  const dialect = dialectOf(db);
  return (
    await sql<Row>`SELECT ${exportedColumns(table)} FROM ${sql.table(table.name)}
      WHERE ${isInList(dialect, sql.ref(column), listParameter(dialect, values))}`.execute(db)
  ).rows;
};

/** The candidate's rows by table, the account row excluded. */
const collectRows = async (db: Executor, tables: TableInfo[], userId: number) => {
  const exported = tables.filter(
    (table) => table.name !== 'users' && !NOT_EXPORTED.has(table.name),
  );
  const owned = new Map<TableInfo, Row[]>();
  for (const table of exported) {
    if (hasColumn(table, 'user_id'))
      owned.set(table, await rowsWhere(db, table, 'user_id', userId));
    else if (hasColumn(table, 'owner_key'))
      owned.set(table, await rowsWhere(db, table, 'owner_key', accountOwnerKey(userId)));
  }
  const ownedByName = new Map([...owned].map(([table, rows]) => [table.name, rows]));
  const dependents = new Map<TableInfo, Row[]>();
  for (const table of exported) {
    if (owned.has(table)) continue;
    for (const key of table.foreignKeys) {
      const parentRows = ownedByName.get(key.table);
      if (!parentRows || parentRows.length === 0) continue;
      const values = parentRows.map((row) => row[key.to]);
      dependents.set(table, [
        ...(dependents.get(table) ?? []),
        ...(await rowsIn(db, table, key.from, values)),
      ]);
    }
  }
  return new Map([...owned, ...dependents]);
};

export interface PersonalDataExport {
  exportedAt: string;
  account: Row;
  tables: Record<string, Row[]>;
}

/** Everything stored about the candidate, secrets left out and files described, not included. */
export const exportPersonalData = async (
  db: Db,
  userId: number,
  exportedAt: string,
): Promise<PersonalDataExport> =>
  db.transaction().execute(async (trx) => {
    const tables = await readTables(trx);
    const users = tables.find((table) => table.name === 'users');
    if (!users) throw new Error('The database has no users table');
    const [account = {}] = await rowsWhere(trx, users, 'id', userId);
    const rows = await collectRows(trx, tables, userId);
    return {
      exportedAt,
      account: exportRow(users, account),
      tables: Object.fromEntries(
        [...rows]
          .filter(([, list]) => list.length > 0)
          .map(([table, list]) => [table.name, list.map((row) => exportRow(table, row))]),
      ),
    };
  });

/**
 * Deletes the account and everything about it, in one transaction: the rows keyed by the
 * account's `owner_key` here, and every row with its `user_id` through the foreign keys, which all
 * cascade from `users` (a server test checks each one).
 */
export const deletePersonalData = async (db: Db, userId: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    for (const table of await readTables(trx)) {
      if (!hasColumn(table, 'owner_key') || hasColumn(table, 'user_id')) continue;
      await sql`DELETE FROM ${sql.table(table.name)}
        WHERE owner_key = ${accountOwnerKey(userId)}`.execute(trx);
    }
    await sql`DELETE FROM users WHERE id = ${userId}`.execute(trx);
  });
};
