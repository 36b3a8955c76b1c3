import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  'x-pcsx-origin'?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content?: Record<string, MediaType> }>;
    examples?: Record<string, { value: unknown }>;
  };
}

const contractText = readFileSync(new URL('../../openapi/pcsx.yaml', import.meta.url), 'utf8');
const contract = parse(contractText) as Contract & Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ path, method, operation })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'pcsx');
// Local refs inside the contract resolve against the document registered above.
const rewriteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
          ? [key, `pcsx${inner}`]
          : [key, rewriteRefs(inner)],
      ),
    );
  }
  return value;
};

const resolveResponse = (response: {
  $ref?: string;
  content?: Record<string, MediaType>;
}): { content?: Record<string, MediaType> } | undefined =>
  response.$ref
    ? contract.components.responses[response.$ref.replace('#/components/responses/', '')]
    : response;

const examplesOf = (media: MediaType): unknown[] => {
  if (media.example !== undefined) return [media.example];
  return Object.values(media.examples ?? {}).map((example) =>
    example.$ref
      ? contract.components.examples?.[example.$ref.replace('#/components/examples/', '')]?.value
      : example.value,
  );
};

describe('the contract', () => {
  it('names every operation, tags it once and says where it comes from', () => {
    for (const { path, method, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(['spec', 'designed'], `${method} ${path}`).toContain(operation['x-pcsx-origin']);
    }
    const origins = operations.map(({ operation }) => operation['x-pcsx-origin']);
    expect(origins.filter((origin) => origin === 'spec').length).toBeGreaterThanOrEqual(28);
  });

  it('has an example for every JSON response, and every example fits its schema', () => {
    let checked = 0;
    for (const { path, method, operation } of operations) {
      for (const [status, raw] of Object.entries(operation.responses)) {
        const media = resolveResponse(raw)?.content?.['application/json'];
        if (!media) continue;
        const examples = examplesOf(media);
        expect(examples.length, `${method} ${path} ${status} has no example`).toBeGreaterThan(0);
        const validate = ajv.compile(rewriteRefs(media.schema) as object);
        for (const example of examples) {
          const isValid = validate(example);
          expect(isValid, `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(
            true,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('wraps every JSON success in {status, data} except the offers list', () => {
    for (const { path, method, operation } of operations) {
      const success = Object.entries(operation.responses).find(([status]) =>
        status.startsWith('2'),
      );
      const media = success && resolveResponse(success[1])?.content?.['application/json'];
      if (!media) continue;
      const [example] = examplesOf(media);
      if (operation.operationId === 'listOffers') {
        expect(Array.isArray(example)).toBe(true);
      } else {
        expect(typeof (example as { status?: unknown }).status, `${method} ${path}`).toBe('number');
        expect(example, `${method} ${path}`).toHaveProperty('data');
      }
    }
  });

  it('documents the session timeout and CSRF failure headers', () => {
    expect(contractText).toMatch(/x-login/);
    expect(contractText).toMatch(/x-csrf-invalid/);
    expect(contractText).toMatch(/x-csrf-token/);
  });
});
