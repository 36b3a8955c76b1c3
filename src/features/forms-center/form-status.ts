import type { FormSummary } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';

/** The message id of each form status's label; components translate it at render. */
export const FORM_STATUS_LABELS: Record<FormSummary['status'], MessageId<'forms'>> = {
  open: 'forms.center.status.open',
  in_progress: 'forms.center.status.inProgress',
  completed: 'forms.center.status.completed',
};
