import type { components } from '../../../../generated/server/pcsx';
import { isRecord, parseStoredJson } from '../../lib/json';
import type { Db } from '../database';
import type { FormRow } from '../schema';

type FormSummary = components['schemas']['FormSummary'];

const toSummary = (row: FormRow): FormSummary => {
  const values = row.form_values === null ? null : parseStoredJson(row.form_values, 'form values');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    dueAt: row.due_at,
    updatedAt: row.updated_at,
    schemaName: row.schema_name,
    variant: row.variant,
    // openapi-typescript renders a property-less `type: object` as Record<string, never>; the
    // contract allows any answers object here.
    values: isRecord(values) ? (values as Record<string, never>) : null,
  };
};

/** Forms assigned to one candidate; every query is scoped by user id. */
export const createFormsRepository = (db: Db) => ({
  /** Due soonest first (forms without a due date last), then by title. */
  list: async (userId: number): Promise<FormSummary[]> => {
    const rows = await db
      .selectFrom('forms')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy((eb) => eb('due_at', 'is', null))
      .orderBy('due_at')
      .orderBy('title')
      .execute();
    return rows.map(toSummary);
  },

  get: async (userId: number, formId: string): Promise<FormSummary | undefined> => {
    const row = await db
      .selectFrom('forms')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', formId)
      .executeTakeFirst();
    return row ? toSummary(row) : undefined;
  },

  /** A form of this schema the candidate has still to submit, if any. */
  findPendingBySchema: async (
    userId: number,
    schemaName: string,
  ): Promise<FormSummary | undefined> => {
    const row = await db
      .selectFrom('forms')
      .selectAll()
      .where('user_id', '=', userId)
      .where('schema_name', '=', schemaName)
      .where('status', '!=', 'completed')
      .executeTakeFirst();
    return row ? toSummary(row) : undefined;
  },

  /**
   * Stores the answers, and the status, of a form not yet submitted, in one statement; false when
   * it is submitted already, also by a request that ran alongside, whose answers then stay.
   */
  save: async (
    userId: number,
    formId: string,
    values: Record<string, unknown>,
    status: FormSummary['status'],
    nowIso: string,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('forms')
      .set({ form_values: JSON.stringify(values), status, updated_at: nowIso })
      .where('user_id', '=', userId)
      .where('id', '=', formId)
      .where('status', '!=', 'completed')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});

export type FormsRepository = ReturnType<typeof createFormsRepository>;
