const COUNTRY_CODE = /^[A-Z]{2}$/;
const countryNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the given language, or undefined when the code is not a country. */
const countryName = (code: string, locale: string): string | undefined => {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
};

/**
 * A location as a person reads it: the city and the country's name in the reader's language
 * ("Tokyo, Japan" from "Tokyo, 13, JP"). Region codes mean little to most readers and are left
 * out; a city that is its own country is named once ("Singapore"). Anything that is not in the
 * "city, region, country code" form is shown as it is.
 */
export const locationLabel = (standardized: string, locale: string): string => {
  const parts = standardized
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts.at(0);
  const code = parts.at(-1);
  if (city === undefined || code === undefined || parts.length < 2 || !COUNTRY_CODE.test(code)) {
    return standardized.trim();
  }
  const country = countryName(code, locale);
  if (!country) return parts.join(', ');
  return city === country ? city : [city, country].join(', ');
};

/** A job's locations, each as a person reads it, as its pages list them. */
export const locationsLabel = (standardized: readonly string[], locale: string): string =>
  standardized.map((location) => locationLabel(location, locale)).join(' | ');
