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

const partsOf = (standardized: string): string[] =>
  standardized
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A location as a person reads it: the city and the country's name in the reader's language
 * ("Tokyo, Japan" from "Tokyo, 13, JP"). Region codes mean little to most readers and are left
 * out; a city that is its own country is named once ("Singapore"), and a country alone by its
 * name ("United States" from "US"). Anything that is not in the "city, region, country code"
 * form is shown as it is.
 */
export const locationLabel = (standardized: string, locale: string): string => {
  const parts = partsOf(standardized);
  const city = parts.at(0);
  const code = parts.at(-1);
  if (parts.length === 1 && city !== undefined && COUNTRY_CODE.test(city)) {
    return countryName(city, locale) ?? city;
  }
  if (city === undefined || code === undefined || parts.length < 2 || !COUNTRY_CODE.test(code)) {
    return standardized.trim();
  }
  const country = countryName(code, locale);
  if (!country) return parts.join(', ');
  return city === country ? city : [city, country].join(', ');
};

/**
 * A job's locations, each as a person reads it, as its pages list them, each place once: a bare
 * country ("US", which a remote job carries beside its office) is named in the reader's language,
 * and left out where another of the job's locations already names it ("Boston, United States",
 * not "Boston, United States | US").
 */
export const locationsLabel = (standardized: readonly string[], locale: string): string => {
  const countriesNamed = new Set(
    standardized
      .map(partsOf)
      .flatMap((parts) => (parts.length > 1 ? parts.slice(-1) : []))
      .filter((code) => COUNTRY_CODE.test(code)),
  );
  const labels = standardized
    .filter((location) => !countriesNamed.has(location.trim()))
    .map((location) => locationLabel(location, locale));
  return [...new Set(labels)].join(' | ');
};
