import type { ErrorObject } from 'ajv/dist/2020';
import { msg, type LocalizedMessage, type MessageValue } from '../i18n/messages';
import type { FieldError } from './errors';

/** One problem with one field of a request, named by its dotted path. */
export type FieldProblem = FieldError;

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

/**
 * What is wrong with a value, as a sentence about `field` (its name, or a message naming it such
 * as "Query parameter 'id'"): "<field> is required.", "<field> must be an integer." and so on.
 */
export const describeError = (error: ErrorObject, field: MessageValue): LocalizedMessage => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return msg('server.validation.required', { field });
    case 'type':
      return String(params.type) === 'integer'
        ? msg('server.validation.integer', { field })
        : msg('server.validation.type', { field, type: String(params.type) });
    case 'enum':
      return msg('server.validation.oneOf', {
        field,
        values: Array.isArray(params.allowedValues)
          ? params.allowedValues.map(String).join(', ')
          : '',
      });
    case 'const':
      return msg('server.validation.constant', {
        field,
        value: JSON.stringify(params.allowedValue),
      });
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return msg('server.validation.comparison', {
        field,
        comparison: String(params.comparison),
        limit: String(params.limit),
      });
    case 'minLength':
      return Number(params.limit) === 1
        ? msg('server.validation.notEmpty', { field })
        : msg('server.validation.minLength', { field, limit: String(params.limit) });
    case 'maxLength':
      return msg('server.validation.maxLength', { field, limit: String(params.limit) });
    case 'minItems':
      return msg('server.validation.minItems', { field, limit: String(params.limit) });
    case 'maxItems':
      return msg('server.validation.maxItems', { field, limit: String(params.limit) });
    case 'minProperties':
      return msg('server.validation.notEmpty', { field });
    case 'pattern':
      return msg('server.validation.pattern', { field });
    case 'format':
      return msg('server.validation.format', { field, format: String(params.format) });
    case 'additionalProperties':
      return msg('server.validation.unknownField', { field });
    default:
      // Ajv's own description of a rarer keyword, in its English.
      return error.message
        ? msg('server.validation.other', { field, problem: error.message })
        : msg('server.validation.invalid', { field });
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
  const problems = new Map<string, LocalizedMessage>();
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
    if (!problems.has(fieldName)) problems.set(fieldName, describeError(error, fieldName));
  }
  return [...problems].map(([name, message]) => ({ name, message }));
};
