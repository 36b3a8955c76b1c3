import type { components } from '../../../generated/server/pcsx';
import type { ProfileChanges } from '../profile/edit';
import type { Message } from '../i18n/messages';
import { fieldFailed, payloadTooLarge } from './errors';

type UserProfile = components['schemas']['UserProfile'];

/**
 * What one candidate, or one visitor, may keep on the server. Each list is far longer than a
 * person uses and short enough that no account, and no script posing as many visitors, can fill
 * the disk or make every page carry megabytes.
 */
export const QUOTAS = {
  /** The whole stored profile (every section) as JSON. */
  profileBytes: 256 * 1024,
  /** All of a candidate's resumes together (each is at most 10 MB; at most 10 are kept). */
  resumeBytes: 50 * 1024 * 1024,
  drafts: 50,
  jobCartPositions: 100,
  savedPositions: 500,
  /** Applications one visitor (one browser) sends before signing in. */
  visitorApplications: 20,
  /** An application's answers as JSON; the resume travels beside them. */
  applicationAnswerBytes: 64 * 1024,
} as const;

const jsonBytes = (value: unknown): number =>
  value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value));

/** 413 when the profile after `changes` would be larger than the quota; nothing is stored. */
export const ensureProfileFits = (profile: UserProfile, changes: ProfileChanges): void => {
  const next = { ...profile, ...changes.profile, ...changes.names };
  if (jsonBytes(next) > QUOTAS.profileBytes) {
    throw payloadTooLarge('server.profile.tooLarge');
  }
};

/** 413 when an application's answers are larger than the quota. */
export const ensureAnswersFit = (answers: unknown): void => {
  if (jsonBytes(answers) > QUOTAS.applicationAnswerBytes) {
    throw payloadTooLarge('server.apply.answersTooLarge');
  }
};

/** 422 naming the list that is full and how to make room. */
export const quotaReached = (field: string, message: Message) => fieldFailed(field, message);
