import type Ajv from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { badRequest, validationFailed } from '../http/errors';
import { describeError, instancePathToName, toFieldProblems } from '../http/field-problems';
import { msg, type Message } from '../i18n/messages';
import { isRecord, type JsonObject } from '../lib/json';
import type { ContractOperation, ContractParameter } from './document';

/**
 * Validates a request's path and query parameters and its body against the contract. Query and
 * path values arrive as strings; they are coerced to the declared types first (integers,
 * booleans, arrays from repeated parameters, a single value for an array). Parameters the
 * contract does not declare are ignored.
 */

type RawValue = string | string[] | undefined;

const schemaType = (schema: JsonObject): string | undefined => {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type))
    return type.find((item): item is string => typeof item === 'string' && item !== 'null');
  return undefined;
};

const coerceScalar = (value: string, schema: JsonObject): unknown => {
  switch (schemaType(schema)) {
    case 'integer':
      return /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value;
    case 'number': {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : value;
    }
    case 'boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    default:
      return value;
  }
};

const coerceParameter = (raw: RawValue, parameter: ContractParameter): unknown => {
  if (raw === undefined) return undefined;
  const values = Array.isArray(raw) ? raw : [raw];
  if (schemaType(parameter.schema) === 'array') {
    const items = isRecord(parameter.schema.items) ? parameter.schema.items : {};
    return values.map((value) => coerceScalar(value, items));
  }
  // A scalar parameter sent more than once: the first value counts.
  const first = values[0];
  return first === undefined ? undefined : coerceScalar(first, parameter.schema);
};

const objectSchema = (parameters: ContractParameter[]) => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
  required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
});

/**
 * Where a value holds the character U+0000 (in a string or a key), as a field name; null when it
 * holds none. Text never needs it, and PostgreSQL cannot store it, so it is refused on the way in,
 * with the same answer on both databases.
 */
const nulCharacterAt = (value: unknown, path: string): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterAt(item, `${path}.${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const name = path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000')) return name;
      const found = nulCharacterAt(item, name);
      if (found !== null) return found;
    }
  }
  return null;
};

const nulProblem = (field: string) => [
  { name: field, message: msg('server.validation.invalid', { field }) },
];

export interface ValidatedParameters {
  query: JsonObject;
  path: JsonObject;
}

export class RequestValidator {
  private readonly queryParameters: ContractParameter[];
  private readonly pathParameters: ContractParameter[];
  private readonly validateQuery: ValidateFunction;
  private readonly validatePath: ValidateFunction;
  private readonly bodyValidators = new Map<string, ValidateFunction>();

  constructor(
    ajv: Ajv,
    readonly operation: ContractOperation,
  ) {
    this.queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    this.pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    this.validateQuery = ajv.compile(objectSchema(this.queryParameters));
    this.validatePath = ajv.compile(objectSchema(this.pathParameters));
    for (const [mediaType, schema] of operation.requestBody?.content ?? []) {
      this.bodyValidators.set(mediaType, ajv.compile(schema));
    }
  }

  /** Throws 400 `bad_request` naming the first bad parameter. */
  parameters(rawQuery: unknown, rawPath: unknown): ValidatedParameters {
    return {
      path: this.check('path', this.pathParameters, this.validatePath, rawPath),
      query: this.check('query', this.queryParameters, this.validateQuery, rawQuery),
    };
  }

  private check(
    location: 'query' | 'path',
    parameters: ContractParameter[],
    validate: ValidateFunction,
    raw: unknown,
  ): JsonObject {
    const source = isRecord(raw) ? raw : {};
    const coerced: JsonObject = {};
    for (const parameter of parameters) {
      const value = source[parameter.name];
      const rawValue =
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string'))
          ? value
          : undefined;
      const coercedValue = coerceParameter(rawValue, parameter);
      if (coercedValue !== undefined) coerced[parameter.name] = coercedValue;
    }
    const nulAt = nulCharacterAt(coerced, '');
    if (nulAt !== null) {
      const name = nulAt.split('.')[0] ?? nulAt;
      throw badRequest(
        msg('server.validation.invalid', {
          field: msg(
            location === 'query'
              ? 'server.validation.queryParameter'
              : 'server.validation.pathParameter',
            { name },
          ),
        }),
        nulProblem(name),
      );
    }
    if (validate(coerced)) return coerced;
    const [first] = validate.errors ?? [];
    const problems = toFieldProblems(validate.errors);
    if (!first) {
      throw badRequest(
        location === 'query'
          ? 'server.validation.invalidQueryParameters'
          : 'server.validation.invalidPathParameters',
        problems,
      );
    }
    const params = first.params as Record<string, unknown>;
    const name =
      first.keyword === 'required' && typeof params.missingProperty === 'string'
        ? params.missingProperty
        : (instancePathToName(first.instancePath).split('.')[0] ?? '');
    throw badRequest(
      describeError(
        first,
        msg(
          location === 'query'
            ? 'server.validation.queryParameter'
            : 'server.validation.pathParameter',
          { name },
        ),
      ),
      problems.map((problem) => ({ ...problem, name: problem.name.split('.')[0] ?? problem.name })),
    );
  }

  hasBodyFor(mediaType: string): boolean {
    return this.bodyValidators.has(mediaType);
  }

  get bodyMediaTypes(): string[] {
    return [...this.bodyValidators.keys()];
  }

  /** Throws 422 `validation_failed` with one entry per bad field. */
  body(mediaType: string, body: unknown, message: Message = 'server.validation.invalidBody'): void {
    const validate = this.bodyValidators.get(mediaType);
    if (!validate) throw new Error(`${this.operation.operationId} has no ${mediaType} body`);
    const nulAt = nulCharacterAt(body, '');
    if (nulAt !== null) throw validationFailed(message, nulProblem(nulAt));
    if (!validate(body)) throw validationFailed(message, toFieldProblems(validate.errors));
  }
}
