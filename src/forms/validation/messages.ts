/** Every validation message of the spec (§5), word for word. */
export const MESSAGES = {
  requiredLongLabel: 'This field is required',
  email: 'Email is invalid. Use the format "{email}".',
  dateRange: 'Please enter both a start and end date.',
  phone: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
  phoneWithCountryCode: 'Enter a valid phone number and country code.',
  phoneNumber: 'Enter a valid phone number',
  countryCallingCode: 'Invalid country calling code',
  ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
  filesMin: 'Upload at least %(min)s file.',
  filesMax: 'Upload no more than %(max)s files.',
  regex: 'Enter a valid value.',
  minLength: 'Enter at least %(count)s characters.',
  maxLength: 'Enter no more than %(count)s characters.',
  minValue: 'Enter a value greater than or equal to %(count)s.',
  maxValue: 'Enter a value less than or equal to %(count)s.',
  // The spec names these rules without giving their words; ours follow its style.
  fileSize: 'Each file must be %(max)s MB or smaller: %(files)s',
  cumulativeFileSize: 'All files together must be %(max)s MB or smaller.',
  listMin: 'Add at least %(count)s items.',
  listMax: 'Add no more than %(count)s items.',
} as const;

/**
 * `{email}` in the email message is one of the spec's variable placeholders: it is filled with a
 * format example unless the form supplies its own `email` variable.
 */
export const MESSAGE_VARIABLES = { email: 'name@example.com' } as const;

const REQUIRED_LABEL_MAX_LENGTH = 30;
/** Sentence punctuation that ends a label ("Are you over 18?", "Name:"); brackets are kept. */
const TRAILING_PUNCTUATION = /[\s.,:;!?*…]+$/;

/** 'This field is required' for labels over 30 characters, else '<label> is required'. */
export const requiredMessage = (label: string): string => {
  const trimmed = label.trim();
  if (trimmed === '' || trimmed.length > REQUIRED_LABEL_MAX_LENGTH)
    return MESSAGES.requiredLongLabel;
  return `${trimmed.replace(TRAILING_PUNCTUATION, '')} is required`;
};
