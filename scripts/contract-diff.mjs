// The breaking-change check and changelog of the contract (`npm run contract:diff`,
// `npm run contract:changelog`).
//
// Base: CONTRACT_BASE if set; else the newest `v*` tag reachable from HEAD; else the merge-base
// with `main` when HEAD is on another line of history; else HEAD when the working tree's contract
// has uncommitted changes; else HEAD~1. The working tree's contract is compared with the base's.
// Only a clone with no usable base at all (a single commit, or a shallow one) skips, saying so.
//
// Engine: api-smart-diff finds every difference between the two documents. Its verdicts are
// wrong where clients break most often (a string query parameter narrowed to integer is
// "non-breaking", a removed optional response field "non-breaking", a renamed optional parameter
// "removed required parameter", constraint changes "unclassified") and its lines do not name the
// operation, so these checks are ours and replace its verdicts for operations, parameters,
// request bodies, responses and response headers:
//   - operations removed/added, operationId renamed, deprecation, security requirements;
//   - parameters and headers removed/added/required, matched by location and name;
//   - request bodies and media types added/removed/required, response statuses added/removed;
//   - in every schema, recursively ($ref resolved, allOf merged): type narrowed or widened, enum
//     and const values added or removed, properties added/removed/required, objects closed,
//     minimum/maximum/exclusive bounds, minLength/maxLength, minItems/maxItems,
//     min/maxProperties, pattern and format, items, additionalProperties, oneOf/anyOf
//     alternatives, each judged for the request side (clients send it) or the response side
//     (clients read it).
// api-smart-diff's own verdict stands for what these checks do not model (servers, callbacks,
// multipleOf, uniqueItems, parameter style, …): breaking stays breaking, unclassified becomes
// potentially breaking; documentation-only changes are counted, not listed.
//
// Why api-smart-diff: of the diff libraries that run offline on Node 20, it is the only one that
// resolves $refs and reports every change. Optic's breaking-change rules (13 checks, no
// constraint narrowing) fail to load here; openapi-diff reports only whole-body "scope" changes
// and no parameter changes; @azure/oad is a .NET tool for Swagger 2.0 run through AutoRest (it
// needs dotnet, and AutoRest fetches its core at run time); @pb33f/openapi-changes downloads a
// binary at install. The levels mostly match oasdiff's for the same changes, except that a
// removed parameter is breaking (requests that send it silently change meaning), and a loosened
// response constraint and a new success status are potentially breaking.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

const CONTRACT_PATH = 'openapi/pcsx.yaml';
const SHOWN_SAFE = 40;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const LEVELS = ['breaking', 'potentially-breaking', 'safe'];
const LABELS = {
  breaking: 'BREAKING',
  'potentially-breaking': 'POTENTIALLY BREAKING',
  safe: 'SAFE',
};
const HEADINGS = {
  breaking: 'Breaking',
  'potentially-breaking': 'Potentially breaking',
  safe: 'Safe',
};

/** The major number of a `x.y.z` version; NaN when it has none. */
export const majorOf = (version) => Number.parseInt(String(version ?? '').split('.')[0] ?? '', 10);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

const resolvePointer = (doc, ref) =>
  ref.startsWith('#/')
    ? ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((node, key) => (isObject(node) || Array.isArray(node) ? node[key] : undefined), doc)
    : undefined;

/**
 * Folds `allOf` into one schema: properties and required lists add up, other keywords keep the
 * first value.
 */
const mergeAllOf = (schema) => {
  const { allOf, ...merged } = schema;
  for (const part of allOf) {
    if (!isObject(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = { ...merged.properties, ...value };
      else if (key === 'required')
        merged.required = [...new Set([...(merged.required ?? []), ...value])];
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
};

/**
 * A copy of `node` with local `$ref`s replaced by their targets; a cycle becomes
 * `{ 'x-circular': ref }`.
 */
const dereference = (doc, node) => {
  const walk = (value, stack) => {
    if (Array.isArray(value)) return value.map((item) => walk(item, stack));
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const { $ref: ref, ...siblings } = value;
      if (stack.includes(ref)) return { 'x-circular': ref };
      const target = resolvePointer(doc, ref);
      if (target === undefined) throw new Error(`The contract's $ref ${ref} points nowhere.`);
      return { ...walk(target, [...stack, ref]), ...walk(siblings, stack) };
    }
    const copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = walk(item, stack);
    return Array.isArray(copy.allOf) ? mergeAllOf(copy) : copy;
  };
  return walk(node, []);
};

/** `/a/{id}` and `/a/{itemId}` are one endpoint: path parameter names do not change the URL. */
const endpointKey = (method, path) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** Every operation of a dereferenced document, with path-level and operation parameters merged. */
const operationsOf = (doc) => {
  const operations = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      // Path parameters are matched by their place in the path: renaming one changes no URL.
      const placeholders = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
      const keyOf = (parameter) =>
        parameter.in === 'path' && placeholders.includes(parameter.name)
          ? `path:#${placeholders.indexOf(parameter.name)}`
          : `${parameter.in}:${parameter.name}`;
      const parameters = new Map();
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
        if (isObject(parameter)) parameters.set(keyOf(parameter), parameter);
      operations.set(endpointKey(method.toUpperCase(), path), {
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        security: operation.security ?? doc.security ?? [],
        operation,
        parameters,
      });
    }
  }
  return operations;
};

const typesOf = (schema) => {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  return null;
};
/** Whether every value of the types `narrow` is also one of the types `wide`. */
const typesCover = (wide, narrow) =>
  narrow.every((type) => wide.includes(type) || (type === 'integer' && wide.includes('number')));
const showTypes = (types) => types.join(' or ');

const valuesOf = (schema) =>
  schema.const !== undefined ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : null;

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

/**
 * Compares two dereferenced schemas. `side` is 'request' (the client sends the value: accepting
 * less breaks it) or 'response' (the client reads it: sending more breaks it).
 */
const compareSchemas = (before, after, side, at, emit, depth = 0) => {
  if (!isObject(before) || !isObject(after) || depth > 40) return;
  if (before['x-circular'] || after['x-circular']) {
    if (before['x-circular'] !== after['x-circular'])
      emit('potentially-breaking', at(), 'recursive schema changed');
    return;
  }
  const request = side === 'request';
  const say = (breaksClients, location, message) =>
    emit(breaksClients ? 'breaking' : 'safe', location, message);
  // A narrower request schema rejects what clients sent; a wider response schema sends what
  // clients did not expect. Constraint loosening in a response is only potentially breaking.
  const bound = (tighter, location, message) =>
    emit(
      request ? (tighter ? 'breaking' : 'safe') : tighter ? 'safe' : 'potentially-breaking',
      location,
      message,
    );

  const beforeTypes = typesOf(before);
  const afterTypes = typesOf(after);
  if (beforeTypes && afterTypes) {
    const widened = typesCover(afterTypes, beforeTypes);
    const narrowed = typesCover(beforeTypes, afterTypes);
    if (!(widened && narrowed)) {
      const from = `from ${showTypes(beforeTypes)} to ${showTypes(afterTypes)}`;
      if (request) say(!widened, at(), `type ${widened ? 'widened' : 'narrowed'} ${from}`);
      else
        say(
          !narrowed,
          at(),
          `type ${narrowed ? 'narrowed' : widened ? 'widened' : 'changed'} ${from}`,
        );
    }
  } else if (afterTypes && !beforeTypes) {
    say(request, at(), `type restricted to ${showTypes(afterTypes)}`);
  } else if (beforeTypes && !afterTypes) {
    say(!request, at(), `type no longer restricted (was ${showTypes(beforeTypes)})`);
  }

  const beforeValues = valuesOf(before);
  const afterValues = valuesOf(after);
  if (beforeValues && afterValues) {
    const keys = (values) => new Set(values.map((value) => JSON.stringify(value)));
    const beforeKeys = keys(beforeValues);
    const afterKeys = keys(afterValues);
    const removed = beforeValues.filter((value) => !afterKeys.has(JSON.stringify(value)));
    const added = afterValues.filter((value) => !beforeKeys.has(JSON.stringify(value)));
    if (removed.length > 0)
      emit(
        request ? 'breaking' : 'safe',
        at(),
        `value${removed.length > 1 ? 's' : ''} ${removed.map(show).join(', ')} removed`,
      );
    if (added.length > 0)
      emit(
        request ? 'safe' : 'potentially-breaking',
        at(),
        `value${added.length > 1 ? 's' : ''} ${added.map(show).join(', ')} added`,
      );
  } else if (afterValues && !beforeValues) {
    say(request, at(), `now restricted to ${afterValues.map(show).join(', ')}`);
  } else if (beforeValues && !afterValues) {
    emit(
      request ? 'safe' : 'potentially-breaking',
      at(),
      `no longer restricted to ${beforeValues.map(show).join(', ')}`,
    );
  }

  for (const [keys, raises] of [
    [LOWER_BOUNDS, true],
    [UPPER_BOUNDS, false],
  ]) {
    for (const key of keys) {
      const was = typeof before[key] === 'number' ? before[key] : undefined;
      const now = typeof after[key] === 'number' ? after[key] : undefined;
      if (was === now) continue;
      if (was === undefined) bound(true, at(), `${key} ${now} set`);
      else if (now === undefined) bound(false, at(), `${key} ${was} removed`);
      else {
        const tighter = raises ? now > was : now < was;
        bound(tighter, at(), `${key} ${now > was ? 'raised' : 'lowered'} from ${was} to ${now}`);
      }
    }
  }

  if (before.pattern !== after.pattern) {
    if (before.pattern === undefined) bound(true, at(), `pattern ${after.pattern} set`);
    else if (after.pattern === undefined) bound(false, at(), `pattern ${before.pattern} removed`);
    else
      emit(
        'potentially-breaking',
        at(),
        `pattern changed from ${before.pattern} to ${after.pattern}`,
      );
  }
  // Many validators treat format as a hint, so a format change is at most potentially breaking.
  if (before.format !== after.format) {
    const wider = request ? after.format === undefined : before.format === undefined;
    const change =
      before.format === undefined
        ? `format ${after.format} set`
        : after.format === undefined
          ? `format ${before.format} removed`
          : `format changed from ${before.format} to ${after.format}`;
    emit(wider ? 'safe' : 'potentially-breaking', at(), change);
  }

  // `unevaluatedProperties: false` closes an object built with allOf, as
  // `additionalProperties: false` closes a plain one.
  const closed = (schema) =>
    schema.additionalProperties === false || schema.unevaluatedProperties === false;
  const wasClosed = closed(before);
  const isClosed = closed(after);
  const beforeProperties = isObject(before.properties) ? before.properties : {};
  const afterProperties = isObject(after.properties) ? after.properties : {};
  const beforeRequired = new Set(before.required ?? []);
  const afterRequired = new Set(after.required ?? []);
  const names = [...new Set([...Object.keys(beforeProperties), ...Object.keys(afterProperties)])];
  for (const name of names) {
    const field = at(name);
    const inBefore = name in beforeProperties;
    const inAfter = name in afterProperties;
    if (!inAfter) {
      if (request)
        emit(
          isClosed ? 'breaking' : 'potentially-breaking',
          field,
          isClosed
            ? 'removed; the object is closed, so clients still sending it are rejected'
            : 'removed; clients still sending it are ignored or rejected',
        );
      else
        emit(
          beforeRequired.has(name) ? 'breaking' : 'potentially-breaking',
          field,
          `removed (was ${beforeRequired.has(name) ? 'required' : 'optional'})`,
        );
    } else if (!inBefore) {
      if (request && afterRequired.has(name)) emit('breaking', field, 'new required field');
      else emit('safe', field, `new ${afterRequired.has(name) ? 'required' : 'optional'} field`);
    } else {
      if (!beforeRequired.has(name) && afterRequired.has(name))
        emit(request ? 'breaking' : 'safe', field, 'became required');
      if (beforeRequired.has(name) && !afterRequired.has(name))
        emit(
          request ? 'safe' : 'breaking',
          field,
          request ? 'became optional' : 'became optional: it may be missing',
        );
      compareSchemas(
        beforeProperties[name],
        afterProperties[name],
        side,
        (sub) => at(sub === undefined ? name : `${name}.${sub}`),
        emit,
        depth + 1,
      );
    }
  }

  if (!wasClosed && isClosed && request)
    emit(
      'potentially-breaking',
      at(),
      'object closed: fields the contract does not list are rejected',
    );
  if (isObject(before.additionalProperties) && isObject(after.additionalProperties))
    compareSchemas(
      before.additionalProperties,
      after.additionalProperties,
      side,
      (sub) => at(sub === undefined ? '*' : `*.${sub}`),
      emit,
      depth + 1,
    );
  if (isObject(before.items) && isObject(after.items))
    compareSchemas(
      before.items,
      after.items,
      side,
      (sub) => at(sub === undefined ? '[]' : `[].${sub}`),
      emit,
      depth + 1,
    );

  for (const key of ['oneOf', 'anyOf']) {
    const was = Array.isArray(before[key]) ? before[key] : [];
    const now = Array.isArray(after[key]) ? after[key] : [];
    if (was.length === now.length) {
      was.forEach((variant, index) =>
        compareSchemas(variant, now[index], side, at, emit, depth + 1),
      );
    } else if (was.length > 0 || now.length > 0) {
      const fewer = now.length < was.length;
      emit(
        request ? (fewer ? 'breaking' : 'safe') : fewer ? 'safe' : 'potentially-breaking',
        at(),
        `${key} went from ${was.length} to ${now.length} alternatives`,
      );
    }
  }
};

/** Joins a location with a field path (none for the value itself). */
const fieldAt = (location) => (field) =>
  field === undefined ? location : `${location} field '${field.replace(/\.\[\]/g, '[]')}'`;

const parameterLabel = (parameter) => `${parameter.in} parameter '${parameter.name}'`;
const bodyLabel = (prefix, mediaType) =>
  mediaType === 'application/json' ? prefix : `${prefix} (${mediaType})`;
const schemaOfParameter = (parameter) =>
  parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema;

/**
 * The alternatives of a security requirement list, each a sorted list of scheme names; `[]` is
 * anonymous.
 */
const alternativesOf = (security) =>
  security.length === 0
    ? [[]]
    : security.filter(isObject).map((requirement) => Object.keys(requirement).sort());

/**
 * A client that met one of the old alternatives holds those credentials; it still gets in when a
 * new alternative needs no scheme it lacks.
 */
const compareSecurity = (before, after, emit) => {
  const named = (alternative) =>
    alternative.length === 0 ? 'no credentials' : alternative.join(' + ');
  const was = alternativesOf(before);
  const now = alternativesOf(after);
  const key = (alternative) => alternative.join(' + ');
  const wasKeys = new Set(was.map(key));
  const nowKeys = new Set(now.map(key));
  if (wasKeys.size === nowKeys.size && [...wasKeys].every((one) => nowKeys.has(one))) return;
  let broken = false;
  for (const alternative of was)
    if (!now.some((other) => other.every((scheme) => alternative.includes(scheme)))) {
      broken = true;
      emit(
        'breaking',
        'security',
        `calls with ${named(alternative)} are no longer enough: it needs ${now.map(named).join(' or ')}`,
      );
    }
  if (broken) return;
  for (const alternative of now)
    if (!wasKeys.has(key(alternative)))
      emit('safe', 'security', `now also accepts calls with ${named(alternative)}`);
};

const compareOperation = (before, after, emit) => {
  if (before.operationId !== after.operationId && before.operationId && after.operationId)
    emit(
      'potentially-breaking',
      'operation',
      `operationId changed from ${before.operationId} to ${after.operationId}: generated client functions are renamed`,
    );
  if (!before.operation.deprecated && after.operation.deprecated)
    emit('safe', 'operation', 'deprecated');
  compareSecurity(before.security, after.security, emit);

  for (const key of new Set([...before.parameters.keys(), ...after.parameters.keys()])) {
    const was = before.parameters.get(key);
    const now = after.parameters.get(key);
    if (!now)
      emit(
        'breaking',
        parameterLabel(was),
        `removed (was ${was.required ? 'required' : 'optional'})`,
      );
    else if (!was)
      emit(
        now.required ? 'breaking' : 'safe',
        parameterLabel(now),
        `new ${now.required ? 'required' : 'optional'} parameter`,
      );
    else {
      if (!was.required && now.required) emit('breaking', parameterLabel(now), 'became required');
      if (was.required && !now.required) emit('safe', parameterLabel(now), 'became optional');
      compareSchemas(
        schemaOfParameter(was),
        schemaOfParameter(now),
        'request',
        fieldAt(parameterLabel(now)),
        emit,
      );
    }
  }

  const wasBody = before.operation.requestBody;
  const nowBody = after.operation.requestBody;
  if (!wasBody && nowBody)
    emit(
      nowBody.required ? 'breaking' : 'safe',
      'request body',
      `new ${nowBody.required ? 'required' : 'optional'} request body`,
    );
  else if (wasBody && !nowBody)
    emit(
      'potentially-breaking',
      'request body',
      'removed; clients still sending one may be rejected',
    );
  else if (wasBody && nowBody) {
    if (!wasBody.required && nowBody.required) emit('breaking', 'request body', 'became required');
    if (wasBody.required && !nowBody.required) emit('safe', 'request body', 'became optional');
    const wasContent = wasBody.content ?? {};
    const nowContent = nowBody.content ?? {};
    for (const mediaType of new Set([...Object.keys(wasContent), ...Object.keys(nowContent)])) {
      const label = bodyLabel('request body', mediaType);
      if (!(mediaType in nowContent))
        emit('breaking', label, `media type ${mediaType} no longer accepted`);
      else if (!(mediaType in wasContent))
        emit('safe', label, `media type ${mediaType} now accepted`);
      else
        compareSchemas(
          wasContent[mediaType].schema,
          nowContent[mediaType].schema,
          'request',
          fieldAt(label),
          emit,
        );
    }
  }

  const wasResponses = before.operation.responses ?? {};
  const nowResponses = after.operation.responses ?? {};
  for (const status of new Set([...Object.keys(wasResponses), ...Object.keys(nowResponses)])) {
    const label = `response ${status}`;
    const success = /^2/.test(status);
    const was = wasResponses[status];
    const now = nowResponses[status];
    if (!now) {
      emit(success ? 'breaking' : 'safe', label, success ? 'removed' : 'no longer documented');
      continue;
    }
    if (!was) {
      emit(
        success ? 'potentially-breaking' : 'safe',
        label,
        success ? 'new success response clients may not handle' : 'new response',
      );
      continue;
    }
    const wasContent = was.content ?? {};
    const nowContent = now.content ?? {};
    for (const mediaType of new Set([...Object.keys(wasContent), ...Object.keys(nowContent)])) {
      const bodyLocation = bodyLabel(label, mediaType);
      if (!(mediaType in nowContent))
        emit('breaking', bodyLocation, `media type ${mediaType} no longer sent`);
      else if (!(mediaType in wasContent))
        emit('safe', bodyLocation, `media type ${mediaType} now offered`);
      else
        compareSchemas(
          wasContent[mediaType].schema,
          nowContent[mediaType].schema,
          'response',
          fieldAt(bodyLocation),
          emit,
        );
    }
    const lower = (headers) =>
      new Map(Object.entries(headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]));
    const wasHeaders = lower(was.headers);
    const nowHeaders = lower(now.headers);
    for (const name of new Set([...wasHeaders.keys(), ...nowHeaders.keys()])) {
      const headerLocation = `${label} header '${name}'`;
      const wasHeader = wasHeaders.get(name);
      const nowHeader = nowHeaders.get(name);
      if (!nowHeader)
        emit(
          wasHeader.required ? 'breaking' : 'potentially-breaking',
          headerLocation,
          `removed (was ${wasHeader.required ? 'required' : 'optional'})`,
        );
      else if (!wasHeader) emit('safe', headerLocation, 'new header');
      else {
        if (wasHeader.required && !nowHeader.required)
          emit('breaking', headerLocation, 'became optional: it may be missing');
        compareSchemas(
          wasHeader.schema,
          nowHeader.schema,
          'response',
          fieldAt(headerLocation),
          emit,
        );
      }
    }
  }
};

// Validation keywords the checks above do not judge: api-smart-diff's verdict on them stands.
// Everything else it reports inside parameters, bodies and responses is either judged above
// or documentation (descriptions, examples, extensions).
const LIBRARY_KEYWORDS = new Set([
  'multipleOf',
  'uniqueItems',
  'not',
  'discriminator',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedItems',
  'contentEncoding',
  'contentMediaType',
  'nullable',
  'readOnly',
  'writeOnly',
  'style',
  'explode',
  'allowEmptyValue',
  'allowReserved',
  'if',
  'then',
  'else',
]);
// Operation fields outside parameters, bodies and responses whose changes reach clients.
const LIBRARY_SECTIONS = new Set(['callbacks', 'servers']);
// Keywords whose next path segment is a name (a property, media type, header or status), not a
// keyword.
const NAMED_KEYWORDS = new Set([
  'properties',
  'content',
  'headers',
  'responses',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'encoding',
]);

/** The keyword a change below an operation's section is in, walking past names and indexes. */
const keywordOf = (section, rest) => {
  let keyword = section;
  let nameNext = NAMED_KEYWORDS.has(section);
  for (const segment of rest) {
    if (typeof segment === 'number') continue;
    if (nameNext) {
      nameNext = false;
      continue;
    }
    keyword = String(segment);
    nameNext = NAMED_KEYWORDS.has(keyword);
  }
  return keyword;
};

/**
 * Where a library diff below an operation is, named like the checks above name theirs, and the
 * keyword it changed: parameter names are read from the library's merged document.
 */
const libraryLocation = (mergedOperation, section, rest) => {
  let label;
  let segments;
  if (section === 'parameters') {
    const parameter = mergedOperation?.parameters?.[rest[0]];
    label = isObject(parameter) ? parameterLabel(parameter) : `parameter ${rest[0]}`;
    segments = rest.slice(1);
  } else if (section === 'requestBody' && rest[0] === 'content') {
    label = bodyLabel('request body', rest[1]);
    segments = rest.slice(2);
  } else if (section === 'responses' && rest[1] === 'content') {
    label = bodyLabel(`response ${rest[0]}`, rest[2]);
    segments = rest.slice(3);
  } else if (section === 'responses' && rest[1] === 'headers') {
    label = `response ${rest[0]} header '${String(rest[2]).toLowerCase()}'`;
    segments = rest.slice(3);
  } else {
    return { location: section, keyword: undefined };
  }
  const field = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (LIBRARY_KEYWORDS.has(segment)) {
      const location = fieldAt(label)(field.length > 0 ? field.join('.') : undefined);
      return { location, keyword: segment };
    }
    if (segment === 'properties') {
      index += 1;
      field.push(String(segments[index]));
    } else if (segment === 'items') field.push('[]');
    else if (segment === 'additionalProperties') field.push('*');
  }
  return { location: label, keyword: undefined };
};

const showValue = (value) =>
  isObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);

/** The library's change of one keyword, worded like the checks above word theirs. */
const libraryMessage = (diff, keyword) => {
  if (keyword === undefined)
    return (diff.description || `${diff.action} ${diff.path.join('.')}`).replace(/^\[\w+\]\s*/, '');
  if (diff.action === 'add') return `${keyword} ${showValue(diff.after)} set`;
  if (diff.action === 'remove') return `${keyword} ${showValue(diff.before)} removed`;
  return `${keyword} changed from ${showValue(diff.before)} to ${showValue(diff.after)}`;
};

const LIBRARY_LEVELS = {
  breaking: 'breaking',
  unclassified: 'potentially-breaking',
  'non-breaking': 'safe',
  deprecated: 'safe',
};

/** One change for several responses of an operation that changed alike (a shared error body). */
const mergeStatuses = (changes) => {
  const groups = new Map();
  for (const change of changes) {
    const match = /^response (\S+)(.*)$/.exec(change.location);
    const key = match
      ? JSON.stringify([change.level, operationLabel(change.operation), match[2], change.message])
      : Symbol('unmerged');
    const group = groups.get(key);
    if (group) group.statuses.push(match[1]);
    else groups.set(key, { change, statuses: match ? [match[1]] : [], rest: match?.[2] });
  }
  return [...groups.values()].map(({ change, statuses, rest }) =>
    statuses.length > 1
      ? { ...change, location: `responses ${statuses.join(', ')}${rest}` }
      : change,
  );
};

/**
 * Every change from `before` to `after` (parsed OpenAPI documents), each with its level, the
 * operation it concerns and where in it, and whether a breaking change is allowed because
 * `info.version`'s major went up.
 */
export const compareContracts = (before, after) => {
  const changes = [];
  const describe = (entry) =>
    entry ? { method: entry.method, path: entry.path, operationId: entry.operationId } : null;
  const beforeOperations = operationsOf(
    dereference(before, { paths: before?.paths ?? {}, security: before?.security }),
  );
  const afterOperations = operationsOf(
    dereference(after, { paths: after?.paths ?? {}, security: after?.security }),
  );
  for (const key of new Set([...beforeOperations.keys(), ...afterOperations.keys()])) {
    const was = beforeOperations.get(key);
    const now = afterOperations.get(key);
    const operation = describe(now ?? was);
    const emit = (level, location, message) =>
      changes.push({ level, operation, location, message });
    if (!now) emit('breaking', 'operation', 'removed');
    else if (!was) emit('safe', 'operation', 'new operation');
    else compareOperation(was, now, emit);
  }

  let documentation = 0;
  const { diffs, merged } = apiCompare(before, after);
  for (const diff of diffs) {
    if (diff.type === 'annotation') {
      documentation += 1;
      continue;
    }
    const level = LIBRARY_LEVELS[diff.type] ?? 'potentially-breaking';
    const [root, path, method, section, ...rest] = diff.path;
    if (root === 'servers' || root === 'webhooks') {
      changes.push({
        level,
        operation: null,
        location: diff.path.join('.'),
        message: libraryMessage(diff, undefined),
      });
      continue;
    }
    const documentationOnly = diff.path.some(
      (segment) => segment === 'example' || segment === 'examples',
    );
    if (documentationOnly) documentation += 1;
    if (root !== 'paths' || !METHODS.includes(method) || section === undefined) continue;
    const judged = ['parameters', 'requestBody', 'responses'].includes(section)
      ? !documentationOnly && LIBRARY_KEYWORDS.has(keywordOf(section, rest))
      : LIBRARY_SECTIONS.has(section);
    if (!judged) continue;
    const key = endpointKey(method.toUpperCase(), path);
    const operation = describe(afterOperations.get(key) ?? beforeOperations.get(key));
    const { location, keyword } = libraryLocation(merged?.paths?.[path]?.[method], section, rest);
    changes.push({ level, operation, location, message: libraryMessage(diff, keyword) });
  }

  const baseMajor = majorOf(before?.info?.version);
  const newMajor = majorOf(after?.info?.version);
  const reported = mergeStatuses(changes).sort(
    (one, other) => LEVELS.indexOf(one.level) - LEVELS.indexOf(other.level),
  );
  const of = (level) => reported.filter((change) => change.level === level);
  return {
    changes: reported,
    breaking: of('breaking'),
    potentiallyBreaking: of('potentially-breaking'),
    safe: of('safe'),
    documentation,
    baseVersion: before?.info?.version,
    version: after?.info?.version,
    isNewMajor: Number.isFinite(baseMajor) && Number.isFinite(newMajor) && newMajor > baseMajor,
  };
};

/** `GET /api/x (getX)`, or 'whole API' for a change outside the operations. */
export const operationLabel = (operation) =>
  operation
    ? `${operation.method} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`
    : 'whole API';

/** One line of the check's output. */
export const formatChange = (change) =>
  `${LABELS[change.level]}  ${operationLabel(change.operation)} · ${change.location}: ${change.message}`;

/** The Markdown changelog: one section per level, one subsection per operation. */
export const formatChangelog = (result, base) => {
  const lines = [
    `# Contract changes: ${result.baseVersion ?? '?'} → ${result.version ?? '?'}`,
    '',
    `Compared with ${base}. ${result.breaking.length} breaking, ` +
      `${result.potentiallyBreaking.length} potentially breaking, ${result.safe.length} safe; ` +
      `${result.documentation} documentation-only change${result.documentation === 1 ? '' : 's'} not listed.`,
  ];
  for (const level of LEVELS) {
    const changes = result.changes.filter((change) => change.level === level);
    if (changes.length === 0) continue;
    lines.push('', `## ${HEADINGS[level]}`);
    const byOperation = new Map();
    for (const change of changes) {
      const label = operationLabel(change.operation);
      byOperation.set(label, [...(byOperation.get(label) ?? []), change]);
    }
    for (const [label, operationChanges] of byOperation) {
      lines.push('', `### \`${label}\``, '');
      for (const change of operationChanges) lines.push(`- ${change.location}: ${change.message}`);
    }
  }
  return `${lines.join('\n')}\n`;
};

/** Exit code and closing message of the check: breaking changes need a new major version. */
export const verdict = (result, base) => {
  if (result.breaking.length === 0) return { exitCode: 0, message: 'No breaking change.' };
  if (result.isNewMajor)
    return {
      exitCode: 0,
      message: `Breaking changes allowed: info.version's major went up (${result.baseVersion} → ${result.version}).`,
    };
  const major = majorOf(result.version);
  const next = Number.isFinite(major) ? `${major + 1}.0.0` : 'a new major version';
  return {
    exitCode: 1,
    message:
      `${result.breaking.length} breaking change${result.breaking.length === 1 ? '' : 's'} against ${base}, ` +
      `but info.version stays ${result.version ?? '(none)'} (was ${result.baseVersion ?? '(none)'}).\n` +
      'Either keep the contract compatible (add instead of renaming or removing, make new ' +
      'parameters and request fields optional, widen instead of narrowing), or, for a new major ' +
      `release, set info.version in ${CONTRACT_PATH} to ${next} and describe the change for ` +
      'clients (npm run contract:changelog -- --out FILE writes the changelog).',
  };
};

const git = (root, args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
const gitOr = (root, args) => {
  try {
    return git(root, args);
  } catch {
    return null;
  }
};

/**
 * The git ref to compare the working tree's contract with, and why; `ref` is null when the
 * history has no base at all.
 */
export const selectBase = ({ root, contractPath = CONTRACT_PATH, env = process.env }) => {
  if (env.CONTRACT_BASE) return { ref: env.CONTRACT_BASE, reason: 'the ref in CONTRACT_BASE' };
  const head = gitOr(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  if (head === null) return { ref: null, reason: 'the repository has no commit yet' };
  const tag = gitOr(root, ['describe', '--tags', '--abbrev=0', '--match', 'v*', 'HEAD']);
  if (tag) return { ref: tag, reason: 'the newest release tag reachable from HEAD' };
  for (const main of ['main', 'origin/main']) {
    if (gitOr(root, ['rev-parse', '--verify', '--quiet', `${main}^{commit}`]) === null) continue;
    const mergeBase = gitOr(root, ['merge-base', 'HEAD', main]);
    if (mergeBase && mergeBase !== head)
      return {
        ref: mergeBase.slice(0, 12),
        reason: `the merge-base of HEAD with ${main}, as no release tag is reachable and HEAD is on another branch`,
      };
    break;
  }
  const changed =
    gitOr(root, ['cat-file', '-e', `HEAD:${contractPath}`]) !== null &&
    gitOr(root, ['diff', '--quiet', 'HEAD', '--', contractPath]) === null;
  if (changed)
    return {
      ref: 'HEAD',
      reason:
        'the last commit, as no release tag is reachable and the working tree has uncommitted contract changes',
    };
  if (gitOr(root, ['rev-parse', '--verify', '--quiet', 'HEAD~1']) !== null)
    return {
      ref: 'HEAD~1',
      reason:
        'the previous commit, as no release tag is reachable, HEAD is not on a branch off main and the contract has no uncommitted change',
    };
  const shallow = gitOr(root, ['rev-parse', '--is-shallow-repository']) === 'true';
  return {
    ref: null,
    reason: shallow
      ? 'this is a shallow clone without the previous commit (git fetch --deepen=1 or --unshallow brings it)'
      : 'HEAD is the only commit and no release tag exists',
  };
};

const main = () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const changelog = args.includes('--changelog');
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const base = selectBase({ root });
  if (base.ref === null) {
    console.log(
      `Contract diff skipped: no base to compare with, because ${base.reason}. Set CONTRACT_BASE to a git ref to compare with one.`,
    );
    return 0;
  }
  let baseText;
  try {
    baseText = git(root, ['show', `${base.ref}:${CONTRACT_PATH}`]);
  } catch {
    if (!process.env.CONTRACT_BASE) {
      console.log(`Contract diff: ${base.ref} has no ${CONTRACT_PATH}; the whole contract is new.`);
      return 0;
    }
    console.error(`Contract diff: ${base.ref} has no ${CONTRACT_PATH} (is the ref fetched?).`);
    return 1;
  }
  const result = compareContracts(
    parse(baseText),
    parse(readFileSync(join(root, CONTRACT_PATH), 'utf8')),
  );
  const baseName = `${base.ref}, ${base.reason}`;
  if (changelog) {
    const text = formatChangelog(result, baseName);
    if (out) {
      writeFileSync(out, text);
      console.log(`Contract changelog against ${base.ref} written to ${out}.`);
    } else process.stdout.write(text);
    return 0;
  }
  console.log(`Base: ${baseName}.`);
  console.log(
    `Contract ${result.baseVersion} → ${result.version}: ${result.breaking.length} breaking, ` +
      `${result.potentiallyBreaking.length} potentially breaking, ${result.safe.length} safe; ` +
      `${result.documentation} documentation-only (not listed).`,
  );
  const showAll = args.includes('--all');
  const shownSafe = showAll ? result.safe : result.safe.slice(0, SHOWN_SAFE);
  for (const change of [...result.breaking, ...result.potentiallyBreaking, ...shownSafe])
    console.log(formatChange(change));
  if (shownSafe.length < result.safe.length)
    console.log(
      `… and ${result.safe.length - shownSafe.length} more safe changes (--all lists them)`,
    );
  const { exitCode, message } = verdict(result, base.ref);
  (exitCode === 0 ? console.log : console.error)(message);
  return exitCode;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
