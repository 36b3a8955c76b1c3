/**
 * A least-recently-used cache bounded by total weight (e.g. the number of ids a search result
 * holds), so a few huge results cannot exhaust memory.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; insertedAt: number }>();
  private totalWeight = 0;
  /** Counts insertions: an entry's `insertedAt` tells how far back in the order it sits. */
  private insertions = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly weigh: (value: V) => number,
    private readonly maxWeight = 5_000_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted as most recently used once in the older half of the order: a popular entry is
    // never near eviction, and a hit on a recent one costs no map rewrite.
    if (this.insertions - entry.insertedAt > this.entries.size / 2) {
      this.entries.delete(key);
      entry.insertedAt = this.insertions++;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    const existing = this.entries.get(key);
    if (existing) {
      this.totalWeight -= existing.weight;
      this.entries.delete(key);
    }
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight, insertedAt: this.insertions++ });
    this.totalWeight += weight;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalWeight <= this.maxWeight) break;
      if (oldestKey === key) break;
      this.entries.delete(oldestKey);
      this.totalWeight -= oldest.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }
}
