import { describe, expect, it } from 'vitest';
import { stem, terms } from '../src/search/text/analyze';
import { editDistance, typoBudget } from '../src/search/text/edit-distance';
import { parseSynonyms, SynonymSyntaxError } from '../src/search/text/synonyms';
import { TextIndex, type PositionText } from '../src/search/text/text-index';

const position = (title: string, extra: Partial<PositionText> = {}): PositionText => ({
  title,
  taxonomy: [],
  skills: [],
  description: [],
  language: 'en',
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

describe('search text analysis of skills, scripts and languages', () => {
  it('keeps the symbols of skill names in queries and postings', () => {
    expect(terms('C++, C#, F#, .NET, Node.js, CI/CD and A/B testing')).toEqual([
      'c++',
      'c#',
      'f#',
      '.net',
      'node.js',
      'ci/cd',
      'and',
      'a/b',
      'testing',
    ]);
    const positions = [
      position('Backend Engineer', { skills: ['C++'] }),
      position('Backend Engineer', { skills: ['C#', '.NET'] }),
      position('Full Stack Engineer', { skills: ['Node.js'] }),
      position('DevOps Engineer', { skills: ['CI/CD'] }),
      position('Data Scientist', { skills: ['A/B Testing'] }),
      position('C Programmer', { skills: ['F#'] }),
    ];
    const synonyms = 'ci cd, cicd, continuous integration\nab testing, a b testing, split testing';
    expect(titlesFound(positions, 'C++', synonyms)).toEqual(['Backend Engineer']);
    expect(titlesFound(positions, 'c#', synonyms)).toEqual(['Backend Engineer']);
    expect(titlesFound(positions, 'F#', synonyms)).toEqual(['C Programmer']);
    expect(titlesFound(positions, '.NET', synonyms)).toEqual(['Backend Engineer']);
    for (const query of ['Node.js', 'node js', 'nodejs']) {
      expect(titlesFound(positions, query, synonyms), query).toEqual(['Full Stack Engineer']);
    }
    for (const query of ['CI/CD', 'ci cd', 'cicd']) {
      expect(titlesFound(positions, query, synonyms), query).toEqual(['DevOps Engineer']);
    }
    for (const query of ['A/B', 'A/B testing', 'ab testing', 'a b testing']) {
      expect(titlesFound(positions, query, synonyms), query).toEqual(['Data Scientist']);
    }
  });

  it('cuts Japanese, Chinese and Thai into words, in queries and postings alike', () => {
    expect(terms('バックエンドエンジニア')).toEqual(['バック', 'エンド', 'エンジニア']);
    expect(terms('Pythonエンジニア')).toEqual(['python', 'エンジニア']);
    expect(terms('软件工程师')).toEqual(['软件', '工程', '师']);
    expect(terms('วิศวกรซอฟต์แวร์')).toEqual(['วิศวกร', 'ซอฟต์แวร์']);
    const positions = [
      position('バックエンドエンジニア', { language: 'ja' }),
      position('データエンジニア', { language: 'ja' }),
      position('プロダクトマネージャー', { language: 'ja' }),
    ];
    expect(titlesFound(positions, 'エンジニア')).toEqual([
      'バックエンドエンジニア',
      'データエンジニア',
    ]);
    expect(titlesFound(positions, 'バックエンド')).toEqual(['バックエンドエンジニア']);
  });

  it('stems plurals and inflections by language, leaving English as it was', () => {
    expect(stem('engineers')).toBe('engineer');
    expect(stem('manager')).toBe('manager');
    expect(stem('data')).toBe('data');
    expect(
      ['entwickler', 'entwicklerin', 'entwicklerinnen', 'entwicklern'].map((word) =>
        stem(word, 'de'),
      ),
    ).toEqual(['entwickl', 'entwickl', 'entwickl', 'entwickl']);
    expect(['developpeur', 'developpeuse', 'developpeurs'].map((word) => stem(word, 'fr'))).toEqual(
      ['developp', 'developp', 'developp'],
    );
    expect(['ingeniero', 'ingeniera', 'ingenieros'].map((word) => stem(word, 'es'))).toEqual([
      'ingenier',
      'ingenier',
      'ingenier',
    ]);
    expect(['engenheiro', 'engenheira', 'engenheiros'].map((word) => stem(word, 'pt-BR'))).toEqual([
      'engenheir',
      'engenheir',
      'engenheir',
    ]);
    expect(['ontwikkelaar', 'ontwikkelaars', 'analisten'].map((word) => stem(word, 'nl'))).toEqual([
      'ontwikkelaar',
      'ontwikkelaar',
      'analist',
    ]);
    expect(['utvecklare', 'utvecklaren', 'utvecklarna'].map((word) => stem(word, 'sv'))).toEqual([
      'utveckl',
      'utveckl',
      'utveckl',
    ]);
    expect(stem('c++', 'de')).toBe('c++');
  });

  it('finds German postings by their inflections and compound parts, in German and English', () => {
    const positions = [
      position('Softwareentwickler (m/w/d) Backend', {
        language: 'de',
        description: ['Du arbeitest eng mit Entwicklern zusammen und nutzt Daten.'],
      }),
      position('Datenanalyst (m/w/d)', { language: 'de' }),
      position('Data Analyst', { taxonomy: ['Data Analyst'] }),
      position('Software Developer', { taxonomy: ['Software Developer'] }),
    ];
    const index = TextIndex.build(positions.length, (row) => positions[row] ?? position(''));
    const found = (query: string, language: string) =>
      Array.from(
        index.search(query, parseSynonyms(''), language)?.rowsByRelevance ?? [],
        (row) => positions[row]?.title,
      );
    expect(found('Entwicklerinnen', 'de')).toEqual(['Softwareentwickler (m/w/d) Backend']);
    expect(found('software', 'en')).toEqual([
      'Software Developer',
      'Softwareentwickler (m/w/d) Backend',
    ]);
    expect(found('Software', 'de')).toEqual([
      'Software Developer',
      'Softwareentwickler (m/w/d) Backend',
    ]);
    expect(found('analyst', 'de')).toEqual(['Data Analyst', 'Datenanalyst (m/w/d)']);
    expect(found('backend', 'en')).toEqual(['Softwareentwickler (m/w/d) Backend']);
  });
});
