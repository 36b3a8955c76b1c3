import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes MM/DD/YYYY in English', () => {
    expect(formatDate(new Date(2026, 0, 5, 12), 'en')).toBe('01/05/2026');
    expect(formatDate(new Date(2026, 11, 31, 12).toISOString(), 'en')).toBe('12/31/2026');
    expect(formatDate(new Date(2026, 11, 31, 12), 'en-XA')).toBe('12/31/2026');
  });

  it("writes other locales' own date order", () => {
    const date = new Date(2026, 11, 31, 12);
    expect(formatDate(date, 'de')).toBe('31.12.2026');
    expect(formatDate(date, 'ja')).toBe('2026/12/31');
    expect(formatDate(date, 'fr')).toBe('31/12/2026');
  });

  it('reads the date on the clock of the zone given', () => {
    // 23:30 in New York on December 31 is already January 1 in Tokyo.
    const instant = '2027-01-01T04:30:00Z';
    expect(formatDate(instant, 'en', 'America/New_York')).toBe('12/31/2026');
    expect(formatDate(instant, 'en', 'Asia/Tokyo')).toBe('01/01/2027');
    expect(formatDate(instant, 'de', 'America/New_York')).toBe('31.12.2026');
    expect(formatDate(instant, 'de', 'Asia/Tokyo')).toBe('01.01.2027');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
