import type { InterviewStatus } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-messages';

/** Labels of interview statuses, translated at render. */
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, MessageId<'candidate'>> = {
  scheduled: 'candidate.interviews.statusLabel.scheduled',
  completed: 'candidate.interviews.statusLabel.completed',
  canceled: 'candidate.interviews.statusLabel.canceled',
};
