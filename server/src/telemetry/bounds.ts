import { DAY_MS } from '../lib/time';

/**
 * How much telemetry the server keeps. Anonymous events are cheap to send, so each is bounded,
 * each address's share of the disk is bounded per day, and old events are forgotten: a script
 * cannot fill the disk, and the table stays the size of what is worth reading.
 */
export const TELEMETRY_BOUNDS = {
  /** One stored event, its metrics and data together; a page-load event is about 300 bytes. */
  eventBytes: 8 * 1024,
  /** What one address may store in a day: thousands of page views. */
  bytesPerAddress: { limit: 2 * 1024 * 1024, windowMs: DAY_MS },
  /** Events older than this are deleted. */
  keepMs: 30 * DAY_MS,
  /** Beyond this many events, the oldest are deleted. */
  keepEvents: 1_000_000,
} as const;
