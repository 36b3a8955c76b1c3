import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, operations } from '../../generated/server/pcsx';
import { isWordedMeaning } from '../src/search/filter-labels';
import { parseSearchFilters } from '../src/search/understand-query';
import { Client, dataOf, DOMAIN, startServer, type TestServer } from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];
type MapLocations = components['schemas']['MapLocationList'];
type SearchParameters = NonNullable<operations['searchPositions']['parameters']['query']>;

const AUSTIN = 'Austin, United States';
const LONDON = 'London, England, United Kingdom';

describe('a place or a filter typed into the query box', () => {
  let server: TestServer;
  let client: Client;

  const search = async (parameters: Omit<SearchParameters, 'domain'>) =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', { query: { domain: DOMAIN, num: 100, ...parameters } }),
    );
  const idsOf = (result: SearchResult) => result.positions.map((position) => position.id);
  /** The search and the same search with its filters set explicitly find the same jobs. */
  const expectSameJobs = (understood: SearchResult, explicit: SearchResult) => {
    expect(understood.count).toBeGreaterThan(0);
    expect(understood.count).toBe(explicit.count);
    expect(idsOf(understood)).toEqual(idsOf(explicit));
  };

  beforeAll(async () => {
    server = await startServer();
    client = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads a place at the end of the text as the location', async () => {
    const result = await search({ query: 'software engineer austin' });
    expect(result.queryAdvice?.understood).toEqual([
      { kind: 'location', typed: 'austin', values: [AUSTIN], label: AUSTIN },
    ]);
    expect(result.resultsMetaData.query).toBe('software engineer austin');
    expectSameJobs(result, await search({ query: 'software engineer', location: AUSTIN }));
  });

  it('reads a place after "in", and a text that is only a place searches every job there', async () => {
    const inLondon = await search({ query: 'data scientist in london' });
    expect(inLondon.queryAdvice?.understood.map(({ kind, typed }) => [kind, typed])).toEqual([
      ['location', 'london'],
    ]);
    expectSameJobs(inLondon, await search({ query: 'data scientist', location: LONDON }));
    const london = await search({ query: 'London' });
    expect(london.queryAdvice).toMatchObject({ relaxed: false, unmatchedTerms: [] });
    expectSameJobs(london, await search({ location: LONDON }));
  });

  it('reads a place as people write it: a nickname, or its name in the page language', async () => {
    const nyc = await search({ query: 'data scientist nyc' });
    const [place] = nyc.queryAdvice?.understood ?? [];
    expect(place).toMatchObject({ kind: 'location', typed: 'nyc' });
    expectSameJobs(nyc, await search({ query: 'data scientist', location: place?.values[0] }));
    const newYork = await search({ query: 'new york' });
    expect(newYork.queryAdvice?.understood.map(({ kind, typed }) => [kind, typed])).toEqual([
      ['location', 'new york'],
    ]);
    const german = await search({ query: 'Buchhalter in London', hl: 'de' });
    expect(german.queryAdvice?.understood).toMatchObject([
      { kind: 'location', typed: 'london', label: 'London, Vereinigtes Königreich' },
    ]);
  });

  it('keeps the words read as filters in a correction, so searching it reads them again', async () => {
    const misspelt = await search({ query: 'sofware engineer austin' });
    expect(misspelt.queryAdvice?.didYouMean).toBe('software engineer austin');
    expect(misspelt.queryAdvice?.understood.map(({ kind }) => kind)).toEqual(['location']);
  });

  it('leaves a place typed in the location box alone, and the words of the job', async () => {
    const boxed = await search({ query: 'software engineer austin', location: 'London' });
    expect(boxed.queryAdvice?.understood).toEqual([]);
    for (const query of [
      'data scientist',
      'java developer',
      'senior data engineer',
      'contract negotiation',
    ]) {
      expect((await search({ query })).queryAdvice?.understood, query).toEqual([]);
    }
  });

  it('searches the words as text for the kinds asked to be read literally', async () => {
    const literal = await search({
      query: 'remote software engineer austin',
      literal: ['location'],
    });
    expect(literal.queryAdvice?.understood.map(({ kind }) => kind)).toEqual(['remote']);
    expect(literal.queryAdvice?.unmatchedTerms).toEqual([]);
    const everything = await search({
      query: 'remote software engineer austin',
      literal: ['location', 'remote'],
    });
    expect(everything.queryAdvice?.understood).toEqual([]);
    expect(everything.count).not.toBe(literal.count);
  });

  it('reads remote work, entry levels and employment types, each as its filter', async () => {
    const remote = await search({ query: 'remote product manager' });
    expect(remote.queryAdvice?.understood).toEqual([
      { kind: 'remote', typed: 'remote', values: ['remote'], label: 'Remote' },
    ]);
    expectSameJobs(
      remote,
      await search({ query: 'product manager', filter_work_location_option: ['remote'] }),
    );
    const fromHome = await search({ query: 'work from home' });
    expectSameJobs(fromHome, await search({ filter_work_location_option: ['remote'] }));

    const entry = await search({ query: 'entry level accountant' });
    expect(entry.queryAdvice?.understood).toEqual([
      {
        kind: 'seniority',
        typed: 'entry level',
        values: ['Intern', 'Associate'],
        label: 'Entry level',
      },
    ]);
    expectSameJobs(
      entry,
      await search({ query: 'accountant', filter_seniority: ['Intern', 'Associate'] }),
    );

    const partTime = await search({ query: 'part time jobs' });
    expect(partTime.queryAdvice?.understood.map(({ kind, label }) => [kind, label])).toEqual([
      ['employment_type', 'Part-time'],
    ]);
    expectSameJobs(partTime, await search({ filter_employment_type: ['Part-time'] }));
  });

  it('filters by values the data has', async () => {
    const { filterDef } = await search({});
    const phrases = parseSearchFilters(
      readFileSync(new URL('../search-filters.txt', import.meta.url), 'utf8'),
      isWordedMeaning,
    );
    for (const { facet, values } of phrases.meanings.values()) {
      const options = filterDef.find(({ name }) => name === facet)?.options ?? [];
      expect(options.map(({ value }) => value)).toEqual(expect.arrayContaining([...values]));
    }
  });

  it('leaves a filter the candidate chose alone', async () => {
    const chosen = await search({ query: 'junior accountant', filter_seniority: ['Senior'] });
    expect(chosen.queryAdvice?.understood).toEqual([]);
  });

  it('reads the phrasings of the page language, worded in it', async () => {
    const german = await search({ query: 'Teilzeit Buchhalter', hl: 'de' });
    expect(german.queryAdvice?.understood).toEqual([
      { kind: 'employment_type', typed: 'teilzeit', values: ['Part-time'], label: 'Teilzeit' },
    ]);
    const french = await search({ query: 'télétravail', hl: 'fr' });
    expect(french.queryAdvice?.understood.map(({ kind }) => kind)).toEqual(['remote']);
    expectSameJobs(french, await search({ filter_work_location_option: ['remote'], hl: 'fr' }));
    const japanese = await search({ query: 'リモートエンジニア', hl: 'ja' });
    expect(japanese.queryAdvice?.understood.map(({ kind, typed }) => [kind, typed])).toEqual([
      ['remote', 'リモート'],
    ]);
    // Another language's phrasing is text on an English page.
    expect((await search({ query: 'teilzeit' })).queryAdvice?.understood).toEqual([]);
  });

  it('puts the map markers where the understood search finds jobs', async () => {
    const map = async (query: Record<string, string>) =>
      dataOf<MapLocations>(
        await client.get('/api/pcsx/map_locations', { query: { domain: DOMAIN, ...query } }),
      );
    const understood = await map({ query: 'software engineer austin' });
    expect(understood.locations.map(({ location }) => location)).toEqual(['Austin, TX, US']);
    expect(understood).toEqual(await map({ query: 'software engineer', location: AUSTIN }));
  });

  it('refuses a kind it does not know with a 400', async () => {
    const answer = await client.get('/api/pcsx/search', {
      query: { domain: DOMAIN, query: 'austin', literal: 'everything' },
    });
    expect(answer.status).toBe(400);
  });
});
