import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { Client, dataOf, DOMAIN, startServer, type TestServer } from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];

describe('skills written with symbols, and jobs posted in the country’s language', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer();
    client = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const search = async (query: string, hl = 'en', start = 0) =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', {
        query: { domain: DOMAIN, query, hl, num: 100, start },
      }),
    );

  /** The ids of every result, page after page. */
  const everyId = async (query: string, hl: string) => {
    const ids: number[] = [];
    let count = Infinity;
    while (ids.length < count) {
      const page = await search(query, hl, ids.length);
      count = page.count;
      if (page.positions.length === 0) break;
      ids.push(...page.positions.map((position) => position.id));
    }
    return ids;
  };

  const factsOf = async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : await server.app.pcsx.services.db
          .selectFrom('positions as p')
          .innerJoin('position_details as d', 'd.position_id', 'p.id')
          .select(['p.id', 'p.name', 'p.language', 'p.role_family', 'd.skills'])
          .where('p.id', 'in', [...ids])
          .execute();

  it.each([
    ['C++', 'C++'],
    ['cpp', 'C++'],
    ['C#', 'C#'],
    ['F#', 'F#'],
    ['.NET', '.NET'],
    ['dotnet', '.NET'],
    ['Node.js', 'Node.js'],
    ['node js', 'Node.js'],
    ['CI/CD', 'CI/CD'],
    ['A/B', 'A/B Testing'],
    ['A/B testing', 'A/B Testing'],
  ])('finds the jobs that ask for %s, those with %s first', async (query, skill) => {
    const result = await search(query);
    expect(result.count).toBeGreaterThan(0);
    const facts = await factsOf(result.positions.slice(0, 10).map((position) => position.id));
    for (const fact of facts) {
      expect(JSON.parse(fact.skills) as string[], `${fact.id} ${fact.name}`).toContain(skill);
    }
  });

  it('seeds a share of the jobs in Germany, Japan and elsewhere in the country’s language', async () => {
    const rows = await server.app.pcsx.services.db
      .selectFrom('positions')
      .select(['language', 'name', 'role_family'])
      .where('language', '<>', 'en')
      .execute();
    const languages = new Set(rows.map((row) => row.language));
    expect([...languages].sort()).toEqual(
      expect.arrayContaining(['de', 'es', 'fr', 'ja', 'nl', 'pt-BR']),
    );
    const german = rows.filter((row) => row.language === 'de');
    expect(german.some((row) => row.name.includes('(m/w/d)'))).toBe(true);
    // The employer's taxonomy stays English.
    expect(german.every((row) => /^[A-Za-z ]+$/.test(row.role_family))).toBe(true);
  });

  it('finds German and English postings for a German query, and German ones for English', async () => {
    const germanQuery = await factsOf(await everyId('Backend', 'de'));
    expect(germanQuery.some((fact) => fact.language === 'de')).toBe(true);
    expect(germanQuery.some((fact) => fact.language === 'en')).toBe(true);

    // German endings: "Softwareentwicklerinnen", which no vocabulary lists, is read as the
    // titles' "Softwareentwickler", neither corrected nor dropped.
    const inflected = await search('Softwareentwicklerinnen', 'de');
    const [first] = await factsOf(inflected.positions.slice(0, 1).map((position) => position.id));
    expect(first?.name).toContain('Softwareentwickler');
    expect(inflected.queryAdvice).toMatchObject({ relaxed: false, didYouMean: null });

    // "software" is a part of the compound "Softwareentwickler".
    const englishQuery = await factsOf(await everyId('software', 'en'));
    expect(englishQuery.some((fact) => fact.name.includes('Softwareentwickler'))).toBe(true);
  });
});
