import { describe, expect, it } from 'vitest';
import { compareContracts, majorOf } from '../../scripts/contract-diff.mjs';

/** A one-operation contract whose answer is `{ id, name }` unless `change` says otherwise. */
const contract = (
  version: string,
  change: {
    properties?: Record<string, unknown>;
    required?: string[];
    responses?: Record<string, unknown>;
    parameters?: unknown[];
  } = {},
) => ({
  openapi: '3.1.0',
  info: { title: 'Test', version },
  paths: {
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: change.parameters ?? [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The item',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: change.required ?? ['id', 'name'],
                  properties: change.properties ?? {
                    id: { type: 'string' },
                    name: { type: 'string' },
                  },
                },
              },
            },
          },
          ...change.responses,
        },
      },
    },
  },
});

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

describe('contract diff', () => {
  it('finds nothing between equal contracts', () => {
    const result = compareContracts(contract('1.0.0'), contract('1.0.0'));
    expect(result.breaking).toEqual([]);
    expect(result.other).toEqual([]);
  });

  it('calls a removed response field breaking', () => {
    const after = contract('1.0.0', { properties: { id: { type: 'string' } }, required: ['id'] });
    const result = compareContracts(contract('1.0.0'), after);
    expect(result.breaking.map((change) => change.path)).toEqual([
      'paths./items/{id}.get.responses.200.content.application/json.schema.required.1',
      'paths./items/{id}.get.responses.200.content.application/json.schema.properties.name',
    ]);
    expect(result.isNewMajor).toBe(false);
  });

  it('calls a field that is no longer always sent breaking', () => {
    const after = contract('1.0.0', { required: ['id'] });
    expect(compareContracts(contract('1.0.0'), after).breaking).toHaveLength(1);
  });

  it('allows a breaking change only when the major version goes up', () => {
    const removed = { properties: { id: { type: 'string' } }, required: ['id'] };
    const minor = compareContracts(contract('1.4.2'), contract('1.5.0', removed));
    expect(minor.breaking).toHaveLength(2);
    expect(minor.isNewMajor).toBe(false);
    const major = compareContracts(contract('1.4.2'), contract('2.0.0', removed));
    expect(major.breaking).toHaveLength(2);
    expect(major.isNewMajor).toBe(true);
  });

  it('calls an added optional response field non-breaking', () => {
    const after = contract('1.0.0', {
      properties: { id: { type: 'string' }, name: { type: 'string' }, note: { type: 'string' } },
    });
    const result = compareContracts(contract('1.0.0'), after);
    expect(result.breaking).toEqual([]);
    expect(result.other.map((change) => change.type)).toEqual(['non-breaking']);
  });

  it('calls a new required query parameter breaking', () => {
    const after = contract('1.0.0', {
      parameters: [
        idParameter,
        { name: 'domain', in: 'query', required: true, schema: { type: 'string' } },
      ],
    });
    expect(compareContracts(contract('1.0.0'), after).breaking).toHaveLength(1);
  });

  it('calls a newly declared response status non-breaking', () => {
    const after = contract('1.0.0', {
      responses: { '404': { description: 'No such item' } },
    });
    const result = compareContracts(contract('1.0.0'), after);
    expect(result.breaking).toEqual([]);
    expect(result.other.map((change) => change.type)).toEqual(['non-breaking']);
  });

  it('reads the major version', () => {
    expect(majorOf('12.3.4')).toBe(12);
    expect(majorOf(undefined)).toBeNaN();
  });
});
