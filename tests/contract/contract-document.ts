import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** A JSON object of the contract, read as plain data. */
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract as parsed YAML, for the tests that walk it. */
export const contract = parse(
  readFileSync(new URL('../../openapi/pcsx.yaml', import.meta.url), 'utf8'),
) as Node;

/** Ajv for JSON Schema 2020-12 with the contract added as `pcsx` (refs: `pcsx#/components/…`). */
export const contractAjv = (): Ajv2020 => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // File parts in multipart bodies; their content is not JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema(contract, 'pcsx');
  return ajv;
};
