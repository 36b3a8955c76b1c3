import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { isRecord, type JsonObject } from '../lib/json';

/**
 * The contract as the server uses it: every operation with its resolved parameters, request body
 * and responses. Parameter, request body and response `$ref`s are resolved here; schema `$ref`s
 * stay in place and are resolved by Ajv against the contract's `components.schemas`.
 */

export const SCHEMA_BASE_URI = 'urn:pcsx:contract';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SecurityScheme = 'sessionCookie' | 'csrfToken';

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
}

export interface ContractRequestBody {
  required: boolean;
  /** Schema by media type (application/json, multipart/form-data). */
  content: Map<string, JsonObject>;
  /** The largest body accepted, in bytes (the operation's `x-pcsx-max-body-bytes`). */
  maxBytes: number;
}

export interface ContractResponse {
  /** Schema by media type; an empty map means no body. */
  content: Map<string, JsonObject>;
  headers: string[];
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  /** Alternatives; each alternative lists the schemes it needs (an empty list: no auth). */
  security: SecurityScheme[][];
  parameters: ContractParameter[];
  requestBody: ContractRequestBody | null;
  responses: Map<number, ContractResponse>;
}

export interface Contract {
  operations: ContractOperation[];
  /** `components.schemas`, for Ajv. */
  schemas: JsonObject;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Whether calls of the operation change state (and so need the CSRF token). */
export const changesState = (operation: ContractOperation): boolean => operation.method !== 'GET';

const fail = (where: string, problem: string): never => {
  throw new Error(`Contract: ${where}: ${problem}`);
};

const record = (value: unknown, where: string): JsonObject =>
  isRecord(value) ? value : fail(where, 'expected an object');

const text = (value: unknown, where: string): string =>
  typeof value === 'string' ? value : fail(where, 'expected a string');

/** Follows a local `$ref` (`#/components/...`) through the document. */
const resolveRef = (document: JsonObject, value: unknown, where: string): JsonObject => {
  const node = record(value, where);
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (!ref.startsWith('#/')) return fail(where, `only local $refs are supported, got ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (current, segment) =>
        isRecord(current)
          ? current[segment.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      document,
    );
  return resolveRef(document, target, `${where} → ${ref}`);
};

/** Makes schema `$ref`s absolute so a fragment compiles outside the contract document. */
export const absolutizeSchemaRefs = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(absolutizeSchemaRefs);
  if (!isRecord(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${SCHEMA_BASE_URI}${value}`
        : absolutizeSchemaRefs(value),
    ]),
  );
};

const readSecurity = (value: unknown, where: string): SecurityScheme[][] => {
  if (!Array.isArray(value)) return fail(where, 'security must be a list');
  return value.map((alternative, index) =>
    Object.keys(record(alternative, `${where}[${index}]`)).map((scheme) => {
      if (scheme !== 'sessionCookie' && scheme !== 'csrfToken') {
        return fail(where, `unknown security scheme ${scheme}`);
      }
      return scheme;
    }),
  );
};

const readParameter = (document: JsonObject, value: unknown, where: string): ContractParameter => {
  const parameter = resolveRef(document, value, where);
  const location = parameter.in;
  if (
    location !== 'query' &&
    location !== 'path' &&
    location !== 'header' &&
    location !== 'cookie'
  ) {
    return fail(where, `unsupported parameter location ${String(location)}`);
  }
  return {
    name: text(parameter.name, `${where}.name`),
    in: location,
    required: parameter.required === true,
    schema: record(absolutizeSchemaRefs(parameter.schema), `${where}.schema`),
  };
};

/** Every operation with a body declares its size limit; start-up fails on one that does not. */
const readMaxBodyBytes = (value: unknown, where: string): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : fail(where, 'x-pcsx-max-body-bytes must be a positive integer');

const readContent = (value: unknown, where: string): Map<string, JsonObject> =>
  new Map(
    Object.entries(value === undefined ? {} : record(value, where)).map(([mediaType, media]) => [
      mediaType,
      record(
        absolutizeSchemaRefs(record(media, `${where}.${mediaType}`).schema ?? {}),
        `${where}.${mediaType}.schema`,
      ),
    ]),
  );

const readOperation = (
  document: JsonObject,
  path: string,
  method: HttpMethod,
  value: unknown,
  inheritedParameters: unknown[],
  defaultSecurity: SecurityScheme[][],
): ContractOperation => {
  const where = `${method} ${path}`;
  const operation = record(value, where);
  const tags = operation.tags;
  const parameters = [
    ...inheritedParameters,
    ...(Array.isArray(operation.parameters) ? (operation.parameters as unknown[]) : []),
  ].map((parameter, index) => readParameter(document, parameter, `${where} parameter ${index}`));
  const requestBody =
    operation.requestBody === undefined
      ? null
      : (() => {
          const body = resolveRef(document, operation.requestBody, `${where} requestBody`);
          return {
            required: body.required === true,
            content: readContent(body.content, `${where} requestBody.content`),
            maxBytes: readMaxBodyBytes(
              operation['x-pcsx-max-body-bytes'],
              `${where} x-pcsx-max-body-bytes`,
            ),
          };
        })();
  const responses = new Map(
    Object.entries(record(operation.responses, `${where} responses`)).map(([status, response]) => {
      const resolved = resolveRef(document, response, `${where} response ${status}`);
      const code = Number(status);
      if (!Number.isInteger(code)) fail(where, `response status ${status} is not a number`);
      return [
        code,
        {
          content: readContent(resolved.content, `${where} response ${status}`),
          headers: Object.keys(
            resolved.headers === undefined ? {} : record(resolved.headers, where),
          ),
        },
      ];
    }),
  );
  return {
    operationId: text(operation.operationId, `${where}.operationId`),
    method,
    path,
    tag: Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : 'default',
    security:
      operation.security === undefined
        ? defaultSecurity
        : readSecurity(operation.security, `${where}.security`),
    parameters,
    requestBody,
    responses,
  };
};

export const parseContract = (source: string): Contract => {
  const document = record(parseYaml(source), 'document');
  const components = record(document.components, 'components');
  const defaultSecurity =
    document.security === undefined ? [[]] : readSecurity(document.security, 'security');
  const operations = Object.entries(record(document.paths, 'paths')).flatMap(([path, item]) => {
    const pathItem = record(item, path);
    const inherited: unknown[] = Array.isArray(pathItem.parameters)
      ? (pathItem.parameters as unknown[])
      : [];
    return METHODS.filter((method) => pathItem[method.toLowerCase()] !== undefined).map((method) =>
      readOperation(
        document,
        path,
        method,
        pathItem[method.toLowerCase()],
        inherited,
        defaultSecurity,
      ),
    );
  });
  return { operations, schemas: record(components.schemas, 'components.schemas') };
};

export const loadContract = (file: string): Contract => parseContract(readFileSync(file, 'utf8'));

/** `/api/pcsx/offers/{id}/accept` → `/api/pcsx/offers/:id/accept` */
export const toFastifyPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');
