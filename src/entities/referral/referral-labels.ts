import type { ReferralStatus } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';

/** Labels of referral statuses, translated at render. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, MessageId<'candidate'>> = {
  submitted: 'candidate.referrals.statusLabel.submitted',
  viewed: 'candidate.referrals.statusLabel.viewed',
  interviewing: 'candidate.referrals.statusLabel.interviewing',
  hired: 'candidate.referrals.statusLabel.hired',
  not_selected: 'candidate.referrals.statusLabel.notSelected',
};
