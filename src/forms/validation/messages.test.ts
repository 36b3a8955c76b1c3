import { MESSAGE_VARIABLES, MESSAGES, requiredMessage } from './messages';
import { fillPlaceholders } from './placeholders';

describe('default messages of §5, word for word', () => {
  test.each([
    ['requiredLongLabel', 'This field is required'],
    ['email', 'Email is invalid. Use the format "{email}".'],
    ['dateRange', 'Please enter both a start and end date.'],
    ['phone', 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().'],
    ['phoneWithCountryCode', 'Enter a valid phone number and country code.'],
    ['phoneNumber', 'Enter a valid phone number'],
    ['countryCallingCode', 'Invalid country calling code'],
    ['ssn', 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.'],
    ['filesMin', 'Upload at least %(min)s file.'],
    ['filesMax', 'Upload no more than %(max)s files.'],
    ['regex', 'Enter a valid value.'],
    ['minLength', 'Enter at least %(count)s characters.'],
    ['maxLength', 'Enter no more than %(count)s characters.'],
    ['minValue', 'Enter a value greater than or equal to %(count)s.'],
    ['maxValue', 'Enter a value less than or equal to %(count)s.'],
  ] as const)('%s: %s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  test('email: the spec\'s "{email}" is a variable placeholder, filled with a format example unless the form gives its own', () => {
    expect(fillPlaceholders(MESSAGES.email, MESSAGE_VARIABLES)).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(
      fillPlaceholders(MESSAGES.email, { ...MESSAGE_VARIABLES, email: 'jordan@northwindlabs.com' }),
    ).toBe('Email is invalid. Use the format "jordan@northwindlabs.com".');
  });
});

describe('required message', () => {
  test("'<label> is required' for a label of 30 characters or fewer", () => {
    expect(requiredMessage('First name')).toBe('First name is required');
    expect(requiredMessage('a'.repeat(30))).toBe(`${'a'.repeat(30)} is required`);
  });

  test("'This field is required' for a label over 30 characters", () => {
    expect(requiredMessage('a'.repeat(31))).toBe('This field is required');
    expect(requiredMessage('Are you legally authorized to work in the United States?')).toBe(
      'This field is required',
    );
  });

  test('trailing punctuation of the label is removed', () => {
    expect(requiredMessage('Anything we should know?')).toBe('Anything we should know is required');
    expect(requiredMessage('Street address:')).toBe('Street address is required');
    expect(requiredMessage('Signature.')).toBe('Signature is required');
    expect(requiredMessage('Cover letter (optional)')).toBe('Cover letter (optional) is required');
  });
});
