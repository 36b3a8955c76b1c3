import { formatSsn, isValidSsn, SSN_MAX_LENGTH } from './ssn';

describe('SSN', () => {
  test('auto-formats as XXX-XX-XXXX while typing', () => {
    expect(formatSsn('1')).toBe('1');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
  });

  test('is capped at 11 characters', () => {
    expect(SSN_MAX_LENGTH).toBe(11);
    expect(formatSsn('1234567890123')).toBe('123-45-6789');
    expect(formatSsn('1234567890123')).toHaveLength(11);
  });

  test('three digits, two digits, four digits with dashes', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('123456789')).toBe(false);
    expect(isValidSsn('123-45-678')).toBe(false);
  });
});
