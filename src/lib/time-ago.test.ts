import { elapsedSince, formatTimeAgo } from './time-ago';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('elapsedSince', () => {
  test.each([
    [30_000, null],
    [-90_000, null],
    [MINUTE_MS, { value: 1, unit: 'minute' }],
    [59 * MINUTE_MS, { value: 59, unit: 'minute' }],
    [60 * MINUTE_MS, { value: 1, unit: 'hour' }],
    [DAY_MS - 1, { value: 23, unit: 'hour' }],
    [6 * DAY_MS, { value: 6, unit: 'day' }],
    [15 * DAY_MS, { value: 2, unit: 'week' }],
    [45 * DAY_MS, { value: 1, unit: 'month' }],
    [800 * DAY_MS, { value: 2, unit: 'year' }],
  ])('%i ms ago is %o', (elapsed, expected) => {
    expect(elapsedSince(ago(elapsed), NOW)).toEqual(expected);
  });

  test('an unreadable time is not shown as an age', () => {
    expect(elapsedSince('not a date', NOW)).toBeNull();
  });
});

describe('formatTimeAgo', () => {
  test("says how long ago in the locale's words, singular and plural", () => {
    expect(formatTimeAgo({ value: 1, unit: 'minute' }, 'en')).toBe('1 minute ago');
    expect(formatTimeAgo({ value: 3, unit: 'day' }, 'en')).toBe('3 days ago');
    expect(formatTimeAgo({ value: 2, unit: 'day' }, 'de')).toBe('vor 2 Tagen');
    expect(formatTimeAgo({ value: 5, unit: 'hour' }, 'ja')).toBe('5 時間前');
  });
});
