import type { CountryCode } from 'libphonenumber-js/min';
import type * as PhoneLibraryModule from 'libphonenumber-js/min';
import { MESSAGES, type FormsTranslate } from './messages';

/** A phone value: calling code, number and the country chosen. */
export interface PhoneValue {
  callingCode: string;
  number: string;
  selectedCountryCode: string;
}

export const FALLBACK_COUNTRY: CountryCode = 'US';

declare global {
  interface Window {
    /** The visitor's country as the page knows it (ISO 3166-1 alpha-2), if the host page sets it. */
    countryCode?: unknown;
  }
}

type PhoneLibrary = typeof PhoneLibraryModule;

let phoneLibrary: PhoneLibrary | undefined;

/**
 * libphonenumber-js and its metadata are a chunk of their own, loaded with the forms that have a
 * phone field or phone rule (loadFormDefinition waits for it), so other forms do not carry it.
 */
export const loadPhoneSupport = async (): Promise<void> => {
  phoneLibrary ??= await import('libphonenumber-js/min');
};

const library = (): PhoneLibrary => {
  if (!phoneLibrary) throw new Error('Phone support is used before loadPhoneSupport() finished');
  return phoneLibrary;
};

export const asCountryCode = (value: unknown): CountryCode | undefined => {
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) return undefined;
  const code = value.toUpperCase() as CountryCode;
  return !phoneLibrary || phoneLibrary.isSupportedCountry(code) ? code : undefined;
};

/** The default country of phone fields: the one given, else the window's country code, else US. */
export const resolveDefaultCountry = (preferred?: string): CountryCode =>
  asCountryCode(preferred) ??
  asCountryCode(typeof window === 'undefined' ? undefined : window.countryCode) ??
  FALLBACK_COUNTRY;

export const callingCodeOf = (country: CountryCode): string =>
  `+${library().getCountryCallingCode(country)}`;

export interface CountryChoice {
  code: CountryCode;
  name: string;
  callingCode: string;
}

const countryChoices = new Map<string, CountryChoice[]>();

/** Every country libphonenumber knows, named in the given locale (English by default), sorted by name. */
export const getCountryChoices = (locale = 'en'): CountryChoice[] => {
  let choices = countryChoices.get(locale);
  if (!choices) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    choices = library()
      .getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, callingCode: callingCodeOf(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    countryChoices.set(locale, choices);
  }
  return choices;
};

const PHONE_CHARACTERS = /^[0-9()\- ]*$/;

const parseErrorMessage = (error: unknown, t: FormsTranslate): string =>
  t(
    error instanceof library().ParseError && error.message === 'INVALID_COUNTRY'
      ? MESSAGES.countryCallingCode
      : MESSAGES.phoneNumber,
  );

/**
 * A phone field: digits, dashes and parentheses only, both country and number present, and a valid
 * number for that country. Returns the spec's message for the first problem.
 */
export const validatePhoneValue = (
  value: Partial<PhoneValue>,
  t: FormsTranslate,
): string | undefined => {
  const number = value.number?.trim() ?? '';
  if (!PHONE_CHARACTERS.test(number)) return t(MESSAGES.phone);
  const country = asCountryCode(value.selectedCountryCode);
  if (number === '' || !value.callingCode || (!country && !value.selectedCountryCode)) {
    return t(MESSAGES.phoneWithCountryCode);
  }
  if (!/^\+\d{1,4}$/.test(value.callingCode) || (value.selectedCountryCode && !country)) {
    return t(MESSAGES.countryCallingCode);
  }
  try {
    const parsed = library().parsePhoneNumberWithError(
      `${value.callingCode}${number.replace(/\D/g, '')}`,
    );
    if (country && parsed.country !== undefined && parsed.country !== country) {
      return t(MESSAGES.phoneWithCountryCode);
    }
    return parsed.isValid() ? undefined : t(MESSAGES.phoneWithCountryCode);
  } catch (error) {
    return parseErrorMessage(error, t);
  }
};

/** A phone number typed in a text field: checked against the default country. */
export const validatePhoneText = (
  text: string,
  defaultCountry: CountryCode,
  t: FormsTranslate,
): string | undefined => {
  const trimmed = text.trim();
  if (!/^\+?[0-9()\- ]*$/.test(trimmed)) return t(MESSAGES.phone);
  try {
    return library().parsePhoneNumberWithError(trimmed, defaultCountry).isValid()
      ? undefined
      : t(MESSAGES.phoneNumber);
  } catch (error) {
    return parseErrorMessage(error, t);
  }
};
