import type { RJSFSchema } from '@rjsf/utils';
import type { FieldRule } from '../ui-options';
import type { FieldNode } from '../field-kind';
import type { ValidationSettings } from './settings';
import { checkTextRules } from './rules';

/** A field's own rule of a type, when its value is a number (a limit). */
export const numberRule = (
  rules: readonly FieldRule[],
  type: FieldRule['type'],
): (FieldRule & { value: number }) | undefined => {
  const rule = rules.find((candidate) => candidate.type === type);
  return rule && typeof rule.value === 'number' ? { ...rule, value: rule.value } : undefined;
};

/** The schema's `pattern` read as the regex rule it means. */
export const patternRules = (schema: RJSFSchema): FieldRule[] =>
  schema.pattern ? [{ type: 'regex', value: `/${schema.pattern}/u` }] : [];

/** The schema's length keywords read as rules; a minimum of 1 is the required check's business. */
export const lengthRules = (schema: RJSFSchema): FieldRule[] => [
  ...(schema.minLength !== undefined && schema.minLength > 1
    ? [{ type: 'minLength' as const, value: schema.minLength }]
    : []),
  ...(schema.maxLength === undefined
    ? []
    : [{ type: 'maxLength' as const, value: schema.maxLength }]),
];

/** The schema's bounds read as value rules. */
export const boundRules = (schema: RJSFSchema): FieldRule[] => [
  ...(schema.minimum === undefined ? [] : [{ type: 'minValue' as const, value: schema.minimum }]),
  ...(schema.maximum === undefined ? [] : [{ type: 'maxValue' as const, value: schema.maximum }]),
];

/**
 * The first rule an answer (as text) breaks: the rules its schema implies and the field's own,
 * which replace implied rules of the same type. Schema keywords read as rules make blur and
 * submit give the same words.
 */
export const ruleProblem = (
  text: string,
  node: FieldNode,
  settings: ValidationSettings,
  implied: readonly FieldRule[],
): string | undefined =>
  checkTextRules(
    text,
    [
      ...implied.filter((rule) => !node.options.rules.some(({ type }) => type === rule.type)),
      ...node.options.rules,
    ],
    settings,
  );

/** The first rule a text answer breaks; answers of other types are not text kinds' business. */
export const textRuleProblem = (
  node: FieldNode,
  settings: ValidationSettings,
  implied: readonly FieldRule[],
): string | undefined =>
  typeof node.value === 'string' ? ruleProblem(node.value, node, settings, implied) : undefined;
