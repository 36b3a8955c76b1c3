import type { components } from '../../../../generated/server/pcsx';
import type { Db } from '../database';
import type { PositionsRepository } from './positions';

type Application = components['schemas']['Application'];

export interface NewApplication {
  userId: number | null;
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
    }[],
  ): Promise<Application[]> => {
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
  ] as const;

  return {
    /** Most recently updated first. */
    listForUser: async (userId: number): Promise<Application[]> =>
      withPositions(
        await db
          .selectFrom('applications')
          .select(columns)
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ),

    hasApplied: async (
      userId: number | null,
      email: string,
      positionId: number,
    ): Promise<boolean> => {
      const query = db
        .selectFrom('applications')
        .select('id')
        .where('position_id', '=', positionId);
      const row = await (
        userId === null
          ? query.where('user_id', 'is', null).where('applicant_email', '=', email)
          : query.where('user_id', '=', userId)
      ).executeTakeFirst();
      return row !== undefined;
    },

    appliedPositionIds: async (
      userId: number,
      positionIds: readonly number[],
    ): Promise<Set<number>> => {
      if (positionIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('applications')
        .select('position_id')
        .where('user_id', '=', userId)
        .where('position_id', 'in', positionIds)
        .execute();
      return new Set(rows.map((row) => row.position_id));
    },

    countForPosition: async (positionId: number): Promise<number> => {
      const row = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('position_id', '=', positionId)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Stores the application and removes the candidate's draft for the position, atomically. */
    create: async (application: NewApplication): Promise<Application> => {
      const row = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('applications')
          .values({
            user_id: application.userId,
            applicant_email: application.applicantEmail,
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
        if (application.userId !== null) {
          await trx
            .deleteFrom('draft_applications')
            .where('user_id', '=', application.userId)
            .where('position_id', '=', application.positionId)
            .execute();
        }
        return row;
      });
      const [created] = await withPositions([row]);
      if (!created) throw new Error(`Position ${application.positionId} vanished while applying`);
      return created;
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
