import type { components } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import { sha256 } from '../auth/tokens';
import { toListing, type PositionRecord } from '../db/repositories/positions';
import type { UserRow } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { isoSeconds } from '../lib/time';
import type { Services } from '../services';

type PositionSummary = components['schemas']['PositionSummary'];

/** The signed-in user; operations that need one are already refused for visitors. */
export const requireUser = (caller: Caller): UserRow => {
  if (!caller.user) throw unauthenticated();
  return caller.user;
};

/** The stored key of the caller's browser for visitor applications; null without an anonymous id. */
export const visitorKeyOf = (caller: Caller): string | null =>
  caller.anonymousId === null ? null : sha256(`visitor:${caller.anonymousId}`);

export const nowIso = (services: Services): string => isoSeconds(services.now());

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
