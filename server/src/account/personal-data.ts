import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database';
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
  notnull: number;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string;
  on_delete: string;
}

interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  foreignKeys: ForeignKey[];
}

/** Secrets are never exported: password, session and token hashes, signing-link tokens. */
const SECRET_COLUMN = /(^|_)(hash|password|token|secret)(_|$)/;
/** Columns that name a person, blanked in rows kept for the employer after a deletion. */
const IDENTIFYING_COLUMN = /(^|_)(email|phone|firstname|lastname|full_name|address)(_|$)/;
const DELETED_MARKER = 'deleted';

const readTables = async (db: Executor): Promise<TableInfo[]> => {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
    ORDER BY name`.execute(db);
  return Promise.all(
    tables.map(async ({ name }) => ({
      name,
      columns: (
        await sql<ColumnInfo>`SELECT name, "notnull" FROM pragma_table_info(${name})`.execute(db)
      ).rows,
      foreignKeys: (
        await sql<ForeignKey>`SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(${name})`.execute(
          db,
        )
      ).rows,
    })),
  );
};

const hasColumn = (table: TableInfo, column: string): boolean =>
  table.columns.some((candidate) => candidate.name === column);

const ownerKeyOf = (userId: number): string => `user:${userId}`;

/** A stored value as JSON: files (BLOBs) as base64. */
const exportValue = (value: unknown): unknown =>
  Buffer.isBuffer(value) ? { base64: value.toString('base64') } : value;

const exportRow = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !SECRET_COLUMN.test(column))
      .map(([column, value]) => [column, exportValue(value)]),
  );

const rowsWhere = async (db: Executor, table: string, column: string, value: unknown) =>
  (
    await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(
      db,
    )
  ).rows;

const rowsIn = async (db: Executor, table: string, column: string, values: unknown[]) =>
  (
    await sql<Row>`SELECT * FROM ${sql.table(table)}
      WHERE ${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`.execute(
      db,
    )
  ).rows;

/** The candidate's rows by table (raw values), the account row excluded. */
const collectRows = async (db: Executor, tables: TableInfo[], userId: number) => {
  const owned = new Map<string, Row[]>();
  for (const table of tables) {
    if (table.name === 'users') continue;
    if (hasColumn(table, 'user_id'))
      owned.set(table.name, await rowsWhere(db, table.name, 'user_id', userId));
    else if (hasColumn(table, 'owner_key'))
      owned.set(table.name, await rowsWhere(db, table.name, 'owner_key', ownerKeyOf(userId)));
  }
  const dependents = new Map<string, Row[]>();
  for (const table of tables) {
    if (owned.has(table.name) || table.name === 'users') continue;
    for (const key of table.foreignKeys) {
      const parentRows = owned.get(key.table);
      if (!parentRows || parentRows.length === 0) continue;
      const values = parentRows.map((row) => row[key.to]);
      dependents.set(table.name, [
        ...(dependents.get(table.name) ?? []),
        ...(await rowsIn(db, table.name, key.from, values)),
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

/** Everything stored about the candidate, secrets left out. */
export const exportPersonalData = async (
  db: Db,
  userId: number,
  exportedAt: string,
): Promise<PersonalDataExport> =>
  db.transaction().execute(async (trx) => {
    const tables = await readTables(trx);
    const [account = {}] = await rowsWhere(trx, 'users', 'id', userId);
    const rows = await collectRows(trx, tables, userId);
    return {
      exportedAt,
      account: exportRow(account),
      tables: Object.fromEntries(
        [...rows]
          .filter(([, list]) => list.length > 0)
          .map(([name, list]) => [name, list.map(exportRow)]),
      ),
    };
  });

/**
 * Deletes the account and everything about it, in one transaction. Rows keyed by `owner_key` are
 * deleted; rows whose `user_id` cascades go with the account; a table that keeps its rows for the
 * employer (a nullable `user_id` without cascade) keeps them unlinked, with identifying columns
 * blanked; any other `user_id` row is deleted.
 */
export const deletePersonalData = async (db: Db, userId: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const tables = await readTables(trx);
    for (const table of tables) {
      if (table.name === 'users') continue;
      if (hasColumn(table, 'owner_key') && !hasColumn(table, 'user_id')) {
        await sql`DELETE FROM ${sql.table(table.name)} WHERE owner_key = ${ownerKeyOf(userId)}`.execute(
          trx,
        );
        continue;
      }
      const userColumn = table.columns.find((column) => column.name === 'user_id');
      if (!userColumn) continue;
      const cascades = table.foreignKeys.some(
        (key) =>
          key.table === 'users' &&
          key.from === 'user_id' &&
          key.on_delete.toUpperCase() === 'CASCADE',
      );
      if (cascades) continue;
      if (userColumn.notnull === 1) {
        await sql`DELETE FROM ${sql.table(table.name)} WHERE user_id = ${userId}`.execute(trx);
        continue;
      }
      const blanked = table.columns
        .filter((column) => column.name !== 'user_id' && IDENTIFYING_COLUMN.test(column.name))
        .map((column) => sql`${sql.ref(column.name)} = ${DELETED_MARKER}`);
      await sql`UPDATE ${sql.table(table.name)}
        SET ${sql.join([sql`user_id = NULL`, ...blanked])}
        WHERE user_id = ${userId}`.execute(trx);
    }
    await sql`DELETE FROM users WHERE id = ${userId}`.execute(trx);
  });
};
