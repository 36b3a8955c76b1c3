/** ISO 8601 instant without milliseconds ("2026-03-27T23:59:59Z"), as the contract writes them. */
export const isoSeconds = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export const DAY_MS = 86_400_000;

/** The calendar day ("2026-03-27") an instant falls on in the IANA time zone `zone`. */
export const dayIn = (ms: number, zone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** Whether the runtime knows `zone` as an IANA time zone ("America/Chicago"). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
