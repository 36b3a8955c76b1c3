import { MESSAGES, type FormsTranslate } from './messages';

/** A date range value: MM/YYYY months; while current, the end is this month. */
export interface DateRangeValue {
  startDate: string | null;
  endDate: string | null;
  isCurrent: boolean;
}

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/\d{4}$/;

export const isMonthYear = (value: unknown): value is string =>
  typeof value === 'string' && MONTH_YEAR.test(value);

/** This month as MM/YYYY. */
export const currentMonthYear = (today: Date = new Date()): string =>
  `${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;

/** Formats typed digits as MM/YYYY, so "012024" reads "01/2024". */
export const formatMonthYearInput = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Only one of start and end (or a month not yet complete) gives the date range message; both or
 * neither is fine here, and neither is left to the required check.
 */
export const validateDateRange = (
  value: Partial<DateRangeValue>,
  t: FormsTranslate,
): string | undefined => {
  const isCurrent = value.isCurrent === true;
  if (isBlank(value.startDate) && isBlank(value.endDate) && !isCurrent) return undefined;
  const isComplete = isMonthYear(value.startDate) && (isCurrent || isMonthYear(value.endDate));
  return isComplete ? undefined : t(MESSAGES.dateRange);
};
