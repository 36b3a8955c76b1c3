import { NOT_ANSWERED, scalarText } from '../answer-text';
import { defineFieldKind, isBlankText } from '../field-kind';
import PhoneField from '../fields/phone-field';
import { isRecord } from '../ui-options';
import { MESSAGES } from '../validation/messages';
import { validatePhoneValue } from '../validation/phone';

/** The `ui:field` name; forms that use it load phone support before they render. */
export const PHONE_FIELD = 'phone';

/** A phone number with its country: `{ callingCode, number, selectedCountryCode }`. */
export default defineFieldKind({
  name: 'phone',
  fields: { [PHONE_FIELD]: PhoneField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: (value) => !isRecord(value) || isBlankText(value.number),
  validate: ({ value }, { t }) => (isRecord(value) ? validatePhoneValue(value, t) : undefined),
  messages: {
    invalid: ({ value }, { t }) =>
      validatePhoneValue(isRecord(value) ? value : {}, t) ?? t(MESSAGES.phoneWithCountryCode),
  },
  format: (value, _schema, t) =>
    isRecord(value) && typeof value.number === 'string' && value.number !== ''
      ? `${scalarText(value.callingCode)} ${value.number}`.trim()
      : t(NOT_ANSWERED),
  progress: 'question',
});
