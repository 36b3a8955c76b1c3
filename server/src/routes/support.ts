import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import { visitorApplicationKey, type Caller } from '../auth/identity';
import { toListing, type PositionRecord } from '../db/repositories/positions';
import { createProfilesRepository } from '../db/repositories/profiles';
import { createUsersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { unauthenticated } from '../http/errors';
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
 * Saves a profile edit (from the profile screen or an applied resume): email, names and profile
 * fields in one transaction, so a refused email leaves everything as it was. False when the email
 * belongs to another account.
 */
export const saveProfileChanges = (
  services: Services,
  userId: number,
  changes: ProfileChanges,
): Promise<boolean> =>
  services.db.transaction().execute(async (trx) => {
    const users = createUsersRepository(trx);
    if (changes.email !== undefined && !(await users.updateEmail(userId, changes.email))) {
      return false;
    }
    await users.updateNames(userId, changes.names);
    await createProfilesRepository(trx).update(userId, changes.profile, nowIso(services));
    return true;
  });

/** Listings with `isSaved` for the caller (always false for visitors). */
export const withSavedState = async (
  services: Services,
  caller: Caller,
  records: readonly PositionRecord[],
): Promise<PositionSummary[]> => {
  const saved = caller.user
    ? await services.repositories.savedPositions.savedAmong(
        caller.user.id,
        records.map((record) => record.id),
      )
    : new Set<number>();
  return records.map((record) => ({ ...toListing(record), isSaved: saved.has(record.id) }));
};
