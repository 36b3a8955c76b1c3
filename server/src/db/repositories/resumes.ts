import type { components } from '../../../../generated/server/pcsx';
import { parseStoredJson } from '../../lib/json';
import type { Db } from '../database';
import { lockUserRow } from '../dialect';

type ResumeSummary = components['schemas']['ResumeSummary'];
type ParsedResume = components['schemas']['ParsedResume'];

export interface NewResume {
  fileName: string;
  contentType: string;
  content: Buffer;
  uploadedAt: string;
  parsed: ParsedResume;
}

export interface ResumeFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const SUMMARY_COLUMNS = [
  'id',
  'file_name',
  'content_type',
  'size_bytes',
  'uploaded_at',
  'is_primary',
] as const;

const toSummary = (row: {
  id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: string;
  is_primary: number;
}): ResumeSummary => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  uploadedAt: row.uploaded_at,
  isPrimary: row.is_primary === 1,
});

/**
 * A candidate's uploaded resumes. Every read and write is scoped by the owner's id, so another
 * candidate's resume id reads as missing.
 */
export const createResumesRepository = (db: Db) => {
  const list = async (userId: number): Promise<ResumeSummary[]> =>
    (
      await db
        .selectFrom('resumes')
        .select(SUMMARY_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute()
    ).map(toSummary);

  return {
    list,

    /** The site's skills vocabulary, which parsing matches skills against. */
    skillVocabulary: async (): Promise<string[]> =>
      (await db.selectFrom('skills').select('name').orderBy('id').execute()).map((row) => row.name),

    count: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('resumes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * Stores a new resume as the primary one, unless the candidate already keeps `limits.resumes`
     * of them, or it would take their resumes past `limits.bytes`: counted in the same transaction,
     * with the user's row held, so uploads running side by side cannot pass a limit together.
     */
    add: (
      userId: number,
      resume: NewResume,
      limits: { resumes: number; bytes: number },
    ): Promise<ResumeSummary | 'limit_reached' | 'quota_full'> =>
      db.transaction().execute(async (trx) => {
        await lockUserRow(trx, userId);
        const kept = await trx
          .selectFrom('resumes')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
          ])
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (kept.count >= limits.resumes) return 'limit_reached';
        if (kept.bytes + resume.content.length > limits.bytes) return 'quota_full';
        await trx
          .updateTable('resumes')
          .set({ is_primary: 0 })
          .where('user_id', '=', userId)
          .execute();
        const row = await trx
          .insertInto('resumes')
          .values({
            user_id: userId,
            file_name: resume.fileName,
            content_type: resume.contentType,
            size_bytes: resume.content.length,
            content: resume.content,
            uploaded_at: resume.uploadedAt,
            is_primary: 1,
            parsed_json: JSON.stringify(resume.parsed),
          })
          .returning(SUMMARY_COLUMNS)
          .executeTakeFirstOrThrow();
        return toSummary(row);
      }),

    file: async (userId: number, resumeId: number): Promise<ResumeFile | undefined> => {
      const row = await db
        .selectFrom('resumes')
        .select(['file_name', 'content_type', 'content'])
        .where('user_id', '=', userId)
        .where('id', '=', resumeId)
        .executeTakeFirst();
      return row
        ? { fileName: row.file_name, contentType: row.content_type, content: row.content }
        : undefined;
    },

    /** What parsing found; null for a resume stored before parsing existed. */
    parsed: async (userId: number, resumeId: number): Promise<ParsedResume | null | undefined> => {
      const row = await db
        .selectFrom('resumes')
        .select('parsed_json')
        .where('user_id', '=', userId)
        .where('id', '=', resumeId)
        .executeTakeFirst();
      if (!row) return undefined;
      // Written by this server from a value checked against the contract.
      return row.parsed_json === null
        ? null
        : (parseStoredJson(row.parsed_json, 'parsed resume') as ParsedResume);
    },

    /** False when the candidate has no such resume. */
    setPrimary: (userId: number, resumeId: number): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        await lockUserRow(trx, userId);
        const owned = await trx
          .selectFrom('resumes')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', resumeId)
          .executeTakeFirst();
        if (!owned) return false;
        await trx
          .updateTable('resumes')
          .set((eb) => ({
            is_primary: eb.case().when('id', '=', resumeId).then(1).else(0).end(),
          }))
          .where('user_id', '=', userId)
          .execute();
        return true;
      }),

    /**
     * False when the candidate has no such resume; a deleted primary passes to the newest left,
     * found with the user's row held, so a resume deleted alongside is not the one chosen.
     */
    remove: (userId: number, resumeId: number): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        await lockUserRow(trx, userId);
        const removed = await trx
          .deleteFrom('resumes')
          .where('user_id', '=', userId)
          .where('id', '=', resumeId)
          .returning('is_primary')
          .executeTakeFirst();
        if (!removed) return false;
        if (removed.is_primary === 1) {
          const newest = await trx
            .selectFrom('resumes')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (newest) {
            await trx
              .updateTable('resumes')
              .set({ is_primary: 1 })
              .where('id', '=', newest.id)
              .execute();
          }
        }
        return true;
      }),
  };
};

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
