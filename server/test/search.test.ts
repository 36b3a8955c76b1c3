import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { publicOrigin } from '../src/http/public-origin';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  startServer,
  TEST_POSITIONS,
  type TestServer,
} from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];
type PositionSummary = components['schemas']['PositionSummary'];
type MapLocationList = components['schemas']['MapLocationList'];

const facet = (result: SearchResult, name: string) => {
  const found = result.filterDef.find((definition) => definition.name === name);
  if (!found) throw new Error(`No ${name} facet`);
  return found;
};

describe('position search', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer();
    client = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const search = async (parameters: Record<string, string | number | string[]>) =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', { query: { domain: DOMAIN, ...parameters } }),
    );

  it('pages through every result like an aggregator: start += positions.length until a short page', async () => {
    const seen: PositionSummary[] = [];
    let start = 0;
    let count = Infinity;
    while (start < count) {
      const page = await search({ query: 'engineer', start, num: 100, hl: 'en', sortby: '0' });
      count = page.count;
      seen.push(...page.positions);
      if (page.positions.length < 100) break;
      start += page.positions.length;
    }
    expect(seen.length).toBe(count);
    expect(new Set(seen.map((position) => position.id)).size).toBe(count);
    const [first] = seen;
    expect(first).toBeDefined();
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'atsJobId',
        'businessUnit',
        'creationTs',
        'department',
        'displayJobId',
        'employmentType',
        'id',
        'isSaved',
        'locationFlexibility',
        'locations',
        'name',
        'positionUrl',
        'postedTs',
        'seniority',
        'standardizedLocations',
        'workLocationOption',
      ].sort(),
    );
    expect(first?.positionUrl).toBe(`/careers/job/${first?.id ?? 0}`);
    expect(first?.standardizedLocations[0]).toMatch(/^[^,]+, [^,]+, [A-Z]{2}$/);
  });

  it('pages with the default page size of 10 and reports paging metadata', async () => {
    const first = await search({});
    expect(first.positions).toHaveLength(10);
    expect(first.resultsMetaData).toMatchObject({ query: '', location: '', start: 0, num: 10 });
    expect(first.count).toBeGreaterThan(TEST_POSITIONS * 0.9);
    expect(first.count).toBeLessThan(TEST_POSITIONS);
    const last = await search({ start: first.count - 3 });
    expect(last.positions).toHaveLength(3);
    expect((await search({ start: first.count })).positions).toHaveLength(0);
  });

  it('sorts newest first and by relevance', async () => {
    const newest = await search({ sort_by: 'newest', num: 50 });
    const times = newest.positions.map((position) => position.postedTs);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(newest.sortBy).toBe('newest');
    const relevant = await search({ query: 'frontend engineer', num: 5 });
    expect(relevant.sortBy).toBe('relevance');
    expect(relevant.positions.every((position) => /frontend/i.test(position.name))).toBe(true);
  });

  it("filters and counts facets without the facet's own filter", async () => {
    const all = await search({ query: 'engineer' });
    const engineering = facet(all, 'department').options.find(
      (option) => option.value === 'Engineering',
    );
    const filtered = await search({ query: 'engineer', filter_department: 'Engineering' });
    expect(filtered.count).toBe(engineering?.count);
    expect(filtered.appliedFilters).toEqual({ department: ['Engineering'] });
    // The department facet still offers the other departments with their counts.
    expect(facet(filtered, 'department').options).toEqual(facet(all, 'department').options);
    // Other facets add up to the filtered count.
    const seniorityTotal = facet(filtered, 'seniority').options.reduce(
      (sum, option) => sum + option.count,
      0,
    );
    expect(seniorityTotal).toBe(filtered.count);

    const twoValues = await search({ filter_work_location_option: ['remote', 'hybrid'] });
    const single = await search({ filter_work_location_option: 'remote' });
    const hybrid = await search({ filter_work_location_option: 'hybrid' });
    expect(twoValues.count).toBe(single.count + hybrid.count);
    const page = await search({ filter_work_location_option: 'remote', num: 100 });
    expect(page.positions.every((position) => position.workLocationOption === 'remote')).toBe(true);
  });

  it('filters by posting date and counts the date options', async () => {
    const all = await search({});
    const week = facet(all, 'posted_within').options.find((option) => option.value === '7');
    const recent = await search({ filter_posted_within: '7', num: 100 });
    expect(recent.count).toBe(week?.count);
    const newest = Math.max(
      ...(await search({ sort_by: 'newest', num: 1 })).positions.map(
        (position) => position.postedTs,
      ),
    );
    expect(recent.positions.every((position) => position.postedTs >= newest - 7 * 86_400)).toBe(
      true,
    );
  });

  it('finds by location name, radius and remote inclusion', async () => {
    const austin = await search({ location: 'Austin, TX', num: 100 });
    expect(austin.count).toBeGreaterThan(0);
    expect(
      austin.positions.every((position) =>
        position.standardizedLocations.includes('Austin, TX, US'),
      ),
    ).toBe(true);
    const texas = await search({ location: 'Texas' });
    expect(texas.count).toBeGreaterThan(austin.count);
    const radius = await search({ location: 'Austin', filter_distance: '100' });
    const distance = facet(austin, 'distance').options.find((option) => option.value === '100');
    expect(radius.count).toBe(distance?.count);
    expect(radius.count).toBeGreaterThan(austin.count);
    const withRemote = await search({ location: 'Austin', filter_include_remote: '1' });
    expect(withRemote.count).toBe(facet(austin, 'include_remote').options[0]?.count);
    expect(withRemote.count).toBeGreaterThan(austin.count);
    // Text and place together take another path through the counting queries.
    const textAustin = await search({ query: 'engineer', location: 'Austin' });
    const textWithRemote = await search({
      query: 'engineer',
      location: 'Austin',
      filter_include_remote: '1',
    });
    expect(textWithRemote.count).toBe(facet(textAustin, 'include_remote').options[0]?.count);
    const departments = facet(textWithRemote, 'department').options.reduce(
      (sum, option) => sum + option.count,
      0,
    );
    expect(departments).toBe(textWithRemote.count);
    const byDistance = await search({
      location: 'Austin',
      filter_distance: '100',
      sort_by: 'distance',
      num: 100,
    });
    expect(byDistance.positions[0]?.standardizedLocations).toContain('Austin, TX, US');
    expect((await search({ location: 'Atlantis' })).count).toBe(0);
  });

  it('finds inside map bounds (south-west, north-east)', async () => {
    const texas = await search({ filter_map_bounds: ['25.8,-106.6', '36.5,-93.5'], num: 100 });
    expect(texas.count).toBeGreaterThan(0);
    expect(
      texas.positions.every((position) =>
        position.standardizedLocations.some((place) => place.includes(', TX, US')),
      ),
    ).toBe(true);
    const ocean = await search({ filter_map_bounds: ['-10,-40', '-5,-30'] });
    expect(ocean.count).toBe(0);
    const reversed = await client.get('/api/pcsx/search', {
      query: { domain: DOMAIN, filter_map_bounds: ['36,-93', '25,-106'] },
    });
    expect(reversed.status).toBe(400);
  });

  it('returns map markers for the same criteria', async () => {
    const markers = dataOf<MapLocationList>(
      await client.get('/api/pcsx/map_locations', { query: { domain: DOMAIN, query: 'data' } }),
    );
    const result = await search({ query: 'data' });
    expect(markers.locations.length).toBeGreaterThan(5);
    expect(markers.locations.reduce((sum, marker) => sum + marker.count, 0)).toBeGreaterThanOrEqual(
      result.count,
    );
    const austin = dataOf<MapLocationList>(
      await client.get('/api/pcsx/map_locations', {
        query: { domain: DOMAIN, location: 'Austin' },
      }),
    );
    expect(austin.locations).toEqual([
      {
        location: 'Austin, TX, US',
        latlong: { lat: 30.2672, lng: -97.7431 },
        count: (await search({ location: 'Austin' })).count,
      },
    ]);
  });

  it('rejects bad parameters with 400 naming them, and unknown sites with 404', async () => {
    for (const [name, value] of [
      ['start', '-1'],
      ['num', '0'],
      ['num', 'ten'],
      ['sort_by', 'random'],
      ['filter_distance', 'far'],
    ] as const) {
      const answer = await client.get('/api/pcsx/search', {
        query: { domain: DOMAIN, [name]: value },
      });
      expect(answer.status, `${name}=${value}`).toBe(400);
      expect(errorOf(answer).fields?.[0]?.name).toBe(name);
    }
    const site = await client.get('/api/pcsx/search', { query: { domain: 'contoso.example' } });
    expect(site.status).toBe(404);
    expect(errorOf(site).message).toBe(
      "No careers site is configured for domain 'contoso.example'.",
    );
  });

  it('marks saved positions for the signed-in candidate only', async () => {
    const candidate = new Client(server.baseUrl);
    await candidate.login('demo.candidate@example.com');
    const mine = dataOf<SearchResult>(
      await candidate.get('/api/pcsx/search', {
        query: { domain: DOMAIN, location: 'Austin', query: 'data engineer', num: 100 },
      }),
    );
    expect(mine.positions.find((position) => position.id === 1006)?.isSaved).toBe(true);
    const visitor = await search({ location: 'Austin', query: 'data engineer', num: 100 });
    expect(visitor.positions.find((position) => position.id === 1006)?.isSaved).toBe(false);
  });

  it("answers a repeated visitor search with the same answer, never a visitor's answer to a candidate", async () => {
    const parameters = { domain: DOMAIN, location: 'Austin', query: 'data engineer', num: 100 };
    const first = await client.get('/api/pcsx/search', { query: parameters });
    const again = await client.get('/api/pcsx/search', { query: parameters });
    expect(again.text).toBe(first.text);
    const otherPage = await client.get('/api/pcsx/search', { query: { ...parameters, start: 10 } });
    expect(otherPage.text).not.toBe(first.text);

    const candidate = new Client(server.baseUrl);
    await candidate.login('demo.candidate@example.com');
    const mine = dataOf<SearchResult>(
      await candidate.get('/api/pcsx/search', { query: parameters }),
    );
    expect(mine.positions.find((position) => position.id === 1006)?.isSaved).toBe(true);
    const visitor = dataOf<SearchResult>(first);
    expect(visitor.positions.find((position) => position.id === 1006)?.isSaved).toBe(false);
  });

  it('lists open positions in the sitemap', async () => {
    const sitemap = await client.get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const urls = sitemap.text.match(/<loc>[^<]+<\/loc>/g) ?? [];
    expect(urls.length).toBe((await search({})).count);
    // Addresses on the configured public origin (the local default here), not the request's.
    expect(sitemap.text).toContain(`<loc>${publicOrigin().origin}/careers/job/1000</loc>`);
    expect(sitemap.text).not.toContain('/careers/job/1008<');
  });
});
