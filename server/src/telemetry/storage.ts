import type { Services } from '../services';
import { payloadTooLarge, rateLimited } from '../http/errors';
import { TELEMETRY_BOUNDS } from './bounds';

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
