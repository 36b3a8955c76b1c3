import { loadPhoneSupport } from './phone';
import { formsT } from '../test-utils';
import { checkTextRules, parseRegexRule, TEXT_RULE_ORDER, type RuleContext } from './rules';

// Phone support is a lazily loaded chunk; the app loads it with forms that have phone fields.
beforeAll(() => loadPhoneSupport());

const context: RuleContext = {
  defaultCountry: 'US',
  defaultEmailMode: 'loose',
  variables: {},
  t: formsT,
};

describe('text rules', () => {
  test('regex rules are given as /pattern/flags', () => {
    expect(parseRegexRule('/^ab+$/i')?.test('ABB')).toBe(true);
    expect(checkTextRules('abc', [{ type: 'regex', value: '/^\\d+$/' }], context)).toBe(
      'Enter a valid value.',
    );
    expect(checkTextRules('123', [{ type: 'regex', value: '/^\\d+$/' }], context)).toBeUndefined();
  });

  test("length: 'Enter at least/no more than N characters.'", () => {
    expect(checkTextRules('ab', [{ type: 'minLength', value: 3 }], context)).toBe(
      'Enter at least 3 characters.',
    );
    expect(checkTextRules('abcd', [{ type: 'maxLength', value: 3 }], context)).toBe(
      'Enter no more than 3 characters.',
    );
  });

  test("value: 'Enter a value greater/less than or equal to N.'", () => {
    expect(checkTextRules('4', [{ type: 'minValue', value: 5 }], context)).toBe(
      'Enter a value greater than or equal to 5.',
    );
    expect(checkTextRules('12', [{ type: 'maxValue', value: 10 }], context)).toBe(
      'Enter a value less than or equal to 10.',
    );
  });

  test('each rule may carry its own message with a count placeholder', () => {
    expect(
      checkTextRules(
        'a',
        [{ type: 'minLength', value: 2, message: 'Use %(count)s letters or more' }],
        context,
      ),
    ).toBe('Use 2 letters or more');
  });

  test('rules are checked in the spec order (email, phone, regex, length, value, ssn) whatever order the UI schema lists them; the first failure wins', () => {
    expect(TEXT_RULE_ORDER).toEqual([
      'email',
      'phone',
      'regex',
      'minLength',
      'maxLength',
      'minValue',
      'maxValue',
      'ssn',
    ]);
    const rules = [
      { type: 'ssn' },
      { type: 'maxLength', value: 2 },
      { type: 'regex', value: '/^\\d+$/' },
      { type: 'email' },
    ] as const;
    expect(checkTextRules('abc', rules, context)).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(checkTextRules('a@b.co', [...rules.slice(0, 3)], context)).toBe('Enter a valid value.');
    expect(checkTextRules('123', [...rules.slice(0, 2)], context)).toBe(
      'Enter no more than 2 characters.',
    );
    expect(checkTextRules('12', [...rules.slice(0, 2)], context)).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
  });

  test('a phone rule checks the number for the default country', () => {
    expect(checkTextRules('512-555-0199', [{ type: 'phone' }], context)).toBeUndefined();
    expect(checkTextRules('5', [{ type: 'phone' }], context)).toBe('Enter a valid phone number');
  });

  test('email rule: strict mode from the rule value, else the default mode', () => {
    expect(checkTextRules('a@b.c', [{ type: 'email' }], context)).toBeUndefined();
    expect(checkTextRules('a@b.c', [{ type: 'email', value: 'strict' }], context)).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
  });
});
