import type { MessageId, MessageValues } from '../../../i18n/message-ids';

const MB = 1024 * 1024;

/** Any screen's `t` that knows the candidate catalogue, whatever else it loaded. */
type CandidateTranslate = (id: MessageId<'candidate'>, values?: MessageValues) => string;

/** "184 KB" or "1.2 MB": a resume's size as the upload and the manager show it. */
export const formatFileSize = (bytes: number, t: CandidateTranslate): string =>
  bytes >= MB
    ? t('candidate.resume.sizeMb', { size: (bytes / MB).toFixed(1) })
    : t('candidate.resume.sizeKb', { size: String(Math.max(1, Math.round(bytes / 1024))) });
