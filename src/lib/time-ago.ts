const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

export type ElapsedUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The largest whole unit a time span reaches, below the next one (30 days make a month). */
const UNITS: readonly { unit: ElapsedUnit; ms: number; below: number }[] = [
  { unit: 'minute', ms: MINUTE_MS, below: HOUR_MS },
  { unit: 'hour', ms: HOUR_MS, below: DAY_MS },
  { unit: 'day', ms: DAY_MS, below: WEEK_MS },
  { unit: 'week', ms: WEEK_MS, below: MONTH_MS },
  { unit: 'month', ms: MONTH_MS, below: YEAR_MS },
  { unit: 'year', ms: YEAR_MS, below: Infinity },
];

/**
 * How long ago `createdAt` was at `now`, as a count of one unit; `null` under a minute (and for
 * times ahead of the clock, which reads whole minutes).
 */
export const elapsedSince = (
  createdAt: string,
  now: number,
): { value: number; unit: ElapsedUnit } | null => {
  const elapsed = now - Date.parse(createdAt);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return null;
  const { unit, ms } = UNITS.find((each) => elapsed < each.below) ?? { unit: 'year', ms: YEAR_MS };
  return { value: Math.floor(elapsed / ms), unit };
};

const relativeTimes = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "vor 2 Tagen", "قبل يومين": the span in the locale's own relative-time words. */
export const formatTimeAgo = (
  { value, unit }: { value: number; unit: ElapsedUnit },
  locale: string,
): string => {
  let format = relativeTimes.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    relativeTimes.set(locale, format);
  }
  return format.format(-value, unit);
};
