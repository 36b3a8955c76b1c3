import type { MessageId } from '../../i18n/message-ids';
import { valueAt } from '../ui-options';
import type { FormsTranslate } from '../validation/messages';

export interface CustomValidatorContext {
  /** The whole form's answers, for rules that compare fields. */
  formData: unknown;
  path: readonly (string | number)[];
  /** The forms catalogue, for validators whose words are the portal's own. */
  t: FormsTranslate;
}

/** Returns the problem with a non-empty value, or undefined. Named in UI schemas (`"validator"`). */
export type CustomFieldValidator = (
  value: unknown,
  context: CustomValidatorContext,
) => string | undefined;

const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  IN: /^\d{6}$/,
};

export const CUSTOM_VALIDATOR_MESSAGES = {
  postalCode: 'forms.validation.postalCode',
  notInFuture: 'forms.validation.notInFuture',
} as const satisfies Record<string, MessageId<'forms'>>;

const validators = new Map<string, CustomFieldValidator>([
  [
    /** Checks a postal code against the `country` beside it (US ZIP, Canadian, UK, Indian PIN). */
    'postalCodeForCountry',
    (value, { formData, path, t }) => {
      const country = valueAt(formData, [...path.slice(0, -1), 'country']);
      const pattern = typeof country === 'string' ? POSTAL_CODE_PATTERNS[country] : undefined;
      return pattern && typeof value === 'string' && !pattern.test(value.trim())
        ? t(CUSTOM_VALIDATOR_MESSAGES.postalCode)
        : undefined;
    },
  ],
  [
    'notInFuture',
    (value, { t }) =>
      typeof value === 'string' && value > new Date().toISOString().slice(0, 10)
        ? t(CUSTOM_VALIDATOR_MESSAGES.notInFuture)
        : undefined,
  ],
]);

/** Adds a custom validator a UI schema can name. */
export const registerCustomValidator = (name: string, validator: CustomFieldValidator): void => {
  validators.set(name, validator);
};

export const getCustomValidator = (name: string): CustomFieldValidator | undefined =>
  validators.get(name);
