import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { SEARCH_CACHES } from '../src/search-cache/search-cache';
import { Client, dataOf, DOMAIN, startServer, type TestServer, visitorAt } from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];

const SEARCH = '/api/pcsx/search';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

type SearchParameters = Record<string, string | number | string[]>;

const idsOf = (result: SearchResult): number[] => result.positions.map((position) => position.id);

/** An answer without what differs between two answers to the same search by their nature. */
const comparable = (result: SearchResult) => ({
  ...result,
  resultsMetaData: { ...result.resultsMetaData, took_ms: 0 },
});

describe("visitors' search caches, owned by SearchCache", () => {
  let server: TestServer;
  let employer: Client;

  const searchCache = () => server.app.pcsx.services.searchCache;
  const search = async (visitor: Client, parameters: SearchParameters) =>
    dataOf<SearchResult>(await visitor.get(SEARCH, { query: { domain: DOMAIN, ...parameters } }));

  beforeAll(async () => {
    server = await startServer({
      devTools: true,
      trustProxy: ['127.0.0.1'],
      rateLimits: { api: { limit: 100_000, windowMs: 60_000 } },
    });
    employer = new Client(server.baseUrl);
    await employer.boot();
  });

  afterAll(async () => {
    await server.close();
  });

  it('keeps answering from its caches until told a job changed, then answers without it', async () => {
    const visitor = await visitorAt(server, '203.0.113.20', BROWSER);
    const analysts = { query: 'analyst', num: 10 };
    const before = await search(visitor, analysts);
    expect(before.count).toBeGreaterThan(0);
    expect((await search(visitor, analysts)).count).toBe(before.count);
    const job = idsOf(before)[0] ?? 0;
    // Closed behind the server's back: the caches cannot know until they are told.
    await server.app.pcsx.services.db
      .updateTable('positions')
      .set({ archived_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', job)
      .execute();
    expect(idsOf(await search(visitor, analysts))).toContain(job);

    await searchCache().jobsChanged([job]);
    const after = await search(visitor, analysts);
    expect(idsOf(after)).not.toContain(job);
    expect(after.count).toBe(before.count - 1);
  });

  it('answers the same with every cache switched off as from the caches', async () => {
    const visitor = await visitorAt(server, '203.0.113.21', BROWSER);
    const searches: SearchParameters[] = [
      { query: 'engineer', num: 10 },
      { query: 'engineer', num: 10, start: 10 },
      { query: 'data', location: 'Austin', filter_distance: ['25'] },
      { location: 'remote', filter_employment_type: ['Full-time'], sort_by: 'newest' },
      { query: 'manager', start: 1990, num: 10 },
    ];
    const cached = [];
    for (const parameters of searches) {
      await search(visitor, parameters);
      cached.push(comparable(await search(visitor, parameters)));
    }
    const counts = searchCache().counts();
    expect(counts['answer-replay']?.hits).toBeGreaterThan(0);
    expect(counts['text-matches']?.hits).toBeGreaterThan(0);
    for (const name of SEARCH_CACHES) searchCache().switchCache(name, false);
    try {
      const fresh = [];
      for (const parameters of searches) fresh.push(comparable(await search(visitor, parameters)));
      expect(fresh).toEqual(cached);
    } finally {
      for (const name of SEARCH_CACHES) searchCache().switchCache(name, true);
    }
  });

  it('never answers with a closed job, nor without a posted one, once the change is acknowledged, while searches run at once', async () => {
    const visitors = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => visitorAt(server, `203.0.113.${30 + n}`, BROWSER)),
    );
    const engineers = { query: 'engineer', num: 10 };
    const closed = idsOf(await search(visitors[0] ?? employer, engineers))[0] ?? 0;
    // Repeated searches (answered from the caches) and distinct ones (pages, a place, a filter).
    const mix: SearchParameters[] = [
      engineers,
      engineers,
      { ...engineers, start: 10 },
      { ...engineers, location: 'Austin' },
      { query: 'lighthouse keeper', num: 10 },
      { ...engineers, filter_posted_within: ['30'] },
      { query: 'lighthouse keeper', num: 10 },
    ];
    let closedAt = Infinity;
    let posted: { id: number; at: number } | null = null;
    let running = true;
    const wrong: string[] = [];
    let answeredAfter = 0;
    const searchAgainAndAgain = async (visitor: Client, offset: number) => {
      for (let n = offset; running; n += 1) {
        const parameters = mix[n % mix.length] ?? engineers;
        const sentAt = performance.now();
        const ids = idsOf(await search(visitor, parameters));
        if (sentAt > closedAt) answeredAfter += 1;
        if (sentAt > closedAt && ids.includes(closed))
          wrong.push(`${JSON.stringify(parameters)} still had job ${closed}`);
        if (posted && sentAt > posted.at && parameters.query === 'lighthouse keeper')
          if (!ids.includes(posted.id))
            wrong.push(`${JSON.stringify(parameters)} lacked job ${posted.id}`);
      }
    };
    const searching = visitors.map((visitor, n) => searchAgainAndAgain(visitor, n));
    await new Promise((resolve) => setTimeout(resolve, 200));

    try {
      const closing = await employer.post('/dev/ats/positions/close', {
        json: { positionId: closed },
      });
      expect(closing.status, closing.text).toBe(201);
      closedAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const posting = await employer.post('/dev/ats/positions', {
        json: { title: 'Lighthouse Keeper', locationId: 1, department: 'Engineering' },
      });
      expect(posting.status, posting.text).toBe(201);
      posted = { id: (posting.body as { positionId: number }).positionId, at: performance.now() };
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      running = false;
    }
    await Promise.all(searching);

    expect(wrong).toEqual([]);
    expect(answeredAfter).toBeGreaterThan(mix.length);
  });
});
