import type { ChangedIds, ChangeFeed } from '../db/change-feed';

/**
 * Every cache on a visitor's search path, from the HTTP server down to the database. Each earns
 * its place in `tests/bench/search-cache.mjs` (figures in server/README.md, "Search caching").
 */
export const SEARCH_CACHES = [
  /** Whole answers (bytes and headers) replayed before fastify routes the request. */
  'answer-replay',
  /** A search's first 1,000 matching rows, facet counts and advice, by criteria. */
  'search-results',
  /** The places (and radii) a location or a map area resolves to. */
  'location-scopes',
  /** The rows a search's words match, by words and language. */
  'text-matches',
  /** Which phrases of the vocabularies find jobs, for the query box's suggestions. */
  'suggested-phrases',
  /** The job records listed on a page of results, by id. */
  'position-records',
] as const;

export type SearchCacheName = (typeof SEARCH_CACHES)[number];

/** The two operations every map, weak map and `LruCache` has. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

export interface CacheCounts {
  hits: number;
  misses: number;
}

/**
 * One cache of the search path, made by `SearchCache`, which counts its lookups, drops it when
 * what it holds may have changed and can switch it off (a benchmark, to weigh what it saves).
 */
export class OwnedCache<K, V> {
  private store: Store<K, V>;
  readonly counts: CacheCounts = { hits: 0, misses: 0 };
  on = true;

  constructor(
    private readonly owner: SearchCache,
    private readonly makeStore: () => Store<K, V>,
    /** Whether its entries are made from the jobs (so a job's change drops them all). */
    readonly followsJobs: boolean,
  ) {
    this.store = makeStore();
  }

  get(key: K): V | undefined {
    if (!this.on) return undefined;
    const value = this.store.get(key);
    if (value === undefined) this.counts.misses += 1;
    else this.counts.hits += 1;
    return value;
  }

  /** The entry, not counted as a lookup (for a cache that merges what it keeps). */
  peek(key: K): V | undefined {
    return this.on ? this.store.get(key) : undefined;
  }

  /**
   * Keeps `value`, unless it was made from the jobs as they were before a change: `madeAt` is
   * `SearchCache.generation` when the work that made it began.
   */
  set(key: K, value: V, madeAt: number = this.owner.generation): void {
    if (this.on && madeAt === this.owner.generation) this.store.set(key, value);
  }

  /** Forgets every entry. */
  clear(): void {
    this.store = this.makeStore();
  }
}

/**
 * The owner of everything kept in memory to answer visitors' searches, and of its invalidation.
 * A process keeps one; writers call the entry point of what they changed, once the change is
 * committed:
 *
 * - `jobsChanged(ids)`: a job was posted, closed or edited;
 * - `brandingChanged()`: the site's branding (theme, footer, images, head scripts) was saved or
 *   published.
 *
 * Both go through the change feed, so every process sharing the database follows: this one
 * before the call resolves (so the write's answer is never followed by a stale search), the
 * others once PostgreSQL delivers the notification, milliseconds later, or, should their
 * listening connection have been lost, once it is back.
 */
export class SearchCache {
  private readonly caches = new Map<SearchCacheName, OwnedCache<unknown, unknown>>();
  private readonly switchedOff = new Set<SearchCacheName>();
  /** Counts the job changes followed: work begun under an older one keeps nothing. */
  private changes = 0;
  private followJobs: (ids: ChangedIds) => Promise<void> = () => Promise.resolve();

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe('positions', (ids) => this.follow(ids));
  }

  /** A job was posted, closed or edited (its id, when known): every process answers with it. */
  jobsChanged(ids?: readonly number[]): Promise<void> {
    return this.feed.publish('positions', ids);
  }

  /**
   * The branding was saved or published: every process drops its copy. No search answer holds
   * branding, so no cache here is dropped; the pages' copy lives in the branding repository.
   */
  brandingChanged(): Promise<void> {
    return this.feed.publish('branding');
  }

  /** Changes with every job change this process has followed. */
  get generation(): number {
    return this.changes;
  }

  /**
   * How the search indexes catch up with changed jobs: awaited before the caches are dropped,
   * so no answer made from the indexes as they were is kept after. A failure is reported, and
   * the caches dropped all the same.
   */
  followJobsWith(
    follow: (ids: ChangedIds) => Promise<void>,
    report: (error: unknown) => void,
  ): void {
    this.followJobs = (ids) => follow(ids).catch(report);
  }

  /**
   * The cache named `name`, made on the first call; later calls (a handler's, per request) get
   * the same one.
   */
  cache<K, V>(
    name: SearchCacheName,
    makeStore: () => Store<K, V>,
    { followsJobs }: { followsJobs: boolean },
  ): OwnedCache<K, V> {
    const made = this.caches.get(name);
    // Each name is made by one place in the code, with the same types every time.
    if (made) return made as OwnedCache<K, V>;
    const cache = new OwnedCache<K, V>(this, makeStore, followsJobs);
    cache.on = !this.switchedOff.has(name);
    this.caches.set(name, cache);
    return cache;
  }

  /** Lookups per cache since the start (or the last `resetCounts`). */
  counts(): Partial<Record<SearchCacheName, CacheCounts>> {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, { ...cache.counts }]));
  }

  resetCounts(): void {
    for (const cache of this.caches.values()) Object.assign(cache.counts, { hits: 0, misses: 0 });
  }

  /**
   * Turns a cache off or on again, made already or not (a handler makes its own on its first
   * request): for the benchmark that weighs each cache. Switched off, it is neither read nor
   * filled, and what it holds waits, dropped by a job's change as ever, for it to be on again.
   */
  switchCache(name: SearchCacheName, on: boolean): void {
    if (on) this.switchedOff.delete(name);
    else this.switchedOff.add(name);
    const cache = this.caches.get(name);
    if (cache) cache.on = on;
  }

  private async follow(ids: ChangedIds): Promise<void> {
    await this.followJobs(ids);
    this.changes += 1;
    for (const cache of this.caches.values()) if (cache.followsJobs) cache.clear();
  }
}
