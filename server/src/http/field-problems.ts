import type { ErrorObject } from 'ajv/dist/2020';

/** One problem with one field of a request, named by its dotted path. */
export interface FieldProblem {
  name: string;
  message: string;
}

/** Checks a value against a named schema (e.g. `ExperienceEntry`); fields prefixed by `prefix`. */
export type SchemaCheck = (schemaName: string, value: unknown, prefix: string) => FieldProblem[];

const joinPath = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);

/** `/address/city` → `address.city`; array indexes stay numeric (`experience.0.title`). */
export const instancePathToName = (instancePath: string, prefix = ''): string =>
  instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce(joinPath, prefix);

export const describeError = (error: ErrorObject): string => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required.';
    case 'type':
      return `must be ${String(params.type) === 'integer' ? 'an integer' : `of type ${String(params.type)}`}.`;
    case 'enum':
      return `must be one of: ${Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : ''}.`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? 'must not be empty.'
        : `must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long.`;
    case 'minItems':
      return `must have at least ${String(params.limit)} item(s).`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} item(s).`;
    case 'minProperties':
      return 'must not be empty.';
    case 'pattern':
      return 'has an invalid format.';
    case 'format':
      return `must be a valid ${String(params.format)}.`;
    case 'additionalProperties':
      return 'is not a known field.';
    default:
      return error.message ?? 'is invalid.';
  }
};

/**
 * Turns Ajv errors into one problem per field, named by dotted path. `oneOf` errors from nullable
 * alternatives are noise once the concrete problem is reported, so only the first error per
 * field is kept.
 */
export const toFieldProblems = (
  errors: readonly ErrorObject[] | null | undefined,
  prefix = '',
): FieldProblem[] => {
  const problems = new Map<string, string>();
  for (const error of errors ?? []) {
    const params = error.params as Record<string, unknown>;
    const base = instancePathToName(error.instancePath, prefix);
    const name =
      error.keyword === 'required' && typeof params.missingProperty === 'string'
        ? joinPath(base, params.missingProperty)
        : error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string'
          ? joinPath(base, params.additionalProperty)
          : base;
    const fieldName = name === '' ? 'body' : name;
    if (!problems.has(fieldName)) problems.set(fieldName, `${fieldName} ${describeError(error)}`);
  }
  return [...problems].map(([name, message]) => ({ name, message }));
};
