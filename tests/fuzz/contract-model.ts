import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

/**
 * The contract as the fuzzer sees it: each operation with its parameters, request body and
 * declared statuses, every `$ref` resolved, read straight from `openapi/pcsx.yaml`.
 */

export type Schema = { readonly [keyword: string]: unknown };

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface FuzzRequestBody {
  required: boolean;
  /** `application/json` or `multipart/form-data`. */
  mediaType: string;
  schema: Schema;
  example?: unknown;
}

export type Identity = 'visitor' | 'candidate' | 'admin';

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /** Needs a signed-in caller (every security alternative names the session cookie). */
  signedInOnly: boolean;
  parameters: FuzzParameter[];
  body: FuzzRequestBody | null;
  declaredStatuses: ReadonlySet<number>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Recursive schemas are cut this many `$ref`s deep: enough for every shape, finite for generators. */
const MAX_REF_DEPTH = 6;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pointer = (document: unknown, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (isObject(node) ? node[segment] : undefined), document);

/** Replaces every local `$ref` by its target (recursive ones past `MAX_REF_DEPTH` by `{}`). */
export const resolveRefs = (document: unknown, value: unknown, depth = 0): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, depth));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (depth >= MAX_REF_DEPTH) return {};
    const siblings = Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$ref'));
    const target = resolveRefs(document, pointer(document, ref), depth + 1);
    return isObject(target) ? { ...target, ...siblings } : target;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, resolveRefs(document, inner, depth)]),
  );
};

const asSchema = (value: unknown): Schema => (isObject(value) ? value : {});

const readParameter = (value: unknown): FuzzParameter | null => {
  if (!isObject(value) || (value.in !== 'path' && value.in !== 'query')) return null;
  return {
    name: String(value.name),
    in: value.in,
    required: value.required === true,
    schema: asSchema(value.schema),
    ...(value.example === undefined ? {} : { example: value.example }),
  };
};

const readBody = (value: unknown): FuzzRequestBody | null => {
  if (!isObject(value) || !isObject(value.content)) return null;
  const [mediaType, media] = Object.entries(value.content)[0] ?? [];
  if (mediaType === undefined || !isObject(media)) return null;
  return {
    required: value.required === true,
    mediaType,
    schema: asSchema(media.schema),
    ...(media.example === undefined ? {} : { example: media.example }),
  };
};

const needsSession = (security: unknown): boolean =>
  Array.isArray(security) &&
  security.length > 0 &&
  security.every((alternative) => isObject(alternative) && 'sessionCookie' in alternative);

export const readFuzzOperations = (contractPath: string): FuzzOperation[] => {
  const document: unknown = parseYaml(readFileSync(contractPath, 'utf8'));
  const resolved = resolveRefs(document, document);
  if (!isObject(resolved) || !isObject(resolved.paths))
    throw new Error('The contract has no paths');
  return Object.entries(resolved.paths).flatMap(([path, item]) => {
    if (!isObject(item)) return [];
    const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isObject(operation)) return [];
      const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      return [
        {
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          tag: typeof tags[0] === 'string' ? tags[0] : 'default',
          signedInOnly: needsSession(operation.security ?? resolved.security),
          parameters: [...shared, ...own]
            .map(readParameter)
            .filter((parameter) => parameter !== null),
          body: readBody(operation.requestBody),
          declaredStatuses: new Set(
            Object.keys(isObject(operation.responses) ? operation.responses : {}).map(Number),
          ),
        },
      ];
    });
  });
};
