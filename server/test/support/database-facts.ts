import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { dialectOf } from '../../src/db/dialect';

/**
 * What tests read from the database's own catalogue, or do to it, on either dialect: the server
 * never needs these, so they live with the tests.
 */

/** The database's size in bytes (SQLite: its pages, the write-ahead log included). */
export const databaseBytes = async (db: Db): Promise<number> => {
  if (dialectOf(db) === 'postgres') {
    const [row] = (
      await sql<{ bytes: number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db)
    ).rows;
    return row?.bytes ?? 0;
  }
  const [count] = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)).rows;
  const [size] = (await sql<{ page_size: number }>`PRAGMA page_size`.execute(db)).rows;
  return (count?.page_count ?? 0) * (size?.page_size ?? 0);
};

/** Every foreign key that refers to `table`: the referring table and its ON DELETE action. */
export const foreignKeysTo = async (
  db: Db,
  table: string,
): Promise<{ name: string; onDelete: string }[]> => {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string; on_delete: string }>`
      SELECT child.relname AS name,
        CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL'
          WHEN 'd' THEN 'SET DEFAULT' WHEN 'r' THEN 'RESTRICT' ELSE 'NO ACTION' END AS on_delete
      FROM pg_constraint AS c
      JOIN pg_class AS child ON child.oid = c.conrelid
      JOIN pg_class AS parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND parent.relname = ${table}`.execute(db);
    return rows.map((row) => ({ name: row.name, onDelete: row.on_delete }));
  }
  const { rows } = await sql<{ name: string; on_delete: string }>`
    SELECT m.name, k.on_delete FROM sqlite_master m, pragma_foreign_key_list(m.name) k
    WHERE m.type = 'table' AND k."table" = ${table}`.execute(db);
  return rows.map((row) => ({ name: row.name, onDelete: row.on_delete }));
};

/** Makes every insert into `table` fail until the returned function is called. */
export const refuseInserts = async (db: Db, table: string): Promise<() => Promise<void>> => {
  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'inserts are refused'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_inserts BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION refuse_insert()`.execute(db);
    return async () => {
      await sql`DROP TRIGGER refuse_inserts ON ${sql.table(table)}`.execute(db);
      await sql`DROP FUNCTION refuse_insert()`.execute(db);
    };
  }
  await sql`CREATE TEMP TRIGGER refuse_inserts BEFORE INSERT ON ${sql.table(table)}
    BEGIN SELECT RAISE(ABORT, 'inserts are refused'); END`.execute(db);
  return async () => {
    await sql`DROP TRIGGER refuse_inserts`.execute(db);
  };
};

/** The ids of `count` open positions, lowest first. */
export const openPositionIds = async (db: Db, count: number): Promise<number[]> =>
  (
    await db
      .selectFrom('positions')
      .select('id')
      .where('archived_at', 'is', null)
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => row.id);
