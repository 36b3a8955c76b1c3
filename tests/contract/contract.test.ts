import { readFileSync } from 'node:fs';
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

  // Each example is checked against its schema in examples.test.ts.
  it('has an example for every JSON response', () => {
    for (const { path, method, operation } of operations) {
      for (const [status, raw] of Object.entries(operation.responses)) {
        const media = resolveResponse(raw)?.content?.['application/json'];
        if (!media) continue;
        expect(
          examplesOf(media).length,
          `${method} ${path} ${status} has no example`,
        ).toBeGreaterThan(0);
      }
    }
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
