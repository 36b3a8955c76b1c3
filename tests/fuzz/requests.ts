import fc from 'fast-check';
import type { FuzzOperation, FuzzParameter, Schema } from './contract-model';
import { DeepNesting, hostileValue, jsonText, NASTY_STRINGS, validValue } from './schema-values';

/**
 * One generated request for one operation. Credentials are named, not carried: the runner fills
 * in the caller's cookie and CSRF token, so the same request can be sent as anyone.
 */
export interface FuzzRequest {
  method: string;
  /** Path and query string, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  csrf: 'valid' | 'missing' | 'wrong';
  /** What was done to the request, for the report. */
  mutations: string[];
}

/** Ids that exist in the database, by parameter name, so valid requests reach real records. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

export const FUZZ_DOMAIN = 'northwindlabs.com';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncode = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return byte < 0x80 && UNRESERVED.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** Encodings that reach a router differently from their decoded form. */
const RAW_PATH_SEGMENTS: readonly string[] = [
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%c0%ae%c0%ae%2f',
  '%ed%a0%80',
  '1;x=1',
];

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value instanceof DeepNesting
      ? value.toJsonText()
      : jsonText(value);

interface Tagged<T> {
  value: T;
  mutation: string | null;
}

const tagged = <T>(arbitrary: fc.Arbitrary<T>, mutation: string | null): fc.Arbitrary<Tagged<T>> =>
  arbitrary.map((value) => ({ value, mutation }));

/** What one part of a request looks like when valid, and when fuzzed. */
interface Part<T> {
  valid: fc.Arbitrary<T>;
  mutated: fc.Arbitrary<Tagged<T>>;
}

const pathSegment = (parameter: FuzzParameter, known: KnownValues): Part<string> => {
  const realIds = known[parameter.name] ?? [];
  const generated = validValue(parameter.schema).map((value) => percentEncode(asText(value)));
  return {
    valid:
      realIds.length > 0
        ? fc.oneof(
            { weight: 1, arbitrary: generated },
            { weight: 3, arbitrary: fc.constantFrom(...realIds).map(percentEncode) },
          )
        : generated,
    mutated: fc.oneof(
      {
        weight: 2,
        arbitrary: tagged(
          hostileValue().map((value) => percentEncode(asText(value))),
          `path ${parameter.name} hostile`,
        ),
      },
      {
        weight: 1,
        arbitrary: tagged(
          fc.constantFrom(...RAW_PATH_SEGMENTS),
          `path ${parameter.name} raw encoding`,
        ),
      },
    ),
  };
};

/** Query pairs of one parameter: valid (an optional one sometimes absent), or missing, hostile, repeated. */
const queryPairs = (parameter: FuzzParameter, known: KnownValues): Part<[string, string][]> => {
  const name = parameter.name;
  const realIds = known[name] ?? [];
  const value =
    name === 'domain'
      ? fc.constant(FUZZ_DOMAIN)
      : realIds.length > 0
        ? fc.oneof(fc.constantFrom(...realIds), validValue(parameter.schema))
        : validValue(parameter.schema);
  const pairs = (item: unknown): [string, string][] =>
    Array.isArray(item) ? item.map((inner) => [name, asText(inner)]) : [[name, asText(item)]];
  const absent = fc.constant<[string, string][]>([]);
  return {
    valid:
      parameter.required || name === 'domain'
        ? value.map(pairs)
        : fc.oneof(value.map(pairs), absent),
    mutated: fc.oneof(
      tagged(absent, `query ${name} missing`),
      tagged(hostileValue().map(pairs), `query ${name} hostile`),
      tagged(
        fc.tuple(value, value).map(([first, second]) => [...pairs(first), ...pairs(second)]),
        `query ${name} repeated`,
      ),
    ),
  };
};

const schemaProperties = (schema: Schema): Record<string, Schema> =>
  (schema.properties ?? {}) as Record<string, Schema>;

/** A body the schema accepts, with the domain the caller's site needs. */
const validBody = (schema: Schema, example: unknown): fc.Arbitrary<unknown> => {
  const generated = validValue(schema).map((value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'domain' in schemaProperties(schema)
      ? { ...value, domain: FUZZ_DOMAIN }
      : value,
  );
  return example === undefined ? generated : fc.oneof(generated, fc.constant(example));
};

/** A valid body with one thing changed: a field dropped, added, or given a hostile value. */
const mutatedBody = (schema: Schema, example: unknown): fc.Arbitrary<Tagged<unknown>> => {
  const names = Object.keys(schemaProperties(schema));
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 8 });
  const asObject = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  return fc.oneof(
    fc.tuple(validBody(schema, example), field).map(([value, name]) => ({
      value: Object.fromEntries(Object.entries(asObject(value)).filter(([key]) => key !== name)),
      mutation: `body without ${name}`,
    })),
    fc
      .tuple(
        validBody(schema, example),
        fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string()),
        hostileValue(),
      )
      .map(([value, name, extra]) => ({
        value: { ...asObject(value), [name]: extra },
        mutation: 'body extra field',
      })),
    fc.tuple(validBody(schema, example), field, hostileValue()).map(([value, name, hostile]) => ({
      value: { ...asObject(value), [name]: hostile },
      mutation: `body ${name} hostile`,
    })),
    hostileValue().map((value) => ({ value, mutation: 'body replaced by a hostile value' })),
  );
};

interface EncodedBody {
  contentType: string | null;
  bytes: Buffer | null;
  mutation: string | null;
}

const jsonBody = (value: unknown, mutation: string | null): EncodedBody => ({
  contentType: 'application/json',
  bytes: Buffer.from(jsonText(value), 'utf8'),
  mutation,
});

/** Bodies that are not JSON at all, or not what the header says. */
const malformedBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<EncodedBody> =>
  fc.oneof(
    fc.tuple(valid, fc.nat()).map(([value, cut]) => {
      const text = jsonText(value);
      return {
        contentType: 'application/json',
        bytes: Buffer.from(text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0)),
        mutation: 'truncated JSON',
      };
    }),
    fc
      .constantFrom(
        '{',
        '{"a":}',
        "{'a':1}",
        'null',
        '',
        '\u0000',
        '{"a":"\\ud800"}',
        '\ufeff{}',
        'NaN',
      )
      .map((text) => ({
        contentType: 'application/json',
        bytes: Buffer.from(text),
        mutation: 'invalid JSON',
      })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
      contentType: 'application/json',
      bytes: Buffer.from(bytes),
      mutation: 'random bytes as JSON',
    })),
    fc
      .tuple(
        valid,
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'image/png',
          'application/json-patch+json',
          '*/*',
          'garbage',
        ),
      )
      .map(([value, contentType]) => ({
        contentType,
        bytes: Buffer.from(jsonText(value)),
        mutation: `JSON sent as ${contentType}`,
      })),
    fc.constant({
      contentType: 'application/json',
      bytes: Buffer.alloc(0),
      mutation: 'empty JSON body',
    }),
    fc.constant({ contentType: null, bytes: null, mutation: 'no body' }),
    fc.constantFrom(10_000, 100_000).map((depth) => ({
      contentType: 'application/json',
      bytes: Buffer.from(new DeepNesting(depth, 'array').toJsonText()),
      mutation: `JSON nested ${depth} deep`,
    })),
    fc.constant({
      contentType: 'application/json',
      bytes: Buffer.from(`{"domain":"${FUZZ_DOMAIN}","x":"${'x'.repeat(2 * 1024 * 1024)}"}`),
      mutation: 'JSON of 2 MB',
    }),
  );

const BOUNDARY = 'pcsxFuzzBoundary7MA4YWxkTrZu0gW';

/** multipart/form-data of the fields; `binary` fields become files. */
const multipartBytes = (
  schema: Schema,
  fields: Record<string, unknown>,
  boundary = BOUNDARY,
): Buffer => {
  const properties = schemaProperties(schema);
  const parts = Object.entries(fields).map(([name, value]) => {
    const disposition = `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"`;
    if (properties[name]?.format === 'binary') {
      const content = typeof value === 'string' ? value : '%PDF-1.7\n%fuzz\n';
      return `--${boundary}\r\n${disposition}; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
    }
    return `--${boundary}\r\n${disposition}\r\n\r\n${asText(value)}\r\n`;
  });
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
};

const multipartBody = (
  schema: Schema,
  example: unknown,
): { valid: fc.Arbitrary<EncodedBody>; mutated: fc.Arbitrary<EncodedBody> } => {
  const fields = validBody(schema, example).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const valid = fields.map((value): EncodedBody => ({
    contentType,
    bytes: multipartBytes(schema, value),
    mutation: null,
  }));
  const mutated = fc.oneof(
    {
      weight: 2,
      arbitrary: mutatedBody(schema, example).map(({ value, mutation }) => ({
        contentType,
        bytes: multipartBytes(
          schema,
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : { value },
        ),
        mutation: `multipart: ${mutation}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, fc.nat()).map(([value, cut]) => {
        const bytes = multipartBytes(schema, value);
        return {
          contentType,
          bytes: bytes.subarray(0, cut % bytes.length),
          mutation: 'truncated multipart',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fields.map((value) => ({
        contentType: 'multipart/form-data',
        bytes: multipartBytes(schema, value),
        mutation: 'multipart without boundary',
      })),
    },
    {
      weight: 1,
      arbitrary: fields.map((value) => ({
        contentType: 'multipart/form-data; boundary=another',
        bytes: multipartBytes(schema, value),
        mutation: 'multipart with the wrong boundary',
      })),
    },
    {
      weight: 1,
      arbitrary: fields.map((value) => ({
        contentType,
        bytes: multipartBytes(schema, { ...value, extra1: 'x', extra2: 'y', file2: '%PDF' }),
        mutation: 'multipart with extra parts',
      })),
    },
    { weight: 2, arbitrary: malformedBody(fields) },
  );
  return { valid, mutated };
};

const NO_BODY: EncodedBody = { contentType: null, bytes: null, mutation: null };

const requestBody = (operation: FuzzOperation): Part<EncodedBody> => {
  const body = operation.body;
  const asPart = (arbitrary: fc.Arbitrary<EncodedBody>) =>
    arbitrary.map((value) => ({ value, mutation: value.mutation }));
  if (body === null) {
    return {
      valid: fc.constant(NO_BODY),
      mutated: asPart(hostileValue().map((value) => jsonBody(value, 'unexpected body'))),
    };
  }
  if (body.mediaType === 'multipart/form-data') {
    const { valid, mutated } = multipartBody(body.schema, body.example);
    return { valid, mutated: asPart(mutated) };
  }
  const valid = validBody(body.schema, body.example);
  return {
    valid: valid.map((value) => jsonBody(value, null)),
    mutated: asPart(
      fc.oneof(
        {
          weight: 2,
          arbitrary: mutatedBody(body.schema, body.example).map(({ value, mutation }) =>
            jsonBody(value, mutation),
          ),
        },
        { weight: 1, arbitrary: malformedBody(valid) },
      ),
    ),
  };
};

/** Transport-level oddities: huge headers and URLs, forged identity headers, unknown parameters. */
interface Transport {
  headers: Record<string, string>;
  query: [string, string][];
}

const transportMutation = (): fc.Arbitrary<Tagged<Transport>> =>
  fc.oneof<fc.Arbitrary<Tagged<Transport>>[]>(
    tagged(
      fc.constant({ headers: { 'x-fuzz': 'x'.repeat(20_000) }, query: [] }),
      'header of 20 kB',
    ),
    tagged(
      fc.constant<Transport>({ headers: {}, query: [['q', 'x'.repeat(20_000)]] }),
      'URL of 20 kB',
    ),
    tagged(
      fc
        .tuple(fc.constantFrom(...NASTY_STRINGS), hostileValue())
        .map(([name, value]): Transport => ({ headers: {}, query: [[name, asText(value)]] })),
      'unknown query parameter',
    ),
    tagged(
      fc
        .constantFrom<Record<string, string>[]>(
          { 'x-pcsx-user': '1' },
          { 'x-pcsx-user': "../../etc/passwd'" },
          { 'x-forwarded-for': '1.2.3.4, ::1' },
          { 'x-forwarded-proto': 'https' },
          { host: 'evil.example' },
          { 'accept-encoding': 'gzip, br, deflate, zstd, identity;q=0' },
          { accept: 'text/html' },
          { 'content-encoding': 'gzip' },
        )
        .map((headers): Transport => ({ headers, query: [] })),
      'odd header',
    ),
  );

type Focus = 'none' | 'path' | 'query' | 'body' | 'transport' | 'csrf';

/** Requests for one operation whose parts are all valid, except the kind `focus` names. */
const focusedRequest = (
  operation: FuzzOperation,
  known: KnownValues,
  focus: Focus,
): fc.Arbitrary<FuzzRequest> => {
  const pathParts = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => pathSegment(parameter, known));
  const queryParts = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => queryPairs(parameter, known));
  const body = requestBody(operation);
  /** Valid values for every part, one of them (at `index`) fuzzed when `fuzzed`. */
  const parts = <T>(all: Part<T>[], fuzzed: boolean): fc.Arbitrary<Tagged<T>[]> =>
    fuzzed && all.length > 0
      ? fc
          .nat({ max: all.length - 1 })
          .chain((index) =>
            fc.tuple(
              ...all.map((part, position) =>
                position === index ? part.mutated : tagged(part.valid, null),
              ),
            ),
          )
      : fc.tuple(...all.map((part) => tagged(part.valid, null)));
  return fc
    .record({
      path: parts(pathParts, focus === 'path'),
      query: parts(queryParts, focus === 'query'),
      body: focus === 'body' ? body.mutated : tagged(body.valid, null),
      transport:
        focus === 'transport'
          ? transportMutation()
          : fc.constant<Tagged<Transport>>({ value: { headers: {}, query: [] }, mutation: null }),
      csrf:
        focus === 'csrf'
          ? fc.constantFrom<FuzzRequest['csrf']>('missing', 'wrong')
          : fc.constant<FuzzRequest['csrf']>('valid'),
    })
    .map(({ path, query, body: encoded, transport, csrf }): FuzzRequest => {
      let index = 0;
      const filledPath = operation.path.replace(/\{[^}]+\}/g, () => path[index++]?.value ?? '');
      const pairs = [...query.flatMap((item) => item.value), ...transport.value.query];
      const search = pairs
        .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
        .join('&');
      const contentType: Record<string, string> =
        encoded.value.contentType === null ? {} : { 'content-type': encoded.value.contentType };
      return {
        method: operation.method,
        url: search === '' ? filledPath : `${filledPath}?${search}`,
        headers: { ...contentType, ...transport.value.headers },
        body: encoded.value.bytes,
        csrf,
        mutations: [
          ...path.map((item) => item.mutation),
          ...query.map((item) => item.mutation),
          encoded.mutation,
          transport.mutation,
          csrf === 'valid' ? null : `CSRF token ${csrf}`,
        ].filter((mutation) => mutation !== null),
      };
    });
};

/**
 * Every request fast-check may generate for one operation: a valid request (about a third, so
 * handlers are reached), or a valid request with one part fuzzed.
 */
export const requestArbitrary = (
  operation: FuzzOperation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> => {
  const hasPath = operation.parameters.some((parameter) => parameter.in === 'path');
  const hasQuery = operation.parameters.some((parameter) => parameter.in === 'query');
  const focuses: { weight: number; arbitrary: fc.Arbitrary<Focus> }[] = [
    { weight: 5, arbitrary: fc.constant('none') },
    { weight: hasPath ? 2 : 0, arbitrary: fc.constant('path') },
    { weight: hasQuery ? 2 : 0, arbitrary: fc.constant('query') },
    { weight: 4, arbitrary: fc.constant('body') },
    { weight: 1, arbitrary: fc.constant('transport') },
    { weight: 1, arbitrary: fc.constant('csrf') },
  ];
  return fc
    .oneof(...focuses.filter((focus) => focus.weight > 0))
    .chain((focus) => focusedRequest(operation, known, focus));
};

/** Requests the contract allows for one operation (with the caller's valid CSRF token). */
export const validRequestArbitrary = (
  operation: FuzzOperation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> => focusedRequest(operation, known, 'none');
