import { generate } from '@stoplight/prism-http/dist/mocker/generator/JSONSchema';
import { contract, contractAjv, isNode, type Node } from './contract-document';

/**
 * What `prism mock -d` answers: each success response generated from its schema by Prism's own
 * generator (json-schema-faker with the contract's `x-faker` hints), several times, must fit the
 * contract and carry the response's own status.
 */

/** The schema with every local `$ref` replaced by its target (kept beside its siblings). */
const dereferenced = (value: unknown, depth = 0): unknown => {
  if (depth > 40) throw new Error('The contract has a reference cycle');
  if (Array.isArray(value)) return value.map((item) => dereferenced(item, depth + 1));
  if (!isNode(value)) return value;
  const { $ref: ref, ...rest } = value;
  const target =
    typeof ref === 'string' && ref.startsWith('#/')
      ? ref
          .slice(2)
          .split('/')
          .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), contract)
      : {};
  return Object.fromEntries(
    Object.entries({ ...(isNode(target) ? target : {}), ...rest }).map(([key, inner]) => [
      key,
      key === 'example' || key === 'examples' ? inner : dereferenced(inner, depth + 1),
    ]),
  );
};

const ajv = contractAjv();

const RUNS = 3;

describe('Prism dynamic answers', () => {
  // About 300 generations: several seconds on a busy machine.
  it('fit the contract and carry their own status', { timeout: 60_000 }, () => {
    const problems: string[] = [];
    let generated = 0;
    for (const [path, item] of Object.entries(contract.paths as Record<string, Node>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!isNode(operation) || !isNode(operation.responses)) continue;
        for (const [status, response] of Object.entries(operation.responses)) {
          const media =
            status.startsWith('2') && isNode(response) && isNode(response.content)
              ? response.content['application/json']
              : undefined;
          if (!isNode(media) || !isNode(media.schema)) continue;
          const where = `${String(operation.operationId)} ${status}`;
          const validate = ajv.compile(
            JSON.parse(JSON.stringify(media.schema).replaceAll('"#/', '"pcsx#/')) as object,
          );
          const schema = dereferenced(media.schema);
          for (let run = 0; run < RUNS; run += 1) {
            const answer = generate({ id: where }, {}, schema as never, `${where} ${run}`);
            if (answer._tag === 'Left') {
              problems.push(`${where}: ${answer.left.message}`);
              break;
            }
            generated += 1;
            const body = answer.right;
            const found = validate(body) ? [] : (validate.errors ?? []);
            // json-schema-faker 0.5 may put one entry more than `maxProperties` in a map; that
            // error, and those it causes above the map (a failed anyOf), are the generator's.
            const overfilled = found
              .filter((error) => error.keyword === 'maxProperties')
              .map((error) => error.instancePath);
            const errors = found
              .filter(
                (error) =>
                  !overfilled.some(
                    (path) =>
                      error.instancePath.startsWith(path) || path.startsWith(error.instancePath),
                  ),
              )
              .map((error) => `${error.instancePath} ${error.message ?? ''}`);
            if (isNode(body) && 'status' in body && body.status !== Number(status)) {
              errors.push(`status ${String(body.status)}`);
            }
            if (errors.length > 0) {
              problems.push(`${method.toUpperCase()} ${path} ${where}: ${errors.join('; ')}`);
              break;
            }
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(generated).toBeGreaterThan(80 * RUNS);
  });
});
