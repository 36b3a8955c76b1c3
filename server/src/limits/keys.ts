import { createHash } from 'node:crypto';

/** At most `limit` events within `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * How a limit's key is stored: hashed with its scope, so the rows name no email or address and
 * two scopes never share a count.
 */
export const storedKey = (scope: string, key: string): string =>
  createHash('sha256').update(`${scope}\0${key}`).digest('base64url');

/** Whole seconds until `atMs`, at least 1 while it is in the future; 0 once it has passed. */
export const secondsUntil = (atMs: number, nowMs: number): number =>
  atMs <= nowMs ? 0 : Math.max(1, Math.ceil((atMs - nowMs) / 1000));
