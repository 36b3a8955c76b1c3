import { formsT } from '../test-utils';
import {
  loadPhoneSupport,
  resolveDefaultCountry,
  validatePhoneText,
  validatePhoneValue,
} from './phone';

// Phone support is a lazily loaded chunk; the app loads it with forms that have phone fields.
beforeAll(() => loadPhoneSupport());

describe('phone with country code (libphonenumber-js)', () => {
  test('a valid number for the selected country passes', () => {
    expect(
      validatePhoneValue(
        { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
        formsT,
      ),
    ).toBeUndefined();
    expect(
      validatePhoneValue(
        {
          callingCode: '+44',
          number: '020 7946 0018',
          selectedCountryCode: 'GB',
        },
        formsT,
      ),
    ).toBeUndefined();
  });

  test("only digits, dashes and parentheses: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().'", () => {
    expect(
      validatePhoneValue(
        { callingCode: '+1', number: '512-555-01x9', selectedCountryCode: 'US' },
        formsT,
      ),
    ).toBe('Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().');
  });

  test("a number without its country, or an invalid one: 'Enter a valid phone number and country code.'", () => {
    expect(validatePhoneValue({ number: '512-555-0199' }, formsT)).toBe(
      'Enter a valid phone number and country code.',
    );
    expect(
      validatePhoneValue(
        { callingCode: '+1', number: '555-0199', selectedCountryCode: 'US' },
        formsT,
      ),
    ).toBe('Enter a valid phone number and country code.');
  });

  test("an unknown calling code: 'Invalid country calling code'", () => {
    expect(
      validatePhoneValue(
        { callingCode: '+999', number: '5550199', selectedCountryCode: 'ZZ' },
        formsT,
      ),
    ).toBe('Invalid country calling code');
  });

  test("a number too short to parse: 'Enter a valid phone number'", () => {
    expect(
      validatePhoneValue({ callingCode: '+1', number: '5', selectedCountryCode: 'US' }, formsT),
    ).toBe('Enter a valid phone number');
  });
});

describe('phone typed in a text field, checked for the default country', () => {
  test('valid for the default country', () => {
    expect(validatePhoneText('(512) 555-0199', 'US', formsT)).toBeUndefined();
  });

  test('not valid for it', () => {
    expect(validatePhoneText('020 7946 0018', 'US', formsT)).toBe('Enter a valid phone number');
    expect(validatePhoneText('phone me', 'US', formsT)).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
  });
});

describe('default country: the window country code, else US', () => {
  afterEach(() => {
    delete window.countryCode;
  });

  test('US when the window says nothing', () => {
    expect(resolveDefaultCountry()).toBe('US');
  });

  test("the window's country code when it has one", () => {
    window.countryCode = 'gb';
    expect(resolveDefaultCountry()).toBe('GB');
  });

  test('a country the page knows (the visitor’s location) comes first', () => {
    window.countryCode = 'GB';
    expect(resolveDefaultCountry('CA')).toBe('CA');
  });
});
