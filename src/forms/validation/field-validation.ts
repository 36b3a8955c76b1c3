import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { CountryCode } from 'libphonenumber-js/min';
import { fieldKindOf, isContainerKind, type FieldKind } from '../field-kind';
import { WIDGET_NAMES } from '../field-names';
import { getCustomValidator } from '../registry/custom-validators';
import { isFieldVisible } from '../registry/visibility';
import {
  isRecord,
  pathKey,
  readFieldOptions,
  uiOptionsOf,
  type FieldRule,
  type FieldUiOptions,
} from '../ui-options';
import { validateDateRange } from './date-range';
import type { EmailMode } from './email';
import { isUploadedFile, validateFiles, type FileLimits } from './files';
import { MESSAGE_VARIABLES, MESSAGES, requiredMessage } from './messages';
import { validatePhoneValue } from './phone';
import { fillPlaceholders, formatMessage, type PlaceholderVariables } from './placeholders';
import { checkTextRules } from './rules';

export type FieldPath = (string | number)[];

export interface ValidationSettings {
  variables: PlaceholderVariables;
  defaultCountry: CountryCode;
  defaultEmailMode: EmailMode;
}

/** One field of a form as validation sees it: its schema resolved for the current answers. */
export interface FieldNode {
  path: FieldPath;
  schema: RJSFSchema;
  uiSchema: unknown;
  options: FieldUiOptions;
  kind: FieldKind;
  required: boolean;
  /** The label the field shows, worked out only when a message needs it. */
  label: () => string;
  value: unknown;
}

export interface FieldProblem {
  path: FieldPath;
  message: string;
}

export const fieldLabel = (
  schema: RJSFSchema,
  uiSchema: unknown,
  name: string | number | undefined,
  variables: PlaceholderVariables,
): string => {
  const title = uiOptionsOf(uiSchema).title;
  const text =
    typeof title === 'string' ? title : (schema.title ?? (name === undefined ? '' : String(name)));
  return fillPlaceholders(text, variables);
};

const isBlankText = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Whether a field holds no answer, by kind: blank text, no choice, no files, an unsigned form… */
export const isEmptyAnswer = (kind: FieldKind, value: unknown, schema: RJSFSchema): boolean => {
  switch (kind) {
    case 'text':
    case 'date':
      return isBlankText(value);
    case 'number':
    case 'rating':
      return value === undefined || value === null || value === '' || Number.isNaN(value);
    case 'choice':
      return value === undefined || value === null || value === '';
    case 'boolean':
      return schema.const === true ? value !== true : typeof value !== 'boolean';
    case 'esign':
      return value !== true;
    case 'phone':
      return !isRecord(value) || isBlankText(value.number);
    case 'dateRange':
      return (
        !isRecord(value) ||
        (isBlankText(value.startDate) && isBlankText(value.endDate) && value.isCurrent !== true)
      );
    case 'files':
    case 'skills':
    case 'multiChoice':
    case 'list':
      return !Array.isArray(value) || value.length === 0;
    default:
      return false;
  }
};

const ruleValue = (rules: readonly FieldRule[], type: FieldRule['type']) => {
  const rule = rules.find((candidate) => candidate.type === type);
  return rule && typeof rule.value === 'number' ? rule : undefined;
};

/** Schema keywords read as the rules they mean, so blur and submit give the same words. */
const impliedTextRules = (schema: RJSFSchema, widget: unknown): FieldRule[] => {
  const rules: FieldRule[] = [];
  if (widget === WIDGET_NAMES.email) rules.push({ type: 'email' });
  if (widget === WIDGET_NAMES.ssn) rules.push({ type: 'ssn' });
  if (schema.pattern && widget !== WIDGET_NAMES.email && widget !== WIDGET_NAMES.ssn) {
    rules.push({ type: 'regex', value: `/${schema.pattern}/u` });
  }
  if (schema.minLength !== undefined && schema.minLength > 1) {
    rules.push({ type: 'minLength', value: schema.minLength });
  }
  if (schema.maxLength !== undefined) rules.push({ type: 'maxLength', value: schema.maxLength });
  return rules;
};

const impliedNumberRules = (schema: RJSFSchema): FieldRule[] => [
  ...(schema.minimum === undefined ? [] : [{ type: 'minValue' as const, value: schema.minimum }]),
  ...(schema.maximum === undefined ? [] : [{ type: 'maxValue' as const, value: schema.maximum }]),
];

/** A field's own rules replace the ones its schema implies for the same rule type. */
const mergeRules = (implied: FieldRule[], own: readonly FieldRule[]): FieldRule[] => [
  ...implied.filter((rule) => !own.some((candidate) => candidate.type === rule.type)),
  ...own,
];

const fileLimits = (schema: RJSFSchema, rules: readonly FieldRule[]): FileLimits => {
  const min = ruleValue(rules, 'minLength');
  const max = ruleValue(rules, 'maxLength');
  const size = ruleValue(rules, 'maxFileSizeMB');
  const total = ruleValue(rules, 'maxCumulativeFileSizeMB');
  const minFiles = (min?.value as number | undefined) ?? schema.minItems;
  const maxFiles = (max?.value as number | undefined) ?? schema.maxItems;
  return {
    ...(minFiles === undefined ? {} : { minFiles }),
    ...(maxFiles === undefined ? {} : { maxFiles }),
    ...(size ? { maxFileSizeMB: size.value as number } : {}),
    ...(total ? { maxCumulativeFileSizeMB: total.value as number } : {}),
    messages: {
      ...(min?.message ? { minFiles: min.message } : {}),
      ...(max?.message ? { maxFiles: max.message } : {}),
      ...(size?.message ? { fileSize: size.message } : {}),
      ...(total?.message ? { cumulativeFileSize: total.message } : {}),
    },
  };
};

/** Item-count rules of a dynamic list, each with its own message. */
export const listCountProblem = (node: FieldNode): string | undefined => {
  const count = Array.isArray(node.value) ? node.value.length : 0;
  const min = ruleValue(node.options.rules, 'minLength');
  const max = ruleValue(node.options.rules, 'maxLength');
  const minCount = (min?.value as number | undefined) ?? node.schema.minItems;
  const maxCount = (max?.value as number | undefined) ?? node.schema.maxItems;
  if (minCount !== undefined && count < minCount) {
    return formatMessage(min?.message ?? MESSAGES.listMin, { count: minCount, min: minCount });
  }
  if (maxCount !== undefined && count > maxCount) {
    return formatMessage(max?.message ?? MESSAGES.listMax, { count: maxCount, max: maxCount });
  }
  return undefined;
};

const kindProblem = (node: FieldNode, settings: ValidationSettings): string | undefined => {
  const { kind, schema, options, value } = node;
  const widget = uiOptionsOf(node.uiSchema).widget;
  const ruleContext = {
    defaultCountry: settings.defaultCountry,
    defaultEmailMode: settings.defaultEmailMode,
  };
  switch (kind) {
    case 'text':
      return typeof value === 'string'
        ? checkTextRules(
            value,
            mergeRules(impliedTextRules(schema, widget), options.rules),
            ruleContext,
          )
        : undefined;
    case 'number':
      return typeof value === 'number'
        ? checkTextRules(
            String(value),
            mergeRules(impliedNumberRules(schema), options.rules),
            ruleContext,
          )
        : MESSAGES.regex;
    case 'phone':
      return isRecord(value) ? validatePhoneValue(value) : undefined;
    case 'dateRange':
      return isRecord(value) ? validateDateRange(value) : undefined;
    case 'files':
      return validateFiles(
        Array.isArray(value) ? value.filter(isUploadedFile) : [],
        fileLimits(schema, options.rules),
      );
    case 'list':
      return listCountProblem(node);
    default:
      return undefined;
  }
};

/**
 * The first problem with one field's answer: required, then what its kind demands (rules in the
 * spec's order for text), then its named custom validator.
 */
export const validateFieldNode = (
  node: FieldNode,
  settings: ValidationSettings,
  formData: unknown,
): string | undefined => {
  if (node.kind === 'display' || node.kind === 'object') return undefined;
  const variables = { ...MESSAGE_VARIABLES, ...settings.variables };
  if (isEmptyAnswer(node.kind, node.value, node.schema)) {
    if (node.kind === 'list' && node.options.rules.length > 0) {
      const countProblem = listCountProblem(node);
      if (countProblem) return fillPlaceholders(countProblem, variables);
    }
    return node.required ? requiredMessage(node.label()) : undefined;
  }
  const problem =
    kindProblem(node, settings) ??
    (node.options.validator
      ? getCustomValidator(node.options.validator)?.(node.value, { formData, path: node.path })
      : undefined);
  return problem === undefined ? undefined : fillPlaceholders(problem, variables);
};

interface WalkContext {
  validator: ValidatorType;
  rootSchema: RJSFSchema;
  formData: unknown;
  settings: ValidationSettings;
}

/** Keywords that make a schema depend on $refs or on the answers; without them it is used as is. */
const RESOLVED_KEYWORDS = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependencies',
  'dependentSchemas',
];

const needsResolving = (schema: RJSFSchema): boolean =>
  RESOLVED_KEYWORDS.some((keyword) => keyword in schema);

const resolveNode = (
  context: WalkContext,
  schema: RJSFSchema,
  uiSchema: unknown,
  path: FieldPath,
  value: unknown,
  required: boolean,
): FieldNode => {
  const resolved = needsResolving(schema)
    ? retrieveSchema(context.validator, schema, context.rootSchema, value)
    : schema;
  return {
    path,
    schema: resolved,
    uiSchema,
    options: readFieldOptions(uiSchema),
    kind: fieldKindOf(resolved, uiSchema),
    required,
    label: () => fieldLabel(resolved, uiSchema, path[path.length - 1], context.settings.variables),
    value,
  };
};

const childNodes = (context: WalkContext, node: FieldNode): FieldNode[] => {
  const { schema, uiSchema, value, path } = node;
  if (node.kind === 'object') {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
      typeof child === 'boolean'
        ? []
        : [
            resolveNode(
              context,
              child,
              isRecord(uiSchema) ? uiSchema[name] : undefined,
              [...path, name],
              isRecord(value) ? value[name] : undefined,
              required.has(name),
            ),
          ],
    );
  }
  if (node.kind === 'list' && Array.isArray(value) && isRecord(schema.items)) {
    const items = schema.items as RJSFSchema;
    const itemUiSchema = isRecord(uiSchema) ? uiSchema.items : undefined;
    return value.map((item, index) =>
      resolveNode(context, items, itemUiSchema, [...path, index], item, true),
    );
  }
  return [];
};

/** One child of a container, resolved on its own (a property may be required but not answered yet). */
const childNode = (
  context: WalkContext,
  node: FieldNode,
  segment: string | number,
): FieldNode | undefined => {
  const { schema, uiSchema, value, path } = node;
  if (node.kind === 'object' && typeof segment === 'string') {
    const child = schema.properties?.[segment];
    if (!child || typeof child === 'boolean') return undefined;
    return resolveNode(
      context,
      child,
      isRecord(uiSchema) ? uiSchema[segment] : undefined,
      [...path, segment],
      isRecord(value) ? value[segment] : undefined,
      (schema.required ?? []).includes(segment),
    );
  }
  if (node.kind === 'list' && typeof segment === 'number' && isRecord(schema.items)) {
    return resolveNode(
      context,
      schema.items,
      isRecord(uiSchema) ? uiSchema.items : undefined,
      [...path, segment],
      Array.isArray(value) ? value[segment] : undefined,
      true,
    );
  }
  return undefined;
};

/** Every visible field with a problem, keyed by dotted path; hidden fields and their children are skipped. */
export const collectFieldProblems = (
  validator: ValidatorType,
  rootSchema: RJSFSchema,
  uiSchema: unknown,
  formData: unknown,
  settings: ValidationSettings,
): Map<string, FieldProblem> => {
  const context: WalkContext = { validator, rootSchema, formData, settings };
  const problems = new Map<string, FieldProblem>();
  const visit = (node: FieldNode) => {
    if (!isFieldVisible(node.options, node.path, formData)) return;
    const message = validateFieldNode(node, settings, formData);
    if (message) problems.set(pathKey(node.path), { path: node.path, message });
    if (isContainerKind(node.kind)) childNodes(context, node).forEach(visit);
  };
  visit(resolveNode(context, rootSchema, uiSchema, [], formData, false));
  return problems;
};

/**
 * The field a data path belongs to: the path is followed down through objects and lists and stops
 * at the first field that is not a container (a phone's `number` belongs to the phone field).
 * Returns undefined when a field on the way is hidden.
 */
export const findFieldNode = (
  validator: ValidatorType,
  rootSchema: RJSFSchema,
  uiSchema: unknown,
  formData: unknown,
  path: FieldPath,
  settings: ValidationSettings,
): FieldNode | undefined => {
  const context: WalkContext = { validator, rootSchema, formData, settings };
  let node = resolveNode(context, rootSchema, uiSchema, [], formData, false);
  for (const segment of path) {
    if (!isContainerKind(node.kind)) return node;
    const child = childNode(context, node, segment);
    if (!child) return node;
    node = child;
    if (!isFieldVisible(node.options, node.path, formData)) return undefined;
  }
  return node;
};
