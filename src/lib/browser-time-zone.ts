/** The part of the Temporal API read here (not yet in TypeScript's libraries). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone. Temporal names it without ICU's date formatting data, which a
 * first `Intl.DateTimeFormat` loads in one long main-thread step (tens of milliseconds on a
 * phone), as the page's first API call used to; browsers without Temporal use `Intl`.
 */
export const browserTimeZone = (): string => {
  const { Temporal } = globalThis as typeof globalThis & { Temporal?: TemporalNow };
  return Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
};
