import { formsT } from '../test-utils';
import { currentMonthYear, formatMonthYearInput, validateDateRange } from './date-range';

describe('date range', () => {
  test("only one of start and end: 'Please enter both a start and end date.'", () => {
    expect(
      validateDateRange({ startDate: '01/2020', endDate: null, isCurrent: false }, formsT),
    ).toBe('Please enter both a start and end date.');
    expect(
      validateDateRange({ startDate: null, endDate: '01/2021', isCurrent: false }, formsT),
    ).toBe('Please enter both a start and end date.');
  });

  test('both, or a start with "currently in this role", pass', () => {
    expect(
      validateDateRange({ startDate: '01/2020', endDate: '03/2022', isCurrent: false }, formsT),
    ).toBeUndefined();
    expect(
      validateDateRange({ startDate: '01/2020', endDate: null, isCurrent: true }, formsT),
    ).toBeUndefined();
  });

  test('neither date is left to the required check', () => {
    expect(
      validateDateRange({ startDate: null, endDate: null, isCurrent: false }, formsT),
    ).toBeUndefined();
  });

  test('a month not typed to the end counts as missing', () => {
    expect(
      validateDateRange({ startDate: '01/20', endDate: '03/2022', isCurrent: false }, formsT),
    ).toBe('Please enter both a start and end date.');
  });

  test('typed digits read as MM/YYYY; the current month as MM/YYYY', () => {
    expect(formatMonthYearInput('0120')).toBe('01/20');
    expect(formatMonthYearInput('012024')).toBe('01/2024');
    expect(currentMonthYear(new Date(2026, 2, 19))).toBe('03/2026');
  });
});
