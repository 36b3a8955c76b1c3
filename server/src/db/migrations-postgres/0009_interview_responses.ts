import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0018 (the candidate's answer to a scheduled interview) in PostgreSQL. */
const STATEMENTS = [
  `ALTER TABLE interviews ADD COLUMN candidate_response text`,
  `ALTER TABLE interviews ADD COLUMN candidate_message text`,
  `ALTER TABLE interviews ADD COLUMN responded_at text`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};
