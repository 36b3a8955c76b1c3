import type { FuzzOperation } from './contract-model';
import type { KnownValues } from './requests';

// Real ids for the request generators, read from a deployment's answers, so generated requests
// can name records that exist there.

const ID_KEY = /id$/i;
const normalised = (name: string) => name.replace(/_/g, '').toLowerCase();

/** Collects the values of every `…id` key of an answer, by key, at most `perKey` of each. */
export const collectIds = (
  value: unknown,
  into: Map<string, Set<string>>,
  perKey: number,
): void => {
  if (Array.isArray(value)) {
    value.forEach((item) => collectIds(item, into, perKey));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (ID_KEY.test(key) && (typeof inner === 'number' || typeof inner === 'string')) {
      const pool = into.get(normalised(key)) ?? new Set<string>();
      if (pool.size < perKey) pool.add(String(inner));
      into.set(normalised(key), pool);
    } else {
      collectIds(inner, into, perKey);
    }
  }
};

/** A parameter gets the pool of its own name (`positionId`, `position_id`), else every `id`. */
export const knownIds = (
  operations: readonly FuzzOperation[],
  pools: ReadonlyMap<string, Set<string>>,
): KnownValues =>
  Object.fromEntries(
    operations
      .flatMap((operation) => operation.parameters)
      .filter((parameter) => ID_KEY.test(parameter.name))
      .map((parameter) => [
        parameter.name,
        [...(pools.get(normalised(parameter.name)) ?? pools.get('id') ?? [])],
      ]),
  );
