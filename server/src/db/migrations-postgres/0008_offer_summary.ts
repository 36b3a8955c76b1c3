import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0017 (the summary of an offer: pay, start date, place of work) in PostgreSQL. */
const STATEMENTS = [
  `ALTER TABLE offers ADD COLUMN compensation_amount integer`,
  `ALTER TABLE offers ADD COLUMN compensation_currency text`,
  `ALTER TABLE offers ADD COLUMN compensation_period text`,
  `ALTER TABLE offers ADD COLUMN start_date text`,
  `ALTER TABLE offers ADD COLUMN work_location text`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};
