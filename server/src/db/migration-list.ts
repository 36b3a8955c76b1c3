import { readdirSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './dialect';

type Body = (db: Kysely<unknown>) => Promise<void>;

/**
 * The one migration history of both databases: every file `migrations/NNNN_name.ts`, in the order
 * of its number, recorded in `kysely_migration` under its file name. A file exports `up` when one
 * body fits both databases (Kysely's schema builder writes either's SQL), else `sqlite` and
 * `postgres`. Only 0002–0010 export `postgres = null`: PostgreSQL's history begins with the
 * schema SQLite had reached at 0010, which 0001's PostgreSQL body creates at once.
 */
const FOLDER = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.ts$/;

const isBody = (value: unknown): value is Body => typeof value === 'function';

const bodiesOf = (name: string, exports: Record<string, unknown>): Record<Dialect, Body | null> => {
  const { up, sqlite, postgres } = exports;
  if (isBody(up) && sqlite === undefined && postgres === undefined)
    return { sqlite: up, postgres: up };
  if (isBody(sqlite) && (isBody(postgres) || postgres === null)) return { sqlite, postgres };
  throw new Error(
    `Migration ${name} must export \`up\` (both databases) or \`sqlite\` and \`postgres\``,
  );
};

/** The migration files' names (without `.ts`), checked to be numbered 0001, 0002, … in order. */
export const migrationNames = (): string[] => {
  const files = readdirSync(FOLDER)
    .filter((file) => !file.startsWith('.'))
    .sort();
  return files.map((file, index) => {
    const number = FILE_NAME.exec(file)?.[1];
    const expected = String(index + 1).padStart(4, '0');
    if (number !== expected)
      throw new Error(
        `server/src/db/migrations/${file}: expected a file named ${expected}_<name>.ts here`,
      );
    return file.slice(0, -'.ts'.length);
  });
};

let loaded: Promise<{ name: string; bodies: Record<Dialect, Body | null> }[]> | undefined;

const loadAll = () =>
  (loaded ??= Promise.all(
    migrationNames().map(async (name) => ({
      name,
      bodies: bodiesOf(
        name,
        (await import(new URL(`${name}.ts`, FOLDER).href)) as Record<string, unknown>,
      ),
    })),
  ));

/** The migrations a database of this kind runs, in order, by the name each is recorded under. */
export const migrationsFor = async (dialect: Dialect): Promise<Record<string, Migration>> => {
  const migrations: Record<string, Migration> = {};
  for (const { name, bodies } of await loadAll()) {
    const up = bodies[dialect];
    if (up) migrations[name] = { up };
  }
  return migrations;
};

/**
 * The names PostgreSQL's migrations were recorded under while it kept a history of its own,
 * numbered from its 0001 (the schema of SQLite's 0010), and the names they have now.
 */
const FORMER_POSTGRES_NAMES: Readonly<Record<string, string>> = {
  '0001_schema': '0001_init',
  '0002_shared_limits': '0011_shared_limits',
  '0003_mail_delivery': '0012_mail_delivery',
  '0004_job_alerts': '0013_job_alerts',
  '0005_session_devices': '0014_session_devices',
  '0006_newest_first_indexes': '0015_newest_first_indexes',
  '0007_position_language': '0016_position_language',
  '0008_offer_summary': '0017_offer_summary',
  '0009_interview_responses': '0018_interview_responses',
};

/**
 * Records a PostgreSQL database's migrations under today's names, once: a database made before
 * the two histories became one then migrates like any other. Renaming twice changes nothing.
 */
export const renameFormerPostgresMigrations = async <DB>(db: Kysely<DB>): Promise<void> => {
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass('kysely_migration')::text AS found`.execute(db);
  if (!rows[0]?.found) return;
  await sql`
    UPDATE kysely_migration AS recorded SET name = renamed.name
    FROM (VALUES ${sql.join(
      Object.entries(FORMER_POSTGRES_NAMES).map(([former, name]) => sql`(${former}, ${name})`),
    )}) AS renamed (former, name)
    WHERE recorded.name = renamed.former
  `.execute(db);
};
