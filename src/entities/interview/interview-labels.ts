import type { InterviewStatus } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-messages';

/** Labels of interview statuses, translated at render. */
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, MessageId<'candidate'>> = {
  scheduled: 'candidate.interviews.statusLabel.scheduled',
  completed: 'candidate.interviews.statusLabel.completed',
  canceled: 'candidate.interviews.statusLabel.canceled',
};

/** The hiring stages the employer's system names (in English), by message id. */
const HIRING_STAGE_LABELS: Readonly<Record<string, MessageId<'candidate'>>> = {
  'Application received': 'candidate.stage.applicationReceived',
  'Recruiter screen': 'candidate.stage.recruiterScreen',
  Interview: 'candidate.stage.interview',
  'Technical interview': 'candidate.stage.technicalInterview',
  'Hiring manager interview': 'candidate.stage.hiringManagerInterview',
  'Hiring manager review': 'candidate.stage.hiringManagerReview',
  'Panel interview': 'candidate.stage.panelInterview',
  'Offer extended': 'candidate.stage.offerExtended',
  Hired: 'candidate.stage.hired',
};

/**
 * A hiring stage in the page's language; a stage the portal has no words for is shown as the
 * employer wrote it.
 */
export const hiringStageLabel = (stage: string, t: Translate<'candidate'>): string => {
  const id = Object.hasOwn(HIRING_STAGE_LABELS, stage) ? HIRING_STAGE_LABELS[stage] : undefined;
  return id ? t(id) : stage;
};
