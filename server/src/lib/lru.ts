interface Entry<K, V> {
  key: K;
  value: V;
  weight: number;
  /** The entry used just before this one, toward the eviction end. */
  older: Entry<K, V> | null;
  newer: Entry<K, V> | null;
}

/**
 * A least-recently-used cache bounded by total weight (e.g. the number of ids a search result
 * holds), so a few huge results cannot exhaust memory. The order of use is a linked list, so a
 * read or an eviction costs the same however full the cache is: taking the oldest key of a `Map`
 * that many keys have left walks past every key deleted since it was last compacted.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | null = null;
  private oldest: Entry<K, V> | null = null;
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly weigh: (value: V) => number,
    private readonly maxWeight = 5_000_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry !== this.newest) {
      this.unlink(entry);
      this.linkAsNewest(entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    const weight = this.weigh(value);
    let entry = this.entries.get(key);
    if (entry) {
      this.totalWeight -= entry.weight;
      entry.value = value;
      entry.weight = weight;
      this.unlink(entry);
    } else {
      entry = { key, value, weight, older: null, newer: null };
      this.entries.set(key, entry);
    }
    this.linkAsNewest(entry);
    this.totalWeight += weight;
    // The entry just set stays, even when it alone is over the weight.
    for (
      let oldest = this.oldest;
      oldest &&
      oldest !== entry &&
      (this.entries.size > this.maxEntries || this.totalWeight > this.maxWeight);
      oldest = this.oldest
    ) {
      this.unlink(oldest);
      this.entries.delete(oldest.key);
      this.totalWeight -= oldest.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.newest = null;
    this.oldest = null;
    this.totalWeight = 0;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = null;
    entry.newer = null;
  }

  private linkAsNewest(entry: Entry<K, V>): void {
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }
}
