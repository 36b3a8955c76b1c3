import { sql } from 'kysely';
import type { components } from '../../../../generated/server/pcsx';
import { isStringArray, parseStoredJson } from '../../lib/json';
import type { Db } from '../database';
import type { InterviewsTable } from '../schema';
import type { PositionsRepository } from './positions';

type DraftApplication = components['schemas']['DraftApplication'];
type Interview = components['schemas']['Interview'];
type InterviewAnswer = components['schemas']['InterviewResponseRequest']['response'];
type Referral = components['schemas']['Referral'];

type InterviewRow = InterviewsTable & { position_name: string };

const toInterview = (row: InterviewRow): Interview => {
  const interviewers = parseStoredJson(row.interviewers, 'interviewers');
  return {
    id: row.id,
    position: { id: row.position_id, name: row.position_name },
    stage: row.stage,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timezone: row.timezone,
    location: row.location,
    meetingUrl: row.meeting_url,
    interviewers: isStringArray(interviewers) ? interviewers : [],
    status: row.status,
    candidateResponse:
      row.candidate_response === null || row.responded_at === null
        ? null
        : {
            response: row.candidate_response,
            message: row.candidate_message,
            respondedAt: row.responded_at,
          },
  };
};

/** Drafts, interviews and referrals of one candidate; every query is scoped by user id. */
export const createDashboardRepository = (db: Db, positions: PositionsRepository) => ({
  drafts: async (userId: number): Promise<DraftApplication[]> => {
    const rows = await db
      .selectFrom('draft_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .execute();
    const records = new Map(
      (await positions.findMany(rows.map((row) => row.position_id))).map((record) => [
        record.id,
        record,
      ]),
    );
    return rows.flatMap((row) => {
      const position = records.get(row.position_id);
      if (!position) return [];
      return [
        {
          position_id: row.position_id,
          position: {
            id: position.id,
            name: position.name,
            locations: position.locations,
            // The contract's convention: below 0 while open, the closing time once closed.
            archived_at: position.archivedAt ?? -1,
          },
          updated_at: row.updated_at,
          completion_percent: row.completion_percent,
        },
      ];
    });
  },

  deleteDrafts: async (userId: number, positionIds: readonly number[]): Promise<number> => {
    const result = await db
      .deleteFrom('draft_applications')
      .where('user_id', '=', userId)
      .where('position_id', 'in', positionIds)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * Scheduled interviews first (soonest first), then the others (most recent first): the first
   * `limit` of them.
   */
  interviews: async (userId: number, limit: number): Promise<Interview[]> => {
    const scheduled = sql<number>`CASE WHEN i.status = 'scheduled' THEN 0 ELSE 1 END`;
    const rows = await db
      .selectFrom('interviews as i')
      .innerJoin('positions as p', 'p.id', 'i.position_id')
      .selectAll('i')
      .select('p.name as position_name')
      .where('i.user_id', '=', userId)
      .orderBy(scheduled)
      // The scheduled ones by their start, soonest first; for the others this key is null.
      .orderBy(sql`CASE WHEN i.status = 'scheduled' THEN i.starts_at END`)
      .orderBy('i.starts_at', 'desc')
      .orderBy('i.id')
      .limit(limit)
      .execute();
    return rows.map(toInterview);
  },

  /**
   * Records the candidate's answer to one of their interviews in one conditional update, so
   * concurrent answers leave one whole answer: the interview must be scheduled, not yet started
   * and not declined. `not_found` when it is not the candidate's, `closed` or `declined` when it
   * can no longer be answered.
   */
  answerInterview: async (
    userId: number,
    interviewId: number,
    answer: { response: InterviewAnswer; message: string | null },
    nowIso: string,
  ): Promise<
    { ok: true; interview: Interview } | { ok: false; failure: 'not_found' | 'closed' | 'declined' }
  > => {
    const result = await db
      .updateTable('interviews')
      .set({
        candidate_response: answer.response,
        candidate_message: answer.message,
        responded_at: nowIso,
      })
      .where('id', '=', interviewId)
      .where('user_id', '=', userId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '>', nowIso)
      .where((eb) =>
        eb.or([eb('candidate_response', 'is', null), eb('candidate_response', '!=', 'declined')]),
      )
      .executeTakeFirst();
    const row = await db
      .selectFrom('interviews as i')
      .innerJoin('positions as p', 'p.id', 'i.position_id')
      .selectAll('i')
      .select('p.name as position_name')
      .where('i.id', '=', interviewId)
      .where('i.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ok: false, failure: 'not_found' };
    if (result.numUpdatedRows === 0n)
      return {
        ok: false,
        failure: row.candidate_response === 'declined' ? 'declined' : 'closed',
      };
    return { ok: true, interview: toInterview(row) };
  },

  /** The `limit` newest. */
  referrals: async (userId: number, limit: number): Promise<Referral[]> => {
    const rows = await db
      .selectFrom('referrals as r')
      .innerJoin('positions as p', 'p.id', 'r.position_id')
      .selectAll('r')
      .select('p.name as position_name')
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      position: { id: row.position_id, name: row.position_name },
      referrerName: row.referrer_name,
      status: row.status,
      createdAt: row.created_at,
    }));
  },
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
