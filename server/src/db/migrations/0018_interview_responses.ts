import type { Kysely } from 'kysely';

/**
 * The candidate's answer to a scheduled interview: confirmed, asked for another time (with the
 * times that suit them) or declined, and when. Empty until they answer, and again once the
 * employer moves the interview. The same on both databases.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const name of ['candidate_response', 'candidate_message', 'responded_at']) {
    await db.schema.alterTable('interviews').addColumn(name, 'text').execute();
  }
};
