import { sql, type Kysely } from 'kysely';

/**
 * What an offer proposes, shown to the candidate above the letter: the pay (an amount in whole
 * units of an ISO 4217 currency, per year, month or hour), the start date and the place of work.
 * All optional: offers written before, and employers that give none, have no summary.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  const columns: [string, 'integer' | 'text'][] = [
    ['compensation_amount', 'integer'],
    ['compensation_currency', 'text'],
    ['compensation_period', 'text'],
    ['start_date', 'text'],
    ['work_location', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('offers').addColumn(name, type).execute();
  }
};

/** The same in PostgreSQL's types. */
const POSTGRES_STATEMENTS = [
  `ALTER TABLE offers ADD COLUMN compensation_amount integer`,
  `ALTER TABLE offers ADD COLUMN compensation_currency text`,
  `ALTER TABLE offers ADD COLUMN compensation_period text`,
  `ALTER TABLE offers ADD COLUMN start_date text`,
  `ALTER TABLE offers ADD COLUMN work_location text`,
];

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};
