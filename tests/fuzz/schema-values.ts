import fc from 'fast-check';
import type { Schema } from './contract-model';

/**
 * Values for the fuzzer: `validValue` follows a JSON schema of the contract (so requests get past
 * validation into the handlers), `hostileValue` is what an attacker sends instead.
 */

const MAX_ITEMS = 3;
const DEFAULT_MAX_LENGTH = 40;

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TEXT_RESUME = `data:text/plain;base64,${Buffer.from(
  'Jordan Alvarez\njordan.alvarez@example.com\nSkills: TypeScript, SQL\n',
).toString('base64')}`;
const BROKEN_PDF = 'data:application/pdf;base64,JVBERi0xLjcKJeLjz9MK';

/** Strings that have broken servers before: traversal, encodings, NUL, surrogates, injection. */
export const NASTY_STRINGS: readonly string[] = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  'file%00.pdf',
  'a\u0000b',
  '\u0000',
  '%00',
  '%',
  '%zz',
  '\ud800',
  'x\udfffy',
  '\uffff\ufffe',
  '𝕏😀\u200d👩‍👩‍👧',
  '\u202eevil',
  ' ',
  '',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'valueOf',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  "$`$'$&",
  '<script>alert(1)</script>',
  '\r\nSet-Cookie: x=1',
];

/**
 * JSON nested `depth` levels deep. Kept as text: `JSON.stringify` itself overflows the stack on
 * 10,000 levels, which is exactly why servers must refuse them.
 */
export class DeepNesting {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}

  toJsonText(): string {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
}

/** `JSON.stringify` that also writes `DeepNesting` (and lone surrogates, escaped, as JSON allows). */
export const jsonText = (value: unknown): string => {
  if (value instanceof DeepNesting) return value.toJsonText();
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`,
    );
    return `{${members.join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
};

/** Any value of the wrong kind, huge, deep or odd: for a field, a parameter or a whole body. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(100_000, 1_000_000).map((length) => 'x'.repeat(length)),
    fc.constantFrom(100, 1_000, 10_000).map((depth) => new DeepNesting(depth, 'array')),
    fc.constantFrom(100, 1_000, 10_000).map((depth) => new DeepNesting(depth, 'object')),
    fc.array(fc.constant('x'), { minLength: 1000, maxLength: 1000 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  );

const typeOf = (schema: Schema): string | undefined => {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((name) => name !== 'null') as string | undefined;
  if (schema.properties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
};

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

const validString = (schema: Schema): fc.Arbitrary<string> => {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.max(
    minLength,
    Math.min(numberOr(schema.maxLength, DEFAULT_MAX_LENGTH), 80),
  );
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (pattern?.startsWith('^data:image')) return fc.constant(PNG_1X1);
  if (pattern?.startsWith('^data:'))
    return fc.constantFrom(TEXT_RESUME, PNG_1X1, BROKEN_PDF, 'data:text/plain;base64,');
  if (pattern !== undefined) {
    return fc
      .stringMatching(new RegExp(pattern))
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((value) => value.length <= maxLength || maxLength < 6);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength, maxLength: Math.min(maxLength, DEFAULT_MAX_LENGTH) });
  }
};

/**
 * Integers where storage changes: a 32-bit column's last value and the next, and JavaScript's
 * last safe integer. A schema without a maximum lets every one of them through.
 */
const INTEGER_EDGES = [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER];

const validNumber = (schema: Schema, integer: boolean): fc.Arbitrary<number> => {
  const minimum = numberOr(schema.minimum, integer ? -1000 : -1e6);
  const maximum = numberOr(schema.maximum, integer ? 5000 : 1e6);
  if (!integer)
    return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
  const typical = fc.integer({ min: Math.ceil(minimum), max: Math.floor(maximum) });
  const lowest = numberOr(schema.minimum, Number.MIN_SAFE_INTEGER);
  const highest = numberOr(schema.maximum, Number.MAX_SAFE_INTEGER);
  const edges = [lowest, highest, ...INTEGER_EDGES].filter(
    (edge) => Number.isSafeInteger(edge) && edge >= lowest && edge <= highest,
  );
  return fc.oneof(
    { arbitrary: typical, weight: 3 },
    { arbitrary: fc.constantFrom(...edges), weight: 1 },
  );
};

const validObject = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const names = Object.keys(properties);
  if (names.length === 0) {
    return schema.additionalProperties === false
      ? fc.constant({})
      : fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 3,
        });
  }
  const record = Object.fromEntries(
    names.map((name) => [name, validValue(properties[name] ?? {}, depth + 1)]),
  );
  return fc.record(record, { requiredKeys: names.filter((name) => required.has(name)) });
};

/** A value the schema accepts (as far as a generator can tell): real shapes reach the handlers. */
export const validValue = (schema: Schema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as Schema[]).reduce<Schema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...(all.properties as object), ...(part.properties as object) },
        required: [
          ...((all.required as string[] | undefined) ?? []),
          ...((part.required as string[] | undefined) ?? []),
        ],
      }),
      {},
    );
    return validValue(merged, depth + 1);
  }
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  const fromExamples = [...examples, ...(schema.example === undefined ? [] : [schema.example])].map(
    (example) => fc.constant(example),
  );
  const generated = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(schema)) {
      case 'string':
        return validString(schema);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = (schema.items ?? {}) as Schema;
        const minLength = numberOr(schema.minItems, 0);
        const maxLength = Math.max(
          minLength,
          Math.min(numberOr(schema.maxItems, MAX_ITEMS), MAX_ITEMS),
        );
        return fc.array(validValue(items, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return validObject(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fromExamples.length > 0 ? fc.oneof(generated, ...fromExamples) : generated;
};
