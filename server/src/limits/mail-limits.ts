import type { RateLimit } from './keys';

const perHour = (limit: number): RateLimit => ({ limit, windowMs: 60 * 60_000 });

/**
 * Requests that send a mail: limited per email, so nobody can flood an inbox, and per client
 * address, so one machine cannot mail thousands of inboxes.
 */
export const DEFAULT_MAIL_LIMITS = {
  resetPassword: perHour(3),
  resetPasswordPerAddress: perHour(10),
  registration: perHour(3),
  // Generous: people behind one office or school address register on the same day.
  registrationPerAddress: perHour(50),
  jobAlert: perHour(5),
  jobAlertPerAddress: perHour(30),
} as const satisfies Record<string, RateLimit>;

/** The limits counted per client address, which `PCSX_RATE_LIMIT_FACTOR` multiplies. */
export interface AddressMailLimits {
  resetPasswordPerAddress: RateLimit;
  registrationPerAddress: RateLimit;
  jobAlertPerAddress: RateLimit;
}
