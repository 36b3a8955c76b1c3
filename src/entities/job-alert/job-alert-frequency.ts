import type { JobAlertFrequency } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';

/** The candidate's page of job alerts, where every saved search is managed. */
export const JOB_ALERTS_PATH = '/careers/job-alerts';

/** A new alert mails once a day unless the candidate chooses otherwise. */
export const DEFAULT_JOB_ALERT_FREQUENCY: JobAlertFrequency = 'daily';

/** Every frequency, in the order they are offered, with its label. */
export const JOB_ALERT_FREQUENCIES = [
  { value: 'instant', label: 'jobAlerts.frequency.instant' },
  { value: 'daily', label: 'jobAlerts.frequency.daily' },
  { value: 'weekly', label: 'jobAlerts.frequency.weekly' },
] as const satisfies readonly { value: JobAlertFrequency; label: MessageId<'jobAlerts'> }[];

export const isJobAlertFrequency = (value: string): value is JobAlertFrequency =>
  JOB_ALERT_FREQUENCIES.some((frequency) => frequency.value === value);
