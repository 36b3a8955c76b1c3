import type { MessageValues } from '../../i18n/message-ids';
import { formsT } from '../test-utils';
import { emailMessage, MESSAGES, requiredMessage } from './messages';

describe('the default validation messages, word for word', () => {
  test.each<[keyof typeof MESSAGES, MessageValues, string]>([
    ['requiredLongLabel', {}, 'This field is required'],
    ['dateRange', {}, 'Please enter both a start and end date.'],
    ['phone', {}, 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().'],
    ['phoneWithCountryCode', {}, 'Enter a valid phone number and country code.'],
    ['phoneNumber', {}, 'Enter a valid phone number'],
    ['countryCallingCode', {}, 'Invalid country calling code'],
    ['ssn', {}, 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.'],
    ['filesMin', { min: 1 }, 'Upload at least 1 file.'],
    ['filesMax', { max: 2 }, 'Upload no more than 2 files.'],
    ['regex', {}, 'Enter a valid value.'],
    ['minLength', { count: 3 }, 'Enter at least 3 characters.'],
    ['maxLength', { count: 3 }, 'Enter no more than 3 characters.'],
    ['minValue', { limit: 5 }, 'Enter a value greater than or equal to 5.'],
    ['maxValue', { limit: 10 }, 'Enter a value less than or equal to 10.'],
  ])('%s %j: %s', (key, values, text) => {
    expect(formsT(MESSAGES[key], values)).toBe(text);
  });

  test('email: the spec\'s "{email}" is a variable placeholder, filled with a format example unless the form gives its own', () => {
    expect(emailMessage(formsT, {})).toBe('Email is invalid. Use the format "name@example.com".');
    expect(emailMessage(formsT, { email: 'jordan@northwindlabs.com' })).toBe(
      'Email is invalid. Use the format "jordan@northwindlabs.com".',
    );
  });
});

describe('required message', () => {
  test("'<label> is required' for a label of 30 characters or fewer", () => {
    expect(requiredMessage('First name', formsT)).toBe('First name is required');
    expect(requiredMessage('a'.repeat(30), formsT)).toBe(`${'a'.repeat(30)} is required`);
  });

  test("'This field is required' for a label over 30 characters", () => {
    expect(requiredMessage('a'.repeat(31), formsT)).toBe('This field is required');
    expect(
      requiredMessage('Are you legally authorized to work in the United States?', formsT),
    ).toBe('This field is required');
  });

  test('trailing punctuation of the label is removed', () => {
    expect(requiredMessage('Anything we should know?', formsT)).toBe(
      'Anything we should know is required',
    );
    expect(requiredMessage('Street address:', formsT)).toBe('Street address is required');
    expect(requiredMessage('Signature.', formsT)).toBe('Signature is required');
    expect(requiredMessage('Cover letter (optional)', formsT)).toBe(
      'Cover letter (optional) is required',
    );
  });
});
