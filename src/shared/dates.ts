const pad = (value: number) => String(value).padStart(2, '0');

/** English keeps the product's fixed MM/DD/YYYY (the pseudo-locale is English too). */
const usesFixedEnglishFormat = (locale: string): boolean => locale === 'en' || locale === 'en-XA';

/** The locale whose numeric parts make the fixed English MM/DD/YYYY. */
const FIXED_ENGLISH_LOCALE = 'en-US';

const numericDates = new Map<string, Intl.DateTimeFormat>();

const numericDateFormat = (locale: string, timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = numericDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    numericDates.set(key, format);
  }
  return format;
};

/** MM/DD/YYYY of an instant as the clock in `timeZone` reads it. */
const fixedEnglishDateIn = (date: Date, timeZone: string): string => {
  const parts = numericDateFormat(FIXED_ENGLISH_LOCALE, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
};

/**
 * A date as the clock in `timeZone` reads it (the saved zone of a signed-in candidate; the
 * runtime's own zone when omitted): MM/DD/YYYY in English, as the spec fixes it; every other
 * locale its own numeric order and separators (31.12.2026, 2026/12/31, 31/12/2026).
 */
export const formatDate = (
  value: string | number | Date,
  locale: string,
  timeZone?: string,
): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (usesFixedEnglishFormat(locale)) {
    // Without a zone the Date's own fields serve: no ICU date data is loaded for the first paint.
    if (timeZone) return fixedEnglishDateIn(date, timeZone);
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  }
  return numericDateFormat(locale, timeZone).format(date);
};
