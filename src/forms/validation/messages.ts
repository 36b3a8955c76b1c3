import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-messages';
import type { PlaceholderVariables } from './placeholders';

/**
 * The forms catalogue's translate function. Validators and read-only formats run outside React,
 * so they take it as an argument: `FormEngine` gets it from `useMessages('forms')` and hands it
 * to validation in the validation settings, components pass their own.
 */
export type FormsTranslate = Translate<'forms'>;

/**
 * Every default validation message, by id; the English catalogue has them word for word.
 * A message a schema or rule supplies (`message`) is the schema's text and is used instead.
 */
export const MESSAGES = {
  required: 'forms.validation.required',
  requiredLongLabel: 'forms.validation.requiredLongLabel',
  email: 'forms.validation.email',
  dateRange: 'forms.validation.dateRange',
  phone: 'forms.validation.phone',
  phoneWithCountryCode: 'forms.validation.phoneWithCountryCode',
  phoneNumber: 'forms.validation.phoneNumber',
  countryCallingCode: 'forms.validation.countryCallingCode',
  ssn: 'forms.validation.ssn',
  filesMin: 'forms.validation.filesMin',
  filesMax: 'forms.validation.filesMax',
  regex: 'forms.validation.regex',
  minLength: 'forms.validation.minLength',
  maxLength: 'forms.validation.maxLength',
  minValue: 'forms.validation.minValue',
  maxValue: 'forms.validation.maxValue',
  // The spec names these rules without giving their words; ours follow its style.
  fileSize: 'forms.validation.fileSize',
  cumulativeFileSize: 'forms.validation.cumulativeFileSize',
  listMin: 'forms.validation.listMin',
  listMax: 'forms.validation.listMax',
} as const satisfies Record<string, MessageId<'forms'>>;

/**
 * `{email}` in the email message is one of the spec's variable placeholders: it is filled with a
 * format example unless the form supplies its own `email` variable.
 */
export const MESSAGE_VARIABLES = { email: 'name@example.com' } as const;

/** 'Email is invalid. Use the format "{email}".', with the form's `email` variable or the example. */
export const emailMessage = (t: FormsTranslate, variables: PlaceholderVariables): string =>
  t(MESSAGES.email, { email: { ...MESSAGE_VARIABLES, ...variables }.email });

const REQUIRED_LABEL_MAX_LENGTH = 30;
/** Sentence punctuation that ends a label ("Are you over 18?", "Name:"); brackets are kept. */
const TRAILING_PUNCTUATION = /[\s.,:;!?*…]+$/;

/** 'This field is required' for labels over 30 characters, else '<label> is required'. */
export const requiredMessage = (label: string, t: FormsTranslate): string => {
  const trimmed = label.trim();
  if (trimmed === '' || trimmed.length > REQUIRED_LABEL_MAX_LENGTH)
    return t(MESSAGES.requiredLongLabel);
  return t(MESSAGES.required, { label: trimmed.replace(TRAILING_PUNCTUATION, '') });
};
