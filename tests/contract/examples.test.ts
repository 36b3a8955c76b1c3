import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { contract, contractAjv, isNode, type Node } from './contract-document';

/**
 * Every example the contract carries is what a reader, Prism and the generated mocks show, so each
 * is checked against the schema it illustrates; objects are closed so a property left in an example
 * after leaving the schema is caught here rather than in the generated code.
 */

const serverMessages = JSON.parse(
  readFileSync(new URL('../../server/src/i18n/locales/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const ajv = contractAjv();

/** A JSON pointer segment as Ajv reads it in a `$ref` fragment. */
const segment = (key: string | number): string =>
  encodeURIComponent(String(key).replaceAll('~', '~0').replaceAll('/', '~1'));
const pointer = (path: (string | number)[]): string => path.map(segment).join('/');

const compiled = new Map<string, ValidateFunction>();
/** The validator of the schema at `path` in the contract, refs resolved in place. */
const validatorAt = (path: (string | number)[]): ValidateFunction => {
  const ref = `pcsx#/${pointer(path)}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
};

const at = (path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (isNode(node) || Array.isArray(node) ? (node as Node)[key] : undefined),
    contract,
  );

/** Follows `$ref`s to `#/components/...`, returning the target and its path. */
const follow = (value: unknown, path: (string | number)[]): [unknown, (string | number)[]] => {
  if (isNode(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    const target = value.$ref.slice(2).split('/');
    return follow(at(target), target);
  }
  return [value, path];
};

interface Example {
  /** Where the example is, for the failure message (operation, status, example name). */
  where: string;
  value: unknown;
  /** Path of the schema the example illustrates. */
  schema: (string | number)[];
}

/** The examples of a media type, parameter or header, each with the schema it illustrates. */
const examplesOf = (holder: Node, holderPath: (string | number)[], where: string): Example[] => {
  // A schema that is only a `$ref` is validated as its target, compiled once for all its uses.
  const onlyRef = isNode(holder.schema) && Object.keys(holder.schema).length === 1;
  const [, schema] = onlyRef
    ? follow(holder.schema, [...holderPath, 'schema'])
    : [holder.schema, [...holderPath, 'schema']];
  const found: Example[] = [];
  if ('example' in holder) found.push({ where, value: holder.example, schema });
  if (isNode(holder.examples)) {
    for (const [name, raw] of Object.entries(holder.examples)) {
      const [example] = follow(raw, []);
      if (isNode(example) && 'value' in example) {
        found.push({ where: `${where} example '${name}'`, value: example.value, schema });
      }
    }
  }
  return found;
};

/** Every `example`/`examples` inside a schema, with the subschema it sits in. */
const schemaExamples = (schema: unknown, path: (string | number)[], where: string): Example[] => {
  if (Array.isArray(schema)) {
    return schema.flatMap((item, index) => schemaExamples(item, [...path, index], where));
  }
  if (!isNode(schema)) return [];
  const found: Example[] = [];
  if ('example' in schema) found.push({ where, value: schema.example, schema: path });
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value: unknown, index) =>
      found.push({ where: `${where} examples[${index}]`, value, schema: path }),
    );
  }
  for (const [key, inner] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples' || key === 'enum' || key === 'const') continue;
    const nested = ['properties', 'patternProperties', '$defs'].includes(key);
    if (nested && isNode(inner)) {
      for (const [name, property] of Object.entries(inner)) {
        found.push(...schemaExamples(property, [...path, key, name], `${where}.${name}`));
      }
    } else {
      found.push(...schemaExamples(inner, [...path, key], where));
    }
  }
  return found;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const paths = contract.paths as Record<string, Node>;
const components = contract.components as Record<string, Record<string, Node> | undefined>;

interface Operation {
  id: string;
  method: string;
  path: string;
  node: Node;
  at: (string | number)[];
}
const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.filter((method) => isNode(item[method])).map((method) => {
    const node = item[method] as Node;
    return { id: String(node.operationId), method, path, node, at: ['paths', path, method] };
  }),
);

const collectExamples = (): Example[] => {
  const found: Example[] = [];
  const parametersOf = (list: unknown, listPath: (string | number)[], where: string) =>
    (Array.isArray(list) ? list : []).forEach((raw, index) => {
      const [parameter, parameterPath] = follow(raw, [...listPath, index]);
      if (isNode(parameter)) {
        found.push(
          ...examplesOf(parameter, parameterPath, `${where} parameter ${String(parameter.name)}`),
        );
      }
    });
  const headersOf = (headers: unknown, headersPath: (string | number)[], where: string) =>
    Object.entries(isNode(headers) ? headers : {}).forEach(([name, raw]) => {
      const [header, headerPath] = follow(raw, [...headersPath, name]);
      if (isNode(header)) found.push(...examplesOf(header, headerPath, `${where} header ${name}`));
    });
  const contentOf = (content: unknown, contentPath: (string | number)[], where: string) =>
    Object.entries(isNode(content) ? content : {}).forEach(([mediaType, media]) => {
      if (isNode(media)) {
        found.push(...examplesOf(media, [...contentPath, mediaType], `${where} ${mediaType}`));
      }
    });

  for (const [path, item] of Object.entries(paths)) {
    parametersOf(item.parameters, ['paths', path, 'parameters'], path);
  }
  for (const operation of operations) {
    const name = `${operation.id} (${operation.method.toUpperCase()} ${operation.path})`;
    parametersOf(operation.node.parameters, [...operation.at, 'parameters'], name);
    const [body, bodyPath] = follow(operation.node.requestBody, [...operation.at, 'requestBody']);
    if (isNode(body)) contentOf(body.content, [...bodyPath, 'content'], `${name} request body`);
    for (const [status, raw] of Object.entries(operation.node.responses as Node)) {
      const [response, responsePath] = follow(raw, [...operation.at, 'responses', status]);
      if (!isNode(response)) continue;
      contentOf(response.content, [...responsePath, 'content'], `${name} ${status}`);
      headersOf(response.headers, [...responsePath, 'headers'], `${name} ${status}`);
    }
  }
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) {
    found.push(...examplesOf(parameter, ['components', 'parameters', name], `parameter ${name}`));
  }
  headersOf(components.headers, ['components', 'headers'], 'components');
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    found.push(...schemaExamples(schema, ['components', 'schemas', name], `schema ${name}`));
  }
  return found;
};

/**
 * Object schemas (with `properties`) anywhere in a schema, with their paths; the members of an
 * `allOf` whose schema has `unevaluatedProperties: false` are closed by it and left out.
 */
const objectSchemas = (schema: unknown, where: string): { where: string; schema: Node }[] => {
  if (Array.isArray(schema)) return schema.flatMap((item) => objectSchemas(item, where));
  if (!isNode(schema)) return [];
  const found = isNode(schema.properties) ? [{ where, schema }] : [];
  for (const [key, inner] of Object.entries(schema)) {
    if (['example', 'examples', 'enum', 'const'].includes(key)) continue;
    if (key === 'allOf' && schema.unevaluatedProperties === false && Array.isArray(inner)) {
      for (const member of inner.filter(isNode)) {
        const { properties, ...rest } = member;
        found.push(...objectSchemas(rest, where));
        for (const [name, property] of Object.entries(isNode(properties) ? properties : {})) {
          found.push(...objectSchemas(property, `${where}.${name}`));
        }
      }
    } else if (key === 'properties' && isNode(inner)) {
      for (const [name, property] of Object.entries(inner)) {
        found.push(...objectSchemas(property, `${where}.${name}`));
      }
    } else {
      found.push(...objectSchemas(inner, where));
    }
  }
  return found;
};

/** Server messages as patterns: placeholders (and plural/select blocks) match any text. */
const messagePatterns = Object.entries(serverMessages)
  .map(([id, text]) => {
    let literal = '';
    let pattern = '';
    let depth = 0;
    for (const character of text.replaceAll("''", "'")) {
      if (character === '{') {
        if (depth === 0) pattern += '[\\s\\S]+';
        depth += 1;
      } else if (character === '}') {
        depth -= 1;
      } else if (depth === 0) {
        literal += character;
        pattern += character.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      }
    }
    return { id, literal: literal.trim(), pattern: new RegExp(`^${pattern}$`) };
  })
  // A message that is all placeholders ("{field} {problem}") would match any text.
  .filter(({ id, literal }) => id.startsWith('server.') && literal.length > 3);
const isServerMessage = (message: string): boolean =>
  messagePatterns.some(({ pattern }) => pattern.test(message));

interface ErrorExample {
  operation: Operation;
  status: string;
  name: string;
  value: { status?: unknown; code?: unknown; message?: unknown; fields?: unknown };
  /** Where the example is written: the operation, or the shared response it refers to. */
  source: string;
  shared: boolean;
}
const errorExamples = (): ErrorExample[] =>
  operations.flatMap((operation) =>
    Object.entries(operation.node.responses as Node).flatMap(([status, raw]) => {
      if (Number(status) < 400) return [];
      const [response] = follow(raw, []);
      const media = isNode(response) && isNode(response.content) && response.content;
      const json = media && media['application/json'];
      if (!isNode(json)) return [];
      return examplesOf(json, [], '').map((example) => ({
        operation,
        status,
        name: example.where.replace(/^ example /, '') || 'example',
        value: isNode(example.value) ? example.value : {},
        source:
          isNode(raw) && typeof raw.$ref === 'string'
            ? `${raw.$ref.split('/').pop() ?? raw.$ref} (${status})`
            : `${operation.id} ${status}`,
        shared: isNode(raw) && typeof raw.$ref === 'string',
      }));
    }),
  );

/** Names of the operation's query and path parameters. */
const parameterNames = (operation: Operation): Set<string> =>
  new Set(
    [
      ...((paths[operation.path].parameters as unknown[] | undefined) ?? []),
      ...((operation.node.parameters as unknown[] | undefined) ?? []),
    ].map((raw) => {
      const [parameter] = follow(raw, []);
      return isNode(parameter) ? String(parameter.name) : '';
    }),
  );

/** Top-level property names a body may have (through refs, allOf, oneOf and anyOf). */
const propertyNames = (schema: unknown, seen = new Set<unknown>()): Set<string> => {
  const [resolved] = follow(schema, []);
  if (!isNode(resolved) || seen.has(resolved)) return new Set();
  seen.add(resolved);
  const names = new Set(Object.keys(isNode(resolved.properties) ? resolved.properties : {}));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const parts = resolved[key];
    if (Array.isArray(parts)) {
      for (const part of parts) propertyNames(part, seen).forEach((name) => names.add(name));
    }
  }
  return names;
};
/**
 * Top-level property names the operation's body may have, or null when field names cannot be
 * told from it: no body (a 422 then names stored state), or a free-form object in it (form answers,
 * whose names are the form's).
 */
const bodyPropertyNames = (operation: Operation): Set<string> | null => {
  const [body] = follow(operation.node.requestBody, []);
  const content = isNode(body) && isNode(body.content) ? body.content : {};
  const names = new Set<string>();
  for (const media of Object.values(content)) {
    if (!isNode(media)) continue;
    const [schema] = follow(media.schema, []);
    const properties = isNode(schema) && isNode(schema.properties) ? schema.properties : {};
    const freeForm = Object.values(properties).some((property) => {
      const [resolved] = follow(property, []);
      return isNode(resolved) && resolved.type === 'object' && !isNode(resolved.properties);
    });
    if (freeForm) return null;
    propertyNames(media.schema).forEach((name) => names.add(name));
  }
  return names.size > 0 ? names : null;
};

/** The media types the operation's request body may have. */
const bodyMediaTypes = (operation: Operation): Set<string> => {
  const [body] = follow(operation.node.requestBody, []);
  return new Set(isNode(body) && isNode(body.content) ? Object.keys(body.content) : []);
};

describe('the contract examples', () => {
  it('all fit the schema they illustrate', () => {
    const examples = collectExamples();
    const failures = examples.flatMap(({ where, value, schema }) => {
      const validate = validatorAt(schema);
      return validate(value)
        ? []
        : (validate.errors ?? []).map(
            (error) =>
              `${where}: ${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
          );
    });
    expect(failures).toEqual([]);
    // Every response, request body, parameter and schema example is walked.
    expect(examples.length).toBeGreaterThan(400);
  });

  it('use every shared example somewhere', () => {
    const text = JSON.stringify(contract);
    const unused = Object.keys(components.examples ?? {}).filter(
      (name) => !text.includes(`"#/components/examples/${name}"`),
    );
    expect(unused).toEqual([]);
  });

  it('close every object schema, or say it is open on purpose', () => {
    const open = Object.entries(components.schemas ?? {})
      .flatMap(([name, schema]) => objectSchemas(schema, name))
      .filter(({ schema }) => {
        if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
          return false;
        }
        // Open on purpose (a base that others extend with allOf, a bag of free-form values): its
        // description says "Left open" and why.
        return !(
          typeof schema.description === 'string' && /\bLeft open\b/.test(schema.description)
        );
      })
      .map(({ where }) => where);
    expect(open).toEqual([]);
  });

  it('give every JSON success envelope its own status as a constant', () => {
    const problems = operations.flatMap((operation) =>
      Object.entries(operation.node.responses as Node).flatMap(([status, raw]) => {
        if (!status.startsWith('2')) return [];
        const [response] = follow(raw, []);
        const content = isNode(response) && isNode(response.content) ? response.content : {};
        const json = content['application/json'];
        if (!isNode(json)) return [];
        const [schema] = follow(json.schema, []);
        if (!isNode(schema) || schema.type === 'array') return [];
        const properties = isNode(schema.properties) ? schema.properties : {};
        const statusSchema = isNode(properties.status) ? properties.status : {};
        return statusSchema.const === Number(status) ? [] : [`${operation.id} ${status}`];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('the contract error examples', () => {
  const examples = errorExamples();

  it('carry their own status and a message the server words', () => {
    const problems = examples.flatMap(({ source, status, name, value }) => {
      const where = `${source} ${name}`;
      const fieldMessages = Array.isArray(value.fields)
        ? value.fields.map((field: unknown) => (isNode(field) ? String(field.message) : ''))
        : [];
      return [
        value.status === Number(status) ? null : `${where}: status ${String(value.status)}`,
        ...[String(value.message), ...fieldMessages]
          .filter((message) => !isServerMessage(message))
          .map((message) => `${where}: "${message}" is not a server message`),
      ].filter((problem) => problem !== null);
    });
    expect([...new Set(problems)]).toEqual([]);
  });

  it('speak of their own operation for 400, 404, 413, 415 and 422', () => {
    const problems = examples.flatMap(({ operation, status, name, value, shared }) => {
      const where = `${operation.id} ${status} ${name}`;
      if (!['400', '404', '413', '415', '422'].includes(status)) return [];
      if (shared) return [`${where}: shared with other operations`];
      if (status === '415') {
        const takes = bodyMediaTypes(operation);
        return [...String(value.message).matchAll(/ ([a-z]+\/[a-z0-9+.-]*[a-z0-9+-])/g)]
          .map(([, type]) => type)
          .filter((type) => !takes.has(type))
          .map((type) => `${where}: names ${type}, which the operation does not take`);
      }
      const fields = Array.isArray(value.fields)
        ? value.fields.map((field: unknown) => (isNode(field) ? String(field.name) : ''))
        : [];
      const bodyNames = bodyPropertyNames(operation);
      if (status === '422' && bodyNames === null) return [];
      const known = new Set([
        ...parameterNames(operation),
        ...(status === '422' && bodyNames ? bodyNames : []),
      ]);
      const quoted =
        status === '400' ? [...String(value.message).matchAll(/parameter '([^']+)'/g)] : [];
      return [
        ...fields.map((field) => field.split('.')[0] ?? field),
        ...quoted.map((match) => match[1]),
      ]
        .filter((field) => !known.has(field))
        .map((field) => `${where}: names '${field}', which the operation does not take`);
    });
    expect(problems).toEqual([]);
  });
});
