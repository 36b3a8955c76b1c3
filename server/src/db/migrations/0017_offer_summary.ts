import type { Kysely } from 'kysely';

/**
 * What an offer proposes, shown to the candidate above the letter: the pay (an amount in whole
 * units of an ISO 4217 currency, per year, month or hour), the start date and the place of work.
 * All optional: offers written before, and employers that give none, have no summary.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
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
