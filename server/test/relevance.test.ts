import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import {
  judge,
  scoresByKind,
  worstQueries,
  type RelevanceReport,
} from '../../tests/relevance/judge';
import { DEFAULT_POSITION_COUNT } from '../src/seed';
import { Client, dataOf, DOMAIN, startServer, type TestServer } from './helpers';
import { positionFacts } from './relevance-facts';

type SearchResult = components['schemas']['PositionSearchResult'];

/** Judged against the demo data people see: the default number of positions. */
describe('search relevance on the demo data', () => {
  let server: TestServer;
  let client: Client;
  let report: RelevanceReport;

  const search = async (query: string, location = '', locale = 'en') =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', {
        query: { domain: DOMAIN, query, location },
        headers: { 'accept-language': locale },
      }),
    );

  beforeAll(async () => {
    server = await startServer({ positions: DEFAULT_POSITION_COUNT });
    client = new Client(server.baseUrl);
    report = await judge(async (query, location, locale) => {
      const result = await search(query, location, locale);
      return {
        count: result.count,
        ids: result.positions.map((position) => position.id),
        relaxed: result.queryAdvice?.relaxed ?? false,
      };
    }, positionFacts(server.app.pcsx.services.db));
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds something for every in-domain query of the judged set', () => {
    const empty = report.scores.filter((score) => score.count === 0);
    expect(empty.map((score) => score.query.query)).toEqual([]);
  });

  it('reads every word of every judged query, in whichever language it is written', () => {
    const relaxed = report.scores.filter((score) => score.relaxed);
    expect(relaxed.map(({ query }) => `${query.query} [${query.locale ?? 'en'}]`)).toEqual([]);
  });

  it('keeps mean precision@10 of the judged set at 0.9 or more', () => {
    const worst = worstQueries(report, 5).map(
      (score) => `${score.query.query}: ${score.precisionAt10.toFixed(1)}`,
    );
    expect(report.meanPrecisionAt10, worst.join('; ')).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps mean precision@10 of every kind of query at 0.9 or more', () => {
    const weakKinds = scoresByKind(report)
      .filter((kind) => kind.meanPrecisionAt10 < 0.9)
      .map((kind) => {
        const worst = report.scores
          .filter((score) => score.query.kind === kind.kind && score.precisionAt10 < 0.9)
          .map((score) => `"${score.query.query}" ${score.precisionAt10.toFixed(1)}`);
        return `${kind.kind} ${kind.meanPrecisionAt10.toFixed(2)}: ${worst.join(', ')}`;
      });
    expect(weakKinds).toEqual([]);
  });

  it('finds nothing for jobs the company does not have, and offers popular searches', async () => {
    expect(report.outOfDomainMatches).toEqual([]);
    const advice = (await search('nurse')).queryAdvice;
    expect(advice?.unmatchedTerms).toEqual(['nurse']);
    expect(advice?.popularSearches.length).toBeGreaterThan(0);
  });

  it('corrects a misspelt word and says what it searched for', async () => {
    const result = await search('enginer');
    expect(result.count).toBeGreaterThan(0);
    expect(result.positions[0]?.name).toMatch(/Engineer/);
    expect(result.queryAdvice).toEqual({
      relaxed: false,
      unmatchedTerms: [],
      didYouMean: 'engineer',
      popularSearches: [],
      understood: [],
    });
  });

  it('drops a word nothing matches and says so, rather than finding nothing', async () => {
    const result = await search('zyxwv accountant');
    expect(result.count).toBeGreaterThan(0);
    expect(result.positions.every((position) => /Account/.test(position.name))).toBe(true);
    expect(result.queryAdvice?.relaxed).toBe(true);
    expect(result.queryAdvice?.unmatchedTerms).toEqual(['zyxwv']);
  });

  it('ranks an exact title phrase above the same words scattered', async () => {
    const [first] = (await search('data engineer')).positions;
    expect(first?.name).toMatch(/Data Engineer/);
  });

  it('ranks the job searched for above the titles of those who lead it', async () => {
    const leaders = /\b(Director|Manager|Head)\b/;
    const engineers = (await search('software engineer')).positions.map(({ name }) => name);
    expect(engineers.filter((name) => leaders.test(name))).toEqual([]);
    // Asked for, a leader's title comes first.
    const [firstManager] = (await search('engineering manager')).positions;
    expect(firstManager?.name).toMatch(/Engineering Manager/);
    const [firstDirector] = (await search('director of engineering')).positions;
    expect(firstDirector?.name).toMatch(/Director of Engineering/);
  });

  it('suggests the synonyms\' job titles while typing: "soft" → Software Engineer', async () => {
    const { suggestions } = dataOf<{ suggestions: { label: string; kind: string }[] }>(
      await client.get('/api/pcsx/autocomplete/query', { query: { domain: DOMAIN, term: 'soft' } }),
    );
    expect(suggestions).toContainEqual(
      expect.objectContaining({ label: 'Software Engineer', kind: 'title' }),
    );
  });

  it('has no text advice for a search without words', async () => {
    expect((await search('')).queryAdvice).toBeNull();
  });
});
