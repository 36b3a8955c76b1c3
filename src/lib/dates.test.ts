import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes MM/DD/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('01/05/2026');
    expect(formatDate(new Date(2026, 11, 31, 12).toISOString())).toBe('12/31/2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
