import type { components } from '../../../../generated/server/pcsx';
import type { ApplicationStep, StatusChange } from '../../dashboard/application-history';
import { parseStoredJson } from '../../lib/json';
import type { Db } from '../database';
import { lockUserRow, possibleRowIds } from '../dialect';
import type { PositionsRepository } from './positions';
import { normalizeEmail } from './users';

type Application = components['schemas']['Application'];
type DraftAnswers = components['schemas']['DraftAnswers'];
type DraftAnswersDetail = components['schemas']['DraftAnswersDetail'];

/** Stored answers were checked against the contract when saved; this only guards the shape. */
const isDraftAnswers = (value: unknown): value is DraftAnswers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a withdrawal was refused. */
export type WithdrawRefusal = 'not_found' | 'not_active';

export interface NewApplication {
  userId: number | null;
  /** Hash of the visitor's anonymous id when a visitor applies; null for a candidate. */
  visitorKey: string | null;
  applicantEmail: string;
  positionId: number;
  nowIso: string;
  formData: unknown;
  resume: { fileName: string; contentType: string; content: Buffer } | null;
}

/** Applications, drafts and the other per-candidate dashboard lists. */
export const createApplicationsRepository = (db: Db, positions: PositionsRepository) => {
  const withPositions = async (
    rows: {
      id: number;
      position_id: number;
      status: string;
      stage: string;
      applied_at: string;
      updated_at: string;
      is_active: number;
      withdrawal_reason: string | null;
    }[],
  ): Promise<Application[]> => {
    const histories = new Map<number, StatusChange[]>();
    if (rows.length > 0) {
      const steps = await db
        .selectFrom('application_status_history')
        .select(['application_id', 'status', 'at'])
        .where(
          'application_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('at')
        .orderBy('id')
        .execute();
      for (const step of steps) {
        const history = histories.get(step.application_id) ?? [];
        history.push({ status: step.status, at: step.at });
        histories.set(step.application_id, history);
      }
    }
    const records = new Map(
      (await positions.findMany([...new Set(rows.map((row) => row.position_id))])).map((record) => [
        record.id,
        record,
      ]),
    );
    return rows.flatMap((row) => {
      const position = records.get(row.position_id);
      if (!position) return [];
      return [
        {
          id: row.id,
          position: {
            id: position.id,
            name: position.name,
            locations: position.locations,
            department: position.department,
          },
          status: row.status,
          stage: row.stage,
          appliedAt: row.applied_at,
          updatedAt: row.updated_at,
          isActive: row.is_active === 1,
          history: histories.get(row.id) ?? [],
          withdrawalReason: row.withdrawal_reason,
        },
      ];
    });
  };

  const columns = [
    'id',
    'position_id',
    'status',
    'stage',
    'applied_at',
    'updated_at',
    'is_active',
    'withdrawal_reason',
  ] as const;

  /** Adds a timeline step; returns its id, which names the status change (see notifications). */
  const addStep = async (
    executor: Pick<Db, 'insertInto'>,
    applicationId: number,
    status: ApplicationStep,
    at: string,
  ): Promise<number> => {
    const step = await executor
      .insertInto('application_status_history')
      .values({ application_id: applicationId, status, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return step.id;
  };

  return {
    /** The candidate's active and inactive applications: of each, the `limit` most recently updated. */
    listForUser: async (
      userId: number,
      limit: number,
    ): Promise<{ active: Application[]; inactive: Application[] }> => {
      // Each kind through the newest-first index, in one statement.
      const newest = (isActive: 0 | 1) =>
        db.selectFrom(
          db
            .selectFrom('applications')
            .select(columns)
            .where('user_id', '=', userId)
            .where('is_active', '=', isActive)
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .as(isActive === 1 ? 'active' : 'inactive'),
        );
      const applications = await withPositions(
        await newest(1)
          .selectAll()
          .unionAll(newest(0).selectAll())
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      );
      return {
        active: applications.filter((application) => application.isActive),
        inactive: applications.filter((application) => !application.isActive),
      };
    },

    /** The position of the candidate's most recently updated application, if any. */
    latestPositionId: async (userId: number): Promise<number | undefined> => {
      const row = await db
        .selectFrom('applications')
        .select('position_id')
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.position_id;
    },

    hasApplied: async (
      userId: number | null,
      email: string,
      positionId: number,
    ): Promise<boolean> => {
      const query = db
        .selectFrom('applications')
        .select('id')
        .where('position_id', '=', positionId);
      // A visitor using an account's email counts as that account: its application would otherwise
      // be a second one for the same position once the account claims it.
      const row = await (
        userId === null
          ? query.where((eb) =>
              eb.or([
                eb.and([eb('user_id', 'is', null), eb('applicant_email', '=', email)]),
                eb('user_id', 'in', eb.selectFrom('users').select('id').where('email', '=', email)),
              ]),
            )
          : query.where('user_id', '=', userId)
      ).executeTakeFirst();
      return row !== undefined;
    },

    /** Applications a visitor's browser sent that no account has claimed yet. */
    visitorApplicationCount: async (visitorKey: string): Promise<number> => {
      const row = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('visitor_key', '=', visitorKey)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Whether the candidate keeps a draft for the position. */
    hasDraft: async (userId: number, positionId: number): Promise<boolean> =>
      (await db
        .selectFrom('draft_applications')
        .select('position_id')
        .where('user_id', '=', userId)
        .where('position_id', '=', positionId)
        .executeTakeFirst()) !== undefined,

    draftCount: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('draft_applications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** The candidate's draft for one position with its answers, if there is one. */
    draftAnswers: async (
      userId: number,
      positionId: number,
    ): Promise<DraftAnswersDetail | undefined> => {
      const row = await db
        .selectFrom('draft_applications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const answers = row.answers === null ? {} : parseStoredJson(row.answers, 'draft answers');
      return {
        position_id: row.position_id,
        answers: isDraftAnswers(answers) ? answers : {},
        completion_percent: row.completion_percent,
        updated_at: row.updated_at,
      };
    },

    /** Creates or replaces the candidate's draft for a position. */
    saveDraft: async (
      userId: number,
      positionId: number,
      answers: DraftAnswers,
      completionPercent: number,
      nowIso: string,
    ): Promise<DraftAnswersDetail> => {
      const values = {
        answers: JSON.stringify(answers),
        completion_percent: completionPercent,
        updated_at: nowIso,
      };
      await db
        .insertInto('draft_applications')
        .values({ user_id: userId, position_id: positionId, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'position_id']).doUpdateSet(values))
        .execute();
      return {
        position_id: positionId,
        answers,
        completion_percent: completionPercent,
        updated_at: nowIso,
      };
    },

    /** The candidate's applications among these positions: its id and when it was sent, by position. */
    appliedAmong: async (
      userId: number,
      positionIds: readonly number[],
    ): Promise<Map<number, { id: number; appliedAt: string }>> => {
      const possible = possibleRowIds(positionIds);
      if (possible.length === 0) return new Map();
      const rows = await db
        .selectFrom('applications')
        .select(['id', 'position_id', 'applied_at'])
        .where('user_id', '=', userId)
        .where('position_id', 'in', possible)
        .execute();
      return new Map(
        rows.map((row) => [row.position_id, { id: row.id, appliedAt: row.applied_at }] as const),
      );
    },

    /** The candidate's application to the position, if any. */
    idForPosition: async (userId: number, positionId: number): Promise<number | undefined> => {
      const row = await db
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', userId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Withdraws one of the candidate's own active applications. Another candidate's id reads as
     * unknown, so nobody learns which ids exist.
     */
    withdraw: async (
      userId: number,
      applicationId: number,
      reason: string | null,
      nowIso: string,
    ): Promise<{ application: Application; stepId: number } | WithdrawRefusal> => {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('applications')
          .select(['id', 'is_active'])
          .where('id', '=', applicationId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return 'not_found' as const;
        if (row.is_active !== 1) return 'not_active' as const;
        await trx
          .updateTable('applications')
          .set({ status: 'Withdrawn', is_active: 0, updated_at: nowIso, withdrawal_reason: reason })
          .where('id', '=', applicationId)
          .execute();
        return { stepId: await addStep(trx, applicationId, 'withdrawn', nowIso) };
      });
      if (typeof outcome === 'string') return outcome;
      const [application] = await withPositions(
        await db
          .selectFrom('applications')
          .select(columns)
          .where('id', '=', applicationId)
          .execute(),
      );
      return application ? { application, stepId: outcome.stepId } : 'not_found';
    },

    /**
     * Records a status the employer gave an application, with its timeline step. Returns the
     * application's candidate and position, or undefined when there is no such application.
     */
    changeStatus: async (
      applicationId: number,
      change: {
        step: ApplicationStep;
        status: string;
        stage: string | null;
        isActive: boolean;
        nowIso: string;
      },
    ): Promise<{ userId: number | null; positionId: number; stepId: number } | undefined> =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('applications')
          .set({
            status: change.status,
            ...(change.stage === null ? {} : { stage: change.stage }),
            is_active: change.isActive ? 1 : 0,
            updated_at: change.nowIso,
          })
          .where('id', '=', applicationId)
          .returning(['user_id', 'position_id'])
          .executeTakeFirst();
        if (!row) return undefined;
        const stepId = await addStep(trx, applicationId, change.step, change.nowIso);
        return { userId: row.user_id, positionId: row.position_id, stepId };
      }),

    /**
     * Gives an account the applications a visitor sent with the same email from the same browser
     * (`visitorKey`), so the account owns them from now on. Returns how many were claimed. A
     * position the account has already applied to keeps its visitor application unclaimed: an
     * account has one application per position.
     */
    claimVisitorApplications: async (
      userId: number,
      email: string,
      visitorKey: string | null,
    ): Promise<number> =>
      db.transaction().execute(async (trx) => {
        if (visitorKey === null) return 0;
        const claimed = await trx
          .updateTable('applications')
          .set({ user_id: userId, visitor_key: null })
          .where('user_id', 'is', null)
          .where('visitor_key', '=', visitorKey)
          .where('applicant_email', '=', normalizeEmail(email))
          .where('position_id', 'not in', (eb) =>
            eb
              .selectFrom('applications as own')
              .select('own.position_id')
              .where('own.user_id', '=', userId),
          )
          .returning('id')
          .execute();
        return claimed.length;
      }),

    /** Keeps a browser's unclaimed visitor applications when its visitor id is replaced. */
    moveVisitorApplications: async (
      fromVisitorKey: string,
      toVisitorKey: string,
    ): Promise<void> => {
      await db
        .updateTable('applications')
        .set({ visitor_key: toVisitorKey })
        .where('user_id', 'is', null)
        .where('visitor_key', '=', fromVisitorKey)
        .execute();
    },

    countForPosition: async (positionId: number): Promise<number> => {
      const row = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('position_id', '=', positionId)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /**
     * Stores the application and removes the candidate's draft for the position, atomically, with
     * the candidate's row held as saving a draft holds it: a draft saved alongside is either
     * removed here or refused.
     */
    create: async (
      application: NewApplication,
    ): Promise<{ application: Application; stepId: number }> => {
      const { row, stepId } = await db.transaction().execute(async (trx) => {
        if (application.userId !== null) await lockUserRow(trx, application.userId);
        const row = await trx
          .insertInto('applications')
          .values({
            user_id: application.userId,
            applicant_email: application.applicantEmail,
            visitor_key: application.visitorKey,
            position_id: application.positionId,
            status: 'Submitted',
            stage: 'Application received',
            applied_at: application.nowIso,
            updated_at: application.nowIso,
            is_active: 1,
            form_data: JSON.stringify(application.formData),
            resume_file_name: application.resume?.fileName ?? null,
            resume_content_type: application.resume?.contentType ?? null,
            resume_content: application.resume?.content ?? null,
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        const stepId = await addStep(trx, row.id, 'applied', application.nowIso);
        if (application.userId !== null) {
          await trx
            .deleteFrom('draft_applications')
            .where('user_id', '=', application.userId)
            .where('position_id', '=', application.positionId)
            .execute();
        }
        return { row, stepId };
      });
      const [created] = await withPositions([row]);
      if (!created) throw new Error(`Position ${application.positionId} vanished while applying`);
      return { application: created, stepId };
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
