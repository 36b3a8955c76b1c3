import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import { visitorApplicationKey, type Caller } from '../auth/identity';
import { toListing, type PositionRecord } from '../db/repositories/positions';
import { createProfilesRepository } from '../db/repositories/profiles';
import { createUsersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { lockUserRow } from '../db/dialect';
import { unauthenticated, validationFailed } from '../http/errors';
import { ensureProfileFits } from '../http/quotas';
import { isoSeconds } from '../lib/time';
import type { NotifyContext } from '../notifications/notify';
import type { ProfileChanges } from '../profile/edit';
import type { Services } from '../services';

type PositionSummary = components['schemas']['PositionSummary'];
type UserProfile = components['schemas']['UserProfile'];

/** The signed-in user; operations that need one are already refused for visitors. */
export const requireUser = (caller: Caller): UserRow => {
  if (!caller.user) throw unauthenticated();
  return caller.user;
};

/** The stored key of the caller's browser for visitor applications; null without an anonymous id. */
export const visitorKeyOf = (caller: Caller): string | null =>
  caller.anonymousId === null ? null : visitorApplicationKey(caller.anonymousId);

export const nowIso = (services: Services): string => isoSeconds(services.now());

/** Notifying from a request: its failures go to the request's log. */
export const notifyContextOf = (services: Services, log: FastifyBaseLogger): NotifyContext => ({
  db: services.db,
  mail: services.mail,
  logFailure: (error, message) => log.error({ err: error }, message),
});

/** The signed-in candidate's profile; every account has one from registration on. */
export const profileOf = async (services: Services, userId: number): Promise<UserProfile> => {
  const profile = await services.repositories.profiles.get(userId);
  if (!profile) throw new Error(`User ${userId} has no profile`);
  return profile;
};

/**
 * Changes the candidate's profile from what it holds now (an edit on the profile screen, an
 * applied resume): reads it, works out the change and saves it in one transaction that holds the
 * user's row, so edits sent at the same time from other tabs, devices or server processes each
 * build on the one before and none is lost. Email, names and profile fields commit together: when
 * `change` refuses, or the email belongs to another account (422 on `emailField`), nothing is
 * stored. Returns the profile as saved.
 */
export const changeProfile = (
  services: Services,
  userId: number,
  change: (profile: UserProfile) => ProfileChanges,
  emailField: string,
): Promise<UserProfile> =>
  services.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const profiles = createProfilesRepository(trx);
    const users = createUsersRepository(trx);
    const profile = await profiles.get(userId);
    if (!profile) throw new Error(`User ${userId} has no profile`);
    const changes = change(profile);
    ensureProfileFits(profile, changes);
    if (changes.email !== undefined && !(await users.updateEmail(userId, changes.email))) {
      throw validationFailed('server.profile.invalidRequest', [
        { name: emailField, message: 'server.profile.emailTaken' },
      ]);
    }
    await users.updateNames(userId, changes.names);
    await profiles.update(userId, changes.profile, nowIso(services));
    const saved = await profiles.get(userId);
    if (!saved) throw new Error(`User ${userId} has no profile`);
    return saved;
  });

/**
 * Listings with `isSaved` for the caller (always false for visitors) and, for a candidate,
 * `hasApplied`.
 */
export const withSavedState = async (
  services: Services,
  caller: Caller,
  records: readonly PositionRecord[],
): Promise<PositionSummary[]> => {
  const { user } = caller;
  if (!user) return records.map((record) => ({ ...toListing(record), isSaved: false }));
  const ids = records.map((record) => record.id);
  const [saved, applied] = await Promise.all([
    services.repositories.savedPositions.savedAmong(user.id, ids),
    services.repositories.applications.appliedAmong(user.id, ids),
  ]);
  return records.map((record) => ({
    ...toListing(record),
    isSaved: saved.has(record.id),
    hasApplied: applied.has(record.id),
  }));
};
