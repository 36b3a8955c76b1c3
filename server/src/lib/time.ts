/** ISO 8601 instant without milliseconds ("2026-03-27T23:59:59Z"), as the contract writes them. */
export const isoSeconds = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export const DAY_MS = 86_400_000;
