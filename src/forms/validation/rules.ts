import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldRule, RuleType } from '../ui-options';
import { isEmailMode, isValidEmail, type EmailMode } from './email';
import { emailMessage, MESSAGES, type FormsTranslate } from './messages';
import { validatePhoneText } from './phone';
import { formatMessage, type PlaceholderVariables } from './placeholders';
import { isValidSsn } from './ssn';

/** Text rules run in this order: email, phone, regex, length, value, ssn. The first failure wins. */
export const TEXT_RULE_ORDER: readonly RuleType[] = [
  'email',
  'phone',
  'regex',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'ssn',
];

/** Reads a regex rule given as "/pattern/flags" (a bare pattern is accepted too). */
export const parseRegexRule = (value: string): RegExp | undefined => {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(value);
  try {
    return match ? new RegExp(match[1], match[2]) : new RegExp(value);
  } catch {
    console.warn(`Ignoring an invalid regex rule: ${value}`);
    return undefined;
  }
};

export interface RuleContext {
  defaultCountry: CountryCode;
  defaultEmailMode: EmailMode;
  /** The form's variables, for the `{email}` of the email message. */
  variables: PlaceholderVariables;
  t: FormsTranslate;
}

/** A rule's own message with its `%(count)s`, else our message for the limit. */
const limitMessage = (rule: FieldRule, count: number, fallback: () => string) =>
  rule.message === undefined
    ? fallback()
    : formatMessage(rule.message, { count, min: count, max: count });

const checkRule = (rule: FieldRule, value: string, context: RuleContext): string | undefined => {
  const { t } = context;
  const limit = typeof rule.value === 'number' ? rule.value : Number(rule.value);
  switch (rule.type) {
    case 'email': {
      const mode = isEmailMode(rule.value) ? rule.value : context.defaultEmailMode;
      return isValidEmail(value, mode)
        ? undefined
        : (rule.message ?? emailMessage(t, context.variables));
    }
    case 'phone': {
      const problem = validatePhoneText(value, context.defaultCountry, t);
      return problem && (rule.message ?? problem);
    }
    case 'regex': {
      const pattern = typeof rule.value === 'string' ? parseRegexRule(rule.value) : undefined;
      return !pattern || pattern.test(value) ? undefined : (rule.message ?? t(MESSAGES.regex));
    }
    case 'minLength':
      return value.length < limit
        ? limitMessage(rule, limit, () => t(MESSAGES.minLength, { count: limit }))
        : undefined;
    case 'maxLength':
      return value.length > limit
        ? limitMessage(rule, limit, () => t(MESSAGES.maxLength, { count: limit }))
        : undefined;
    case 'minValue':
    case 'maxValue': {
      const number = Number(value);
      if (value.trim() === '' || Number.isNaN(number)) return undefined;
      const isBelow = rule.type === 'minValue' && number < limit;
      const isAbove = rule.type === 'maxValue' && number > limit;
      if (!isBelow && !isAbove) return undefined;
      return limitMessage(rule, limit, () =>
        t(isBelow ? MESSAGES.minValue : MESSAGES.maxValue, { limit }),
      );
    }
    case 'ssn':
      return isValidSsn(value) ? undefined : (rule.message ?? t(MESSAGES.ssn));
    default:
      return undefined;
  }
};

/** Checks a non-empty text value against its rules in the spec's order; the first failure wins. */
export const checkTextRules = (
  value: string,
  rules: readonly FieldRule[],
  context: RuleContext,
): string | undefined => {
  const ordered = TEXT_RULE_ORDER.flatMap((type) => rules.filter((rule) => rule.type === type));
  for (const rule of ordered) {
    const problem = checkRule(rule, value, context);
    if (problem) return problem;
  }
  return undefined;
};
