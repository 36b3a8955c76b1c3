import type { Selectable } from 'kysely';
import { DAY_MS } from '../../lib/time';
import type { Db } from '../database';
import { lockUserRow } from '../dialect';
import type { JobAlertsTable } from '../schema';

export type JobAlertRow = Selectable<JobAlertsTable>;
export type JobAlertFrequency = JobAlertsTable['frequency'];

/** What an alert is made of, whoever keeps it. */
export interface NewJobAlert {
  name: string;
  criteriaJson: string;
  criteriaKey: string;
  frequency: JobAlertFrequency;
  locale: string;
  nowMs: number;
}

export interface JobAlertChanges {
  name?: string;
  frequency?: JobAlertFrequency;
  isPaused?: boolean;
}

/** A confirmed, running alert whose turn it is, with where and in which language it is mailed. */
export interface DueJobAlert {
  id: number;
  userId: number | null;
  name: string;
  criteriaJson: string;
  criteriaKey: string;
  frequency: JobAlertFrequency;
  seenPositionId: number;
  /** The visitor's address, or the candidate's account email. */
  email: string;
  /** The alert's language for a visitor's; the candidate's saved language for theirs. */
  locale: string;
  firstname: string | null;
  /** A candidate's `email_job_alerts` setting; always true for a visitor's alert. */
  isMailed: boolean;
}

/** How long each frequency waits after a mail before the next. */
export const FREQUENCY_PERIOD_MS: Record<JobAlertFrequency, number> = {
  instant: 0,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/** The newest position id: an alert made now counts every position up to it as seen. */
export const newestPositionId = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.max('id').as('newest'))
    .executeTakeFirst();
  return row?.newest ?? 0;
};

/**
 * Saved searches and their job alerts. A candidate's are read and changed by their user id only;
 * a visitor's are reached by their confirmation link's hash, or by id from a signed link.
 */
export const createJobAlertsRepository = (db: Db) => ({
  listForUser: (userId: number): Promise<JobAlertRow[]> =>
    db
      .selectFrom('job_alerts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),

  findForUser: (userId: number, id: number): Promise<JobAlertRow | undefined> =>
    db
      .selectFrom('job_alerts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The id of the candidate's alert for these criteria, if they have one. */
  idForCriteria: async (userId: number, criteriaKey: string): Promise<number | undefined> =>
    (
      await db
        .selectFrom('job_alerts')
        .select('id')
        .where('user_id', '=', userId)
        .where('criteria_key', '=', criteriaKey)
        .executeTakeFirst()
    )?.id,

  /**
   * Saves a candidate's alert, confirmed at once, unless they keep `maxAlerts` already; when they
   * have one for the criteria (also one saved by a request alongside) that one is returned,
   * unchanged. Looked up and counted with the user's row held, so requests sent at once cannot
   * pass the limit together.
   */
  createForUser: (
    userId: number,
    alert: NewJobAlert,
    maxAlerts: number,
  ): Promise<{ row: JobAlertRow; isNew: boolean } | 'limit_reached'> =>
    db.transaction().execute(async (trx) => {
      await lockUserRow(trx, userId);
      const own = trx.selectFrom('job_alerts').where('user_id', '=', userId);
      const existing = await own
        .selectAll()
        .where('criteria_key', '=', alert.criteriaKey)
        .executeTakeFirst();
      if (existing) return { row: existing, isNew: false };
      const kept = await own
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (kept.count >= maxAlerts) return 'limit_reached';
      const inserted = await trx
        .insertInto('job_alerts')
        .values({
          user_id: userId,
          email: null,
          name: alert.name,
          criteria_json: alert.criteriaJson,
          criteria_key: alert.criteriaKey,
          frequency: alert.frequency,
          locale: alert.locale,
          confirmed_ms: alert.nowMs,
          created_ms: alert.nowMs,
          seen_position_id: await newestPositionId(trx),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // They just asked for mail: the setting that governs alert mail is turned on.
      await trx
        .updateTable('settings')
        .set({ email_job_alerts: 1 })
        .where('user_id', '=', userId)
        .execute();
      return { row: inserted, isNew: true };
    }),

  /**
   * Keeps a visitor's alert until its link is used, replacing an unconfirmed one for the same
   * email and criteria (and its link). Expired unconfirmed ones go at the same time.
   */
  createForVisitor: async (
    email: string,
    alert: NewJobAlert,
    link: { tokenHash: string; expiresMs: number },
  ): Promise<void> => {
    const seenPositionId = await newestPositionId(db);
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('job_alerts')
        .where('confirmed_ms', 'is', null)
        .where((eb) =>
          eb('confirm_expires_ms', '<=', alert.nowMs).or(
            eb('email', '=', email).and('criteria_key', '=', alert.criteriaKey),
          ),
        )
        .execute();
      await trx
        .insertInto('job_alerts')
        .values({
          user_id: null,
          email,
          name: alert.name,
          criteria_json: alert.criteriaJson,
          criteria_key: alert.criteriaKey,
          frequency: alert.frequency,
          locale: alert.locale,
          confirm_token_hash: link.tokenHash,
          confirm_expires_ms: link.expiresMs,
          confirmed_ms: null,
          created_ms: alert.nowMs,
          seen_position_id: seenPositionId,
        })
        .execute();
    });
  },

  /**
   * Starts the visitor's alert of a link that is known and not expired; using the link again
   * finds it started. When the email already had a running alert for the criteria, that one
   * stays and the new one goes. Undefined for an unknown or expired link.
   */
  confirm: async (tokenHash: string, nowMs: number): Promise<JobAlertRow | undefined> =>
    db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('job_alerts')
        .selectAll()
        .where('confirm_token_hash', '=', tokenHash)
        .where('confirm_expires_ms', '>', nowMs)
        .executeTakeFirst();
      if (!pending || pending.confirmed_ms !== null) return pending;
      const running = await trx
        .selectFrom('job_alerts')
        .selectAll()
        .where('user_id', 'is', null)
        .where('email', '=', pending.email)
        .where('criteria_key', '=', pending.criteria_key)
        .where('confirmed_ms', 'is not', null)
        .executeTakeFirst();
      if (running) {
        await trx.deleteFrom('job_alerts').where('id', '=', pending.id).execute();
        return running;
      }
      return trx
        .updateTable('job_alerts')
        .set({ confirmed_ms: nowMs })
        .where('id', '=', pending.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }),

  /**
   * Changes the candidate's alert; undefined when it is not theirs. A resumed alert counts what
   * was posted while it was paused as seen: it lists only jobs posted after it resumed. Whether it
   * was paused is read by the statement that resumes it, so a pause saved meanwhile counts.
   */
  updateForUser: async (
    userId: number,
    id: number,
    changes: JobAlertChanges,
  ): Promise<JobAlertRow | undefined> => {
    const seenOnResume = changes.isPaused === false ? await newestPositionId(db) : null;
    return db
      .updateTable('job_alerts')
      .set((eb) => ({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
        ...(changes.isPaused !== undefined ? { is_paused: changes.isPaused ? 1 : 0 } : {}),
        ...(seenOnResume !== null
          ? {
              seen_position_id: eb
                .case()
                .when('is_paused', '=', 1)
                .then(seenOnResume)
                .else(eb.ref('seen_position_id'))
                .end(),
            }
          : {}),
      }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  deleteForUser: async (userId: number, id: number): Promise<number> => {
    const result = await db
      .deleteFrom('job_alerts')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * The confirmed, running alerts whose turn it is at `nowMs` and that have not yet seen the
   * position `newestPositionId`: instant ones always, daily and weekly ones once their period has
   * passed since their last mail.
   */
  due: async (nowMs: number, newestPositionId: number): Promise<DueJobAlert[]> => {
    const rows = await db
      .selectFrom('job_alerts as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('settings as s', 's.user_id', 'a.user_id')
      .select([
        'a.id',
        'a.user_id',
        'a.name',
        'a.criteria_json',
        'a.criteria_key',
        'a.frequency',
        'a.seen_position_id',
        'a.email',
        'a.locale',
        'u.email as user_email',
        'u.firstname',
        's.language',
        's.email_job_alerts',
      ])
      .where('a.confirmed_ms', 'is not', null)
      .where('a.is_paused', '=', 0)
      .where('a.seen_position_id', '<', newestPositionId)
      .where((eb) =>
        eb.or([
          eb('a.frequency', '=', 'instant'),
          eb('a.last_sent_ms', 'is', null),
          eb.and([
            eb('a.frequency', '=', 'daily'),
            eb('a.last_sent_ms', '<=', nowMs - FREQUENCY_PERIOD_MS.daily),
          ]),
          eb.and([
            eb('a.frequency', '=', 'weekly'),
            eb('a.last_sent_ms', '<=', nowMs - FREQUENCY_PERIOD_MS.weekly),
          ]),
        ]),
      )
      .orderBy('a.id')
      .execute();
    return rows.flatMap((row) => {
      const email = row.user_id === null ? row.email : row.user_email;
      if (email === null) return [];
      return [
        {
          id: row.id,
          userId: row.user_id,
          name: row.name,
          criteriaJson: row.criteria_json,
          criteriaKey: row.criteria_key,
          frequency: row.frequency,
          seenPositionId: row.seen_position_id,
          email,
          locale: row.user_id === null ? row.locale : (row.language ?? row.locale),
          firstname: row.firstname,
          isMailed: row.user_id === null || row.email_job_alerts === 1,
        },
      ];
    });
  },

  /**
   * Moves an alert past the positions up to `seenPositionId`, only if no other run has moved it
   * since it was read (`fromPositionId`): of two processes matching the same alert, one wins and
   * sends. With `sentMs`, records the mail sent in the same transaction. False when it lost.
   */
  markSeen: async (
    trx: Db,
    id: number,
    fromPositionId: number,
    seenPositionId: number,
    sentMs: number | null,
  ): Promise<boolean> => {
    const result = await trx
      .updateTable('job_alerts')
      .set({
        seen_position_id: seenPositionId,
        ...(sentMs !== null ? { last_sent_ms: sentMs } : {}),
      })
      .where('id', '=', id)
      .where('seen_position_id', '=', fromPositionId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
