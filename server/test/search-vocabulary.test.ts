import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { UI_LANGUAGE_CODES } from '../../src/shared/languages';
import { REPO_ROOT } from '../src/app';
import { NewJobsMatcher } from '../src/search/new-jobs-matcher';
import { toSearchCriteria } from '../src/search/criteria';
import { readConcepts, vocabularyProblems } from '../src/search/text/vocabulary-check';
import { SearchVocabularies } from '../src/search/vocabularies';
import {
  Client,
  createTempDirectory,
  dataOf,
  DOMAIN,
  startServer,
  type TestServer,
} from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];
type Suggestions = components['schemas']['AutocompleteResult'];

const vocabularyDirectory = join(REPO_ROOT, 'server', 'vocabulary');
const vocabularies = SearchVocabularies.read(
  join(REPO_ROOT, 'server', 'search-synonyms.txt'),
  vocabularyDirectory,
);

describe('searching in the page language', () => {
  let server: TestServer;
  let client: Client;
  let facts: Map<number, { family: string; language: string }>;

  const search = async (query: string, locale: string, num = 10) =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', {
        query: { domain: DOMAIN, query, num },
        headers: { 'accept-language': locale },
      }),
    );
  const familyOf = (id: number | undefined) => facts.get(id ?? 0)?.family;
  /**
   * The role families of the first ten results not posted in the page's language (a local query
   * finds those too, first), most frequent first.
   */
  const topFamilies = async (query: string, locale: string, pageLocale: string) => {
    const language = pageLocale.split('-')[0] ?? pageLocale;
    const counts = new Map<string, number>();
    const results = (await search(query, locale, 100)).positions
      .filter(({ id }) => !(facts.get(id)?.language ?? '').startsWith(language))
      .slice(0, 10);
    for (const { id } of results) {
      const family = familyOf(id) ?? '';
      counts.set(family, (counts.get(family) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f]) => f);
  };

  beforeAll(async () => {
    server = await startServer();
    client = new Client(server.baseUrl);
    const rows = await server.app.pcsx.services.db
      .selectFrom('positions')
      .select(['id', 'role_family', 'language'])
      .execute();
    facts = new Map(
      rows.map((row) => [row.id, { family: row.role_family, language: row.language }]),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['de', 'Entwickler', 'developer'],
    ['de', 'Buchhalter', 'accountant'],
    ['de', 'Frontend-Entwicklerin', 'frontend engineer'],
    ['es', 'desarrolladora', 'developer'],
    ['es', 'contable', 'accountant'],
    ['fr', 'comptable', 'accountant'],
    ['fr', 'développeur backend', 'backend engineer'],
    ['pt-BR', 'desenvolvedor', 'developer'],
    ['ja', 'エンジニア', 'engineer'],
    ['ja', 'データサイエンティスト', 'data scientist'],
    ['ko', '프론트엔드 개발자', 'frontend engineer'],
    ['pl', 'księgowa', 'accountant'],
    ['pl', 'programistka frontend', 'frontend engineer'],
    ['uk', 'програміст', 'software engineer'],
    ['zh-CN', '数据科学家', 'data scientist'],
    ['ar', 'محاسب', 'accountant'],
  ])('%s: "%s" finds the same families as "%s"', async (locale, local, english) => {
    const found = await topFamilies(local, locale, locale);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await topFamilies(english, 'en', locale));
  });

  it('reads the local word as its concept only on its own site', async () => {
    const english = await search('Buchhalter', 'en', 100);
    const german = await search('Buchhalter', 'de', 100);
    const inGerman = ({ id }: { id: number }) => facts.get(id)?.language.startsWith('de');
    expect(english.positions.every(inGerman)).toBe(true);
    expect(german.count).toBeGreaterThan(english.count);
    expect(german.positions.some((position) => !inGerman(position))).toBe(true);
  });

  it.each([
    ['de', 'Entwikler', 'Entwickler'],
    ['es', 'desarolador', 'desarrollador'],
    ['fr', 'comptabel', 'comptable'],
  ])('%s: corrects "%s" to the local "%s" and still finds the jobs', async (locale, typo, word) => {
    const result = await search(typo, locale);
    expect(result.queryAdvice?.didYouMean).toBe(word);
    expect(result.count).toBeGreaterThan(0);
    expect(result.count).toBe((await search(word, locale)).count);
  });

  it('offers popular searches in the page language, each finding its family', async () => {
    const english = (await search('zzyzx', 'en')).queryAdvice?.popularSearches ?? [];
    const german = (await search('zzyzx', 'de')).queryAdvice?.popularSearches ?? [];
    expect(english.length).toBeGreaterThan(0);
    expect(german).toHaveLength(english.length);
    for (const [at, label] of german.entries()) {
      expect(label).not.toBe(english[at]);
      const [first] = (await search(label, 'de')).positions;
      expect(familyOf(first?.id), label).toBe(english[at]);
    }
  });

  it('suggests the local words while typing: "Entw" → Entwickler on the German site', async () => {
    const suggest = async (term: string, locale: string) =>
      dataOf<Suggestions>(
        await client.get('/api/pcsx/autocomplete/query', {
          query: { domain: DOMAIN, term },
          headers: { 'accept-language': locale },
        }),
      ).suggestions.map(({ label }) => label);
    expect(await suggest('Entw', 'de')).toContain('Entwickler');
    expect(await suggest('Entw', 'en')).not.toContain('Entwickler');
    expect(await suggest('開発', 'ja')).toContain('開発者');
  });
});

describe('job alerts in their owner’s language', () => {
  /** A newly posted job in Finance. */
  const job = (id: number, name: string, role_family: string) => ({
    id,
    name,
    role_family,
    profession: role_family,
    career_discipline: 'Finance',
    department: 'Finance',
    business_unit: 'Corporate',
    employment_type: 'Full-time',
    seniority: 'Mid-level',
    work_location_option: 'onsite',
    roletype: 'Individual contributor',
    location_id: 1,
    secondary_location_id: null,
    skills: '[]',
    description_html: '',
    language: 'en',
  });

  it('matches a German alert for "Buchhalter" to a new accountant job', () => {
    const matcher = new NewJobsMatcher(
      [job(2, 'Accountant', 'Accountant'), job(1, 'Data Engineer', 'Data Engineer')],
      vocabularies,
    );
    const anywhere = { places: null, center: null, withinRadius: new Map(), remoteOnly: false };
    const found = (locale: string) =>
      matcher
        .matches(toSearchCriteria({ query: 'Buchhalter' }, locale), anywhere)
        .map(({ id }) => id);
    expect(found('de')).toEqual([2]);
    expect(found('en')).toEqual([]);
  });
});

describe('the vocabulary check', () => {
  const concepts = readConcepts(readFileSync(join(vocabularyDirectory, 'concepts.txt'), 'utf8'));

  it('finds every locale of the site with a complete vocabulary', () => {
    const files = readdirSync(vocabularyDirectory);
    for (const locale of UI_LANGUAGE_CODES.filter((code) => code !== 'en')) {
      expect(files).toContain(`${locale}.txt`);
      const text = readFileSync(join(vocabularyDirectory, `${locale}.txt`), 'utf8');
      expect(vocabularyProblems(`${locale}.txt`, text, concepts)).toEqual([]);
    }
  });

  it('reports a missing concept, an unknown English phrase, a two-way rule and bad syntax', () => {
    const complete = readFileSync(join(vocabularyDirectory, 'de.txt'), 'utf8');
    const withoutAccountant = complete
      .split('\n')
      .filter((line) => !line.endsWith('=> accountant'))
      .join('\n');
    expect(vocabularyProblems('de.txt', withoutAccountant, concepts)).toEqual([
      'de.txt lacks "accountant"',
    ]);
    expect(vocabularyProblems('de.txt', `${complete}\nKoch => chef\n`, concepts)).toEqual([
      expect.stringMatching(/^de\.txt line \d+: "chef" is not in concepts\.txt$/),
    ]);
    expect(vocabularyProblems('de.txt', `${complete}\nKoch, Köchin\n`, concepts)).toEqual([
      expect.stringMatching(/^de\.txt line \d+: write "local words => English concept"$/),
    ]);
    expect(vocabularyProblems('de.txt', `${complete}\nKoch => => chef\n`, concepts)).toEqual([
      expect.stringMatching(/^de\.txt: Synonyms line \d+: more than one "=>"$/),
    ]);
  });

  it('stops a server start on a broken vocabulary, naming the file', () => {
    const directory = createTempDirectory();
    const synonyms = join(directory, 'search-synonyms.txt');
    writeFileSync(synonyms, 'accountant, bookkeeper\n');
    mkdirSync(join(directory, 'vocabulary'));
    writeFileSync(join(directory, 'vocabulary', 'de.txt'), 'Buchhalter => => accountant\n');
    try {
      expect(() => SearchVocabularies.read(synonyms, join(directory, 'vocabulary'))).toThrow(
        'de.txt: Synonyms line 1: more than one "=>"',
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
