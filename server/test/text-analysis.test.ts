import { describe, expect, it } from 'vitest';
import { terms } from '../src/search/text/analyze';
import { editDistance, typoBudget } from '../src/search/text/edit-distance';
import { parseSynonyms, SynonymSyntaxError } from '../src/search/text/synonyms';
import { TextIndex, type PositionText } from '../src/search/text/text-index';

const position = (title: string, extra: Partial<PositionText> = {}): PositionText => ({
  title,
  taxonomy: [],
  skills: [],
  description: [],
  ...extra,
});

/** Searches over an index of the positions, with the synonyms. */
const searcherOf = (positions: PositionText[], synonyms = '') => {
  const index = TextIndex.build(positions.length, (row) => positions[row] ?? position(''));
  const parsed = parseSynonyms(synonyms);
  return (query: string) => index.search(query, parsed);
};

const titlesFound = (positions: PositionText[], query: string, synonyms = '') =>
  Array.from(
    searcherOf(positions, synonyms)(query)?.rowsByRelevance ?? [],
    (row) => positions[row]?.title,
  );

describe('search text analysis', () => {
  it('reads hyphens, case, accents and plurals alike', () => {
    expect(terms('Front-End Engineers')).toEqual(['front', 'end', 'engineer']);
    expect(terms('Café Managers, C++ & C#')).toEqual(['cafe', 'manager', 'c++', 'c#']);
    expect(terms('companies boxes status analysis')).toEqual([
      'company',
      'box',
      'status',
      'analysis',
    ]);
  });

  it('counts edits as Meilisearch does, swaps included', () => {
    expect(editDistance('enginer', 'engineer', 1)).toBe(1);
    expect(editDistance('pyhton', 'python', 1)).toBe(1);
    expect(editDistance('nurse', 'engineer', 2)).toBe(3);
    expect([4, 5, 8, 9].map((length) => typoBudget('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
  });

  it('reads two-way and one-way synonym rules and names the line of a mistake', () => {
    const synonyms = parseSynonyms('# comment\nfront end, frontend\npm => product manager\n');
    expect(synonyms.rules.get('frontend')?.[0]?.alternatives).toEqual([
      ['frontend'],
      ['front', 'end'],
    ]);
    expect(synonyms.rules.get('product')).toBeUndefined();
    expect(synonyms.writtenPhrases).toEqual(['front end', 'product manager']);
    expect(() => parseSynonyms('ok, fine\nlonely\n')).toThrow(
      new SynonymSyntaxError('Synonyms line 2: needs two or more terms'),
    );
  });

  it('ranks the title above role, skills and description, and the exact phrase first', () => {
    const positions = [
      position('Analyst', { description: ['Work with a data engineer'] }),
      position('Analyst', { taxonomy: ['Data Engineer'] }),
      position('Engineer for data'),
      position('Data Engineer'),
    ];
    expect(titlesFound(positions, 'data engineer')).toEqual([
      'Data Engineer',
      'Engineer for data',
      'Analyst',
      'Analyst',
    ]);
  });

  it('finds compound words split and joined, synonyms, typos and unfinished words', () => {
    const positions = [position('Frontend Engineer'), position('Full Stack Developer')];
    expect(titlesFound(positions, 'front end')).toEqual(['Frontend Engineer']);
    expect(titlesFound(positions, 'fullstack')).toEqual(['Full Stack Developer']);
    expect(titlesFound(positions, 'UI', 'ui, frontend')).toEqual(['Frontend Engineer']);
    expect(titlesFound(positions, 'developper')).toEqual(['Full Stack Developer']);
    expect(titlesFound(positions, 'fronten')).toEqual(['Frontend Engineer']);
  });

  it('relaxes to the words that match, and says which did not', () => {
    const search = searcherOf([position('Accountant'), position('Engineer')]);
    expect(search('accountant qwxyz')?.advice).toEqual({
      relaxed: true,
      unmatchedTerms: ['qwxyz'],
      didYouMean: null,
    });
    expect(search('acountant')?.advice.didYouMean).toBe('accountant');
    expect(search('the jobs')).toBeNull();
  });
});
