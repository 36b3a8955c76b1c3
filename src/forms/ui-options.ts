import { activeLocale } from '../i18n/i18n';
import { translateFormText } from './form-texts';
/** Reading the pure-JSON UI schema with types: every option a field definition can carry. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const RULE_TYPES = [
  'email',
  'phone',
  'regex',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'ssn',
  'maxFileSizeMB',
  'maxCumulativeFileSizeMB',
] as const;

export type RuleType = (typeof RULE_TYPES)[number];

/** A rule of a field definition: its type, its value, and optionally its own message. */
export interface FieldRule {
  type: RuleType;
  value?: string | number | boolean;
  message?: string;
}

const isRuleType = (value: unknown): value is RuleType =>
  typeof value === 'string' && (RULE_TYPES as readonly string[]).includes(value);

const asRule = (value: unknown): FieldRule[] => {
  if (!isRecord(value) || !isRuleType(value.type)) return [];
  const ruleValue = value.value;
  return [
    {
      type: value.type,
      ...(typeof ruleValue === 'string' ||
      typeof ruleValue === 'number' ||
      typeof ruleValue === 'boolean'
        ? { value: ruleValue }
        : {}),
      ...(typeof value.message === 'string' ? { message: value.message } : {}),
    },
  ];
};

export interface FieldUiOptions {
  ariaLabel?: string;
  hidden: boolean;
  /** Marks a question added since the candidate last saw the form. */
  newItem: boolean;
  /** Dotted paths from the form root; a leading "." starts from the field's parent object. */
  dependencies: string[];
  /** Name of a visibility function in the registry. */
  visibility?: string;
  visibilityValue?: unknown;
  layout?: string;
  rules: FieldRule[];
  /** Name of a custom validator in the registry. */
  validator?: string;
}

const NO_OPTIONS: Record<string, unknown> = Object.freeze({});
const uiOptionsCache = new WeakMap<object, Map<string, Record<string, unknown>>>();

/**
 * `ui:options` merged with the other `ui:*` keys, as rjsf reads them, texts in the given locale;
 * computed once per node and locale.
 */
export const uiOptionsOf = (
  uiSchema: unknown,
  locale: string = activeLocale(),
): Record<string, unknown> => {
  if (!isRecord(uiSchema)) return NO_OPTIONS;
  let byLocale = uiOptionsCache.get(uiSchema);
  const cached = byLocale?.get(locale);
  if (cached) return cached;
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') && key !== 'ui:options') options[key.slice(3)] = value;
  }
  const merged = isRecord(uiSchema['ui:options'])
    ? { ...options, ...uiSchema['ui:options'] }
    : options;
  // Texts (placeholder, help, add button, item title…) are message ids in the generated forms.
  const translated = Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [
      key,
      typeof value === 'string' ? translateFormText(value) : value,
    ]),
  );
  if (!byLocale) {
    byLocale = new Map();
    uiOptionsCache.set(uiSchema, byLocale);
  }
  byLocale.set(locale, translated);
  return translated;
};

const cache = new WeakMap<object, FieldUiOptions>();
const EMPTY_OPTIONS: FieldUiOptions = {
  hidden: false,
  newItem: false,
  dependencies: [],
  rules: [],
};

/** The typed field options of a UI schema node, computed once per node. */
export const readFieldOptions = (uiSchema: unknown): FieldUiOptions => {
  if (!isRecord(uiSchema)) return EMPTY_OPTIONS;
  const cached = cache.get(uiSchema);
  if (cached) return cached;
  const options = uiOptionsOf(uiSchema);
  const result: FieldUiOptions = {
    ...(typeof options.ariaLabel === 'string' ? { ariaLabel: options.ariaLabel } : {}),
    hidden: options.hidden === true || options.widget === 'hidden',
    newItem: options.newItem === true,
    dependencies: Array.isArray(options.dependencies)
      ? options.dependencies.filter((item): item is string => typeof item === 'string')
      : [],
    ...(typeof options.visibility === 'string' ? { visibility: options.visibility } : {}),
    ...('visibilityValue' in options ? { visibilityValue: options.visibilityValue } : {}),
    ...(typeof options.layout === 'string' ? { layout: options.layout } : {}),
    rules: Array.isArray(options.rules) ? options.rules.flatMap(asRule) : [],
    ...(typeof options.validator === 'string' ? { validator: options.validator } : {}),
  };
  cache.set(uiSchema, result);
  return result;
};

export const stringOption = (options: Record<string, unknown>, key: string): string | undefined => {
  const value = options[key];
  return typeof value === 'string' ? value : undefined;
};

export const numberOption = (options: Record<string, unknown>, key: string): number | undefined => {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** The UI schema node for a path: object keys by name, array items through `items`. */
export const uiSchemaAt = (uiSchema: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, segment) => {
    if (!isRecord(node)) return undefined;
    return typeof segment === 'number' ? node.items : node[segment];
  }, uiSchema);

/** Resolves a dependency of the field at `path` to an absolute path. */
export const resolveDependencyPath = (
  dependency: string,
  path: readonly (string | number)[],
): (string | number)[] => {
  const segments = (text: string) =>
    text
      .split('.')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return dependency.startsWith('.')
    ? [...path.slice(0, -1), ...segments(dependency)]
    : segments(dependency);
};

export const valueAt = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, segment) => {
    if (Array.isArray(node) && typeof segment === 'number') return node[segment];
    if (isRecord(node) && typeof segment === 'string') return node[segment];
    return undefined;
  }, data);

export const pathKey = (path: readonly (string | number)[]): string => path.join('.');
