import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWordedMeaning } from '../src/search/filter-labels';
import {
  parseSearchFilters,
  SearchFiltersSyntaxError,
  understandQuery,
  type PlaceReader,
} from '../src/search/understand-query';
import { toSearchCriteria } from '../src/search/criteria';

const SITE_FILE = new URL('../search-filters.txt', import.meta.url);

/** One place, "springfield", whose label says which language it was asked in. */
const SPRINGFIELD: PlaceReader = {
  placeAt: (words, from) =>
    words[from] === 'springfield' ? { length: 1, ids: [1], value: 'Springfield, US' } : null,
  label: (_ids, locale) => `Springfield (${locale})`,
};

const understand = (query: string, locale = 'en', literal: string[] = []) =>
  understandQuery(toSearchCriteria({ query }, locale), {
    phrases: parseSearchFilters(readFileSync(SITE_FILE, 'utf8'), isWordedMeaning),
    places: SPRINGFIELD,
    isJobWord: (word) => ['mobile', 'nurse'].includes(word),
    areJobWords: (first, second) => `${first} ${second}` === 'contract negotiation',
    literal: new Set(literal.filter((kind) => kind === 'location' || kind === 'remote')),
    meaningLabel: (meaning) => meaning.name,
  });

describe('the search filters file', () => {
  it('parses, and the page has words for every meaning', () => {
    const phrases = parseSearchFilters(readFileSync(SITE_FILE, 'utf8'), isWordedMeaning);
    expect([...phrases.meanings.keys()].sort()).toEqual([
      'contract',
      'entry-level',
      'full-time',
      'internship',
      'part-time',
      'remote',
      'temporary',
    ]);
    for (const code of ['en', 'de', 'fr', 'es', 'pt', 'ja', 'pl', 'nl', 'sv']) {
      expect(phrases.languages.has(code), code).toBe(true);
    }
  });

  it('names the line of a mistake', () => {
    const read = (text: string) => () => parseSearchFilters(text, isWordedMeaning);
    expect(read('[remote] work_location_option = remote\nremote.en remote')).toThrow(
      new SearchFiltersSyntaxError(
        'Search filters line 2: expected "[meaning] facet = values" or "meaning.xx:"',
      ),
    );
    expect(read('[remote] department = remote')).toThrow(/line 1: "department"/);
    expect(read('[weekend] employment_type = Weekend')).toThrow(/no words for "weekend"/);
    expect(read('remote.en: remote')).toThrow(/line 1: "remote" has no/);
  });
});

describe('understandQuery', () => {
  it('reads a place at either end or after "in", and leaves the rest as text', () => {
    for (const query of ['nurse springfield', 'springfield nurse', 'nurse in springfield']) {
      const { criteria, understood } = understand(query);
      expect(criteria.query, query).toBe('nurse');
      expect(criteria.location).toBe('Springfield, US');
      expect(understood).toEqual([
        {
          kind: 'location',
          typed: 'springfield',
          values: ['Springfield, US'],
          label: 'Springfield (en)',
        },
      ]);
    }
    expect(understand('nurse at the springfield office').understood).toEqual([]);
  });

  it('keeps the words of the job, and the words asked to be read as text', () => {
    const mobile: PlaceReader = {
      placeAt: (words, from) =>
        words[from] === 'mobile' ? { length: 1, ids: [2], value: 'Mobile' } : null,
      label: () => 'Mobile',
    };
    const { criteria } = understandQuery(toSearchCriteria({ query: 'mobile developer' }, 'en'), {
      phrases: parseSearchFilters(readFileSync(SITE_FILE, 'utf8'), isWordedMeaning),
      places: mobile,
      isJobWord: (word) => word === 'mobile',
      areJobWords: () => false,
      literal: new Set(),
      meaningLabel: (meaning) => meaning.name,
    });
    expect(criteria.location).toBe('');
    expect(understand('contract negotiation').understood).toEqual([]);
    const literal = understand('remote nurse springfield', 'en', ['location', 'remote']);
    expect(literal.understood).toEqual([]);
    expect(literal.criteria.query).toBe('remote nurse springfield');
  });

  it('reads English and the page language, and drops words that alone say nothing', () => {
    const german = understand('Teilzeit Stellen Homeoffice', 'de');
    expect(german.understood.map(({ label }) => label)).toEqual(['part-time', 'remote']);
    expect(german.criteria.query).toBe('');
    expect(german.criteria.multi.employment_type).toEqual(['Part-time']);
    expect(german.criteria.multi.work_location_option).toEqual(['remote']);
    expect(understand('Teilzeit', 'fr').understood).toEqual([]);
    const japanese = understand('リモートエンジニア', 'ja');
    expect(japanese.criteria.query).toBe('エンジニア');
    expect(understand('part time jobs').criteria.query).toBe('');
  });
});
