import type { Services } from '../services';
import { DAY_MS } from '../lib/time';
import { payloadTooLarge, rateLimited } from '../http/errors';

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

/** An event as stored: its texts and its metrics as JSON. */
export interface TelemetryEvent {
  event: string;
  namespace: string;
  dataJson: string | null;
  metrics: unknown;
}

/** The bytes an event takes in the table's text columns. */
export const storedBytesOf = (event: TelemetryEvent): number =>
  Buffer.byteLength(event.event) +
  Buffer.byteLength(event.namespace) +
  Buffer.byteLength(event.dataJson ?? '') +
  (event.metrics === undefined ? 0 : Buffer.byteLength(JSON.stringify(event.metrics)));

/**
 * Refuses an event larger than `eventBytes` (413), or one that would take the address past its
 * day's share (429 with `Retry-After`); else counts it against that share.
 */
export const admitTelemetry = async (
  services: Services,
  address: string,
  event: TelemetryEvent,
  nowMs: number,
): Promise<void> => {
  const bytes = storedBytesOf(event);
  if (bytes > TELEMETRY_BOUNDS.eventBytes) throw payloadTooLarge('server.telemetry.eventTooLarge');
  const wait = await services.limiters.telemetryBytes.spend(address, bytes, nowMs);
  if (wait > 0) throw rateLimited(wait);
};

/** Deletes events past their age, then the oldest beyond the count; gives how many went. */
export const pruneTelemetry = (services: Services, nowMs: number): Promise<number> =>
  services.repositories.activity.pruneEvents(
    nowMs - TELEMETRY_BOUNDS.keepMs,
    TELEMETRY_BOUNDS.keepEvents,
  );
