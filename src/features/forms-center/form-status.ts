import type { FormSummary } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';

/** The message id of each form status's label; components translate it at render. */
export const FORM_STATUS_LABELS: Record<FormSummary['status'], MessageId<'forms'>> = {
  open: 'forms.center.status.open',
  in_progress: 'forms.center.status.inProgress',
  completed: 'forms.center.status.completed',
};

/** Where a form stands against its due date: past it and still to do, before it, or neither. */
export type FormDueState = 'overdue' | 'due' | 'none';

/**
 * A form is overdue once its due instant has passed while it is not completed; a completed form
 * is never overdue, and a form without a due date never is.
 */
export const formDueState = (
  form: Pick<FormSummary, 'status' | 'dueAt'>,
  nowMs: number,
): FormDueState => {
  if (form.dueAt === null || form.status === 'completed') return 'none';
  const dueMs = Date.parse(form.dueAt);
  if (Number.isNaN(dueMs)) return 'none';
  return dueMs < nowMs ? 'overdue' : 'due';
};

/**
 * The forms with the overdue ones first; otherwise the server's order (due soonest first) is
 * kept, as the sort is stable.
 */
export const overdueFirst = <T extends Pick<FormSummary, 'status' | 'dueAt'>>(
  forms: readonly T[],
  nowMs: number,
): T[] => {
  const rank = (form: T) => (formDueState(form, nowMs) === 'overdue' ? 0 : 1);
  return [...forms].sort((a, b) => rank(a) - rank(b));
};
