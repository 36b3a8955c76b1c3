/** The cache lifetimes a query may choose from, for React Query's `staleTime`. */
export const STALE_TIME = {
  TEN_SECONDS: 10_000,
  THIRTY_SECONDS: 30_000,
  TWO_MINUTES: 120_000,
  FIVE_MINUTES: 300_000,
  TEN_MINUTES: 600_000,
  ONE_HOUR: 3_600_000,
  TWELVE_HOURS: 43_200_000,
  ONE_DAY: 86_400_000,
  INFINITE: Infinity,
} as const;

/** The cached GET life of the spec (3600 s): the default for every query. */
export const DEFAULT_STALE_TIME = STALE_TIME.ONE_HOUR;
