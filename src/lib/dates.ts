const pad = (value: number) => String(value).padStart(2, '0');

/** English keeps the product's fixed MM/DD/YYYY (the pseudo-locale is English too). */
const usesFixedEnglishFormat = (locale: string): boolean => locale === 'en' || locale === 'en-XA';

const numericDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the user's local time: MM/DD/YYYY in English, as the spec fixes it; every other locale
 * its own numeric order and separators (31.12.2026, 2026/12/31, 31/12/2026).
 */
export const formatDate = (value: string | number | Date, locale: string): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (usesFixedEnglishFormat(locale)) {
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  }
  let format = numericDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
    numericDates.set(locale, format);
  }
  return format.format(date);
};
