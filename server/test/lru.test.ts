import { describe, expect, it } from 'vitest';
import { LruCache } from '../src/lib/lru';

const keysOf = (cache: LruCache<string, number>, keys: readonly string[]) =>
  keys.filter((key) => cache.get(key) !== undefined);

describe('the least-recently-used cache', () => {
  it('evicts the entry used least recently once full', () => {
    const cache = new LruCache<string, number>(3, () => 1);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.set('d', 4);
    expect(keysOf(cache, ['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
  });

  it('keeps an entry read again and again while a stream of new ones passes through', () => {
    const cache = new LruCache<string, number>(10, () => 1);
    cache.set('popular', 0);
    for (let n = 1; n <= 1000; n += 1) {
      cache.set(`rare ${n}`, n);
      expect(cache.get('popular')).toBe(0);
    }
    expect(cache.get('rare 1')).toBeUndefined();
    expect(cache.get('rare 1000')).toBe(1000);
  });

  it('an entry read when it is among the oldest moves to the newest end', () => {
    const cache = new LruCache<string, number>(4, () => 1);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 0);
    expect(cache.get('a')).toBe(0);
    cache.set('e', 0);
    cache.set('f', 0);
    expect(cache.get('a')).toBe(0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('evicts by total weight too, oldest first', () => {
    const cache = new LruCache<string, number>(100, (value) => value, 10);
    cache.set('a', 4);
    cache.set('b', 4);
    cache.set('c', 4);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
    cache.set('b', 9);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['b']);
  });

  it('replacing a value keeps one entry for the key', () => {
    const cache = new LruCache<string, number>(2, () => 1);
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    expect(keysOf(cache, ['a', 'b'])).toEqual(['a', 'b']);
    expect(cache.get('a')).toBe(2);
  });

  it('agrees with a plain list of keys in order of use over many random reads and writes', () => {
    const cache = new LruCache<number, number>(50, (value) => value, 400);
    // The reference: keys from least to most recently used, with their values.
    let model: { key: number; value: number }[] = [];
    let seed = 11;
    const random = (below: number) => {
      seed = (seed * 1664525 + 1013904223) % 4294967296;
      return seed % below;
    };
    for (let step = 0; step < 20_000; step += 1) {
      const key = random(120);
      if (random(3) === 0) {
        const value = 1 + random(30);
        cache.set(key, value);
        model = [...model.filter((entry) => entry.key !== key), { key, value }];
        const weight = () => model.reduce((sum, entry) => sum + entry.value, 0);
        while (model.length > 1 && (model.length > 50 || weight() > 400)) model.shift();
      } else {
        const found = model.find((entry) => entry.key === key);
        expect(cache.get(key)).toBe(found?.value);
        if (found) model = [...model.filter((entry) => entry !== found), found];
      }
    }
  });
});
