import type { SearchCriteria } from './criteria';
import { words } from './text/analyze';

/**
 * Reading a search's text for what candidates type into the one query box besides the job: a
 * place ("software engineer austin", "data scientist in london") and everyday phrasings of the
 * filters ("remote", "entry level", "part time"). Each is applied as the filter it means and
 * reported, so the page shows it and the candidate can have the words read as text instead.
 */

export const UNDERSTOOD_KINDS = ['location', 'remote', 'seniority', 'employment_type'] as const;
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];

/** The facets a phrasing may filter, each with the kind of filter it is shown as. */
const PHRASED_FACETS = {
  work_location_option: 'remote',
  seniority: 'seniority',
  employment_type: 'employment_type',
} as const satisfies Record<string, UnderstoodKind>;
type PhrasedFacet = keyof typeof PHRASED_FACETS;

const isPhrasedFacet = (name: string): name is PhrasedFacet => Object.hasOwn(PHRASED_FACETS, name);

/** What a phrasing means: a facet and the values of the data it keeps. */
export interface FilterMeaning {
  name: string;
  facet: PhrasedFacet;
  values: readonly string[];
}

interface Phrasing {
  words: readonly string[];
  meaning: FilterMeaning;
}

/** The phrasings of one language. */
interface LanguagePhrases {
  /** By first word, longest first, so "work from home" is read before "work". */
  phrasings: Map<string, Phrasing[]>;
  /** Words that alone say nothing about the job ("jobs"). */
  noise: Set<string>;
  /** Words that put a place after them ("in", "near"). */
  placeMarkers: Map<string, (readonly string[])[]>;
  /** Phrasings written without spaces (Japanese), found at either end of a word. */
  joined: string[];
}

export interface SearchFilterPhrases {
  meanings: ReadonlyMap<string, FilterMeaning>;
  languages: ReadonlyMap<string, LanguagePhrases>;
}

export class SearchFiltersSyntaxError extends Error {}

/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const MEANING_LINE = /^\[([a-z-]+)\]\s*([a-z_]+)\s*=\s*(.+)$/;
const PHRASES_LINE = /^([a-z-]+)\.([a-z]{2,3})\s*:\s*(.+)$/;

const languageOf = (languages: Map<string, LanguagePhrases>, code: string): LanguagePhrases => {
  let found = languages.get(code);
  if (!found) {
    found = { phrasings: new Map(), noise: new Set(), placeMarkers: new Map(), joined: [] };
    languages.set(code, found);
  }
  return found;
};

const byLengthDescending = (a: { length: number }, b: { length: number }) => b.length - a.length;

/**
 * Reads the search filters file: `[meaning] facet = value, value` lines say what a meaning
 * filters, `meaning.language: phrase, phrase` lines how it is said; `noise.language:` lists words
 * that alone say nothing and `near.language:` the words that put a place after them.
 */
export const parseSearchFilters = (
  text: string,
  isWordedMeaning: (name: string) => boolean,
): SearchFilterPhrases => {
  const meanings = new Map<string, FilterMeaning>();
  const languages = new Map<string, LanguagePhrases>();
  const fail = (lineIndex: number, problem: string) =>
    new SearchFiltersSyntaxError(`Search filters line ${lineIndex + 1}: ${problem}`);
  text.split('\n').forEach((rawLine, lineIndex) => {
    const line = rawLine.replace(/#.*/, '').trim();
    if (line === '') return;
    const meaningLine = MEANING_LINE.exec(line);
    if (meaningLine) {
      const [, name = '', facet = '', valueList = ''] = meaningLine;
      if (!isPhrasedFacet(facet)) throw fail(lineIndex, `"${facet}" is not a phrased facet`);
      if (!isWordedMeaning(name)) throw fail(lineIndex, `the page has no words for "${name}"`);
      const values = valueList
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== '');
      meanings.set(name, { name, facet, values });
      return;
    }
    const phrasesLine = PHRASES_LINE.exec(line);
    if (!phrasesLine) throw fail(lineIndex, 'expected "[meaning] facet = values" or "meaning.xx:"');
    const [, name = '', code = '', phraseList = ''] = phrasesLine;
    const phrases = phraseList
      .split(',')
      .map((phrase) => words(phrase))
      .filter((phrase) => phrase.length > 0);
    const language = languageOf(languages, code);
    if (name === 'noise') {
      for (const phrase of phrases) language.noise.add(phrase.join(' '));
      return;
    }
    if (name === 'near') {
      for (const phrase of phrases) {
        const first = phrase[0] ?? '';
        language.placeMarkers.set(
          first,
          [...(language.placeMarkers.get(first) ?? []), phrase].sort(byLengthDescending),
        );
      }
      return;
    }
    const meaning = meanings.get(name);
    if (!meaning) throw fail(lineIndex, `"${name}" has no "[${name}] facet = values" line before`);
    for (const phrase of phrases) {
      const first = phrase[0] ?? '';
      const phrasings = language.phrasings.get(first) ?? [];
      phrasings.push({ words: phrase, meaning });
      phrasings.sort((a, b) => b.words.length - a.words.length);
      language.phrasings.set(first, phrasings);
      if (phrase.length === 1 && UNSPACED.test(first)) language.joined.push(first);
    }
  });
  for (const language of languages.values()) language.joined.sort(byLengthDescending);
  return { meanings, languages };
};

/** A place named at a word of the text: how many words name it, and the search's location. */
export interface PlaceMatch {
  length: number;
  ids: readonly number[];
  /** The location the search applies ("Austin, Texas, United States"). */
  value: string;
}

/** Finds places in a text's words and names them in the page's language. */
export interface PlaceReader {
  /** The longest place named from `words[from]` on, or null. */
  placeAt(words: readonly string[], from: number): PlaceMatch | null;
  label(ids: readonly number[], locale: string): string;
}

/** A filter read from the search's text, as the page shows it. */
export interface UnderstoodFilter {
  kind: UnderstoodKind;
  /** The words it was read from, as the search reads them. */
  typed: string;
  /** The location, or the facet's values, it applies. */
  values: string[];
  /** Worded in the page's language. */
  label: string;
}

export interface Understanding {
  /** The criteria the search runs with: the rest of the text and the filters read from it. */
  criteria: SearchCriteria;
  understood: UnderstoodFilter[];
}

export interface UnderstandOptions {
  phrases: SearchFilterPhrases;
  places: PlaceReader;
  /** Words of the site's job titles, skills and departments: a bare place never takes them. */
  isJobWord: (word: string) => boolean;
  /** Whether two words follow each other in a title, skill or department ("contract negotiation"). */
  areJobWords: (first: string, second: string) => boolean;
  /** Kinds the candidate asked to have read as text. */
  literal: ReadonlySet<UnderstoodKind>;
  /** Words each meaning's chip reads, in the page's language. */
  meaningLabel: (meaning: FilterMeaning) => string;
}

/** Location words that mean "remote" in the location box (see the engine's location scope). */
const REMOTE_LOCATION = /^(remote|anywhere)$/i;

/** English, and the page's own language when it is another. */
const languagesFor = (phrases: SearchFilterPhrases, locale: string): LanguagePhrases[] => {
  const codes = [...new Set(['en', locale.split('-')[0]?.toLowerCase() ?? 'en'])];
  return codes.flatMap((code) => {
    const language = phrases.languages.get(code);
    return language ? [language] : [];
  });
};

/** Splits phrasings written without spaces off either end of a word: "リモートエンジニア". */
const splitJoined = (tokens: readonly string[], languages: LanguagePhrases[]): string[] => {
  const joined = languages.flatMap((language) => language.joined);
  if (joined.length === 0) return [...tokens];
  const split: string[] = [];
  for (const token of tokens) {
    if (!UNSPACED.test(token)) {
      split.push(token);
      continue;
    }
    let rest = token;
    const tail: string[] = [];
    let changed = true;
    while (changed) {
      changed = false;
      for (const phrase of joined) {
        if (rest.length > phrase.length && rest.startsWith(phrase)) {
          split.push(phrase);
          rest = rest.slice(phrase.length);
          changed = true;
        } else if (rest.length > phrase.length && rest.endsWith(phrase)) {
          tail.unshift(phrase);
          rest = rest.slice(0, -phrase.length);
          changed = true;
        }
      }
    }
    split.push(rest, ...tail);
  }
  return split;
};

const matchesAt = (tokens: readonly string[], from: number, phrase: readonly string[]) =>
  phrase.every((word, offset) => tokens[from + offset] === word);

/**
 * Reads filters and a place from the search's text. A filter the request already sets is not
 * read (what the candidate chose wins), nor a kind asked to be read literally. A place is read
 * after a word such as "in" or "near", or at either end of the text when none of its words is a
 * word of the site's jobs ("mobile developer" keeps "mobile"). What is read leaves the text;
 * so do words that alone say nothing ("jobs") once something was read.
 */
export const understandQuery = (
  criteria: SearchCriteria,
  options: UnderstandOptions,
): Understanding => {
  const unchanged: Understanding = { criteria, understood: [] };
  if (criteria.query === '') return unchanged;
  // The page's language (`criteria.locale`) is read besides English.
  const languages = languagesFor(options.phrases, criteria.locale);
  const tokens = splitJoined(words(criteria.query), languages);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const understood: UnderstoodFilter[] = [];
  const multi = { ...criteria.multi };
  const isRemoteLocation = REMOTE_LOCATION.test(criteria.location);

  const facetIsOpen = (facet: PhrasedFacet): boolean => {
    const kind = PHRASED_FACETS[facet];
    if (options.literal.has(kind) || criteria.multi[facet].length > 0) return false;
    return kind !== 'remote' || !isRemoteLocation;
  };

  for (let at = 0; at < tokens.length; at += 1) {
    const phrasing = languages
      .flatMap((language) => language.phrasings.get(tokens[at] ?? '') ?? [])
      .filter((candidate) => matchesAt(tokens, at, candidate.words))
      .sort((a, b) => b.words.length - a.words.length)[0];
    if (!phrasing || !facetIsOpen(phrasing.meaning.facet)) continue;
    const end = at + phrasing.words.length;
    // "contract negotiation" is a skill, not a contract job.
    const isPartOfJob =
      (end < tokens.length && options.areJobWords(tokens[end - 1] ?? '', tokens[end] ?? '')) ||
      (at > 0 && options.areJobWords(tokens[at - 1] ?? '', tokens[at] ?? ''));
    if (isPartOfJob) continue;
    const { facet, values } = phrasing.meaning;
    multi[facet] = [...new Set([...multi[facet], ...values])].sort();
    const typed = tokens.slice(at, end).join(' ');
    understood.push({
      kind: PHRASED_FACETS[facet],
      typed,
      values: [...values],
      label: options.meaningLabel(phrasing.meaning),
    });
    taken.fill(true, at, end);
    at = end - 1;
  }

  let location = criteria.location;
  const canReadPlace =
    !options.literal.has('location') && criteria.location === '' && criteria.mapBounds === null;
  const place = canReadPlace ? findPlace(tokens, taken, languages, options) : null;
  if (place) {
    location = place.match.value;
    taken.fill(true, place.from, place.match.length + place.placeFrom);
    understood.push({
      kind: 'location',
      typed: tokens.slice(place.placeFrom, place.placeFrom + place.match.length).join(' '),
      values: [place.match.value],
      label: options.places.label(place.match.ids, criteria.locale),
    });
  }
  if (understood.length === 0) return unchanged;

  const isNoise = (token: string) => languages.some((language) => language.noise.has(token));
  const rest = tokens.filter((token, at) => !taken[at] && !isNoise(token));
  return {
    criteria: { ...criteria, query: rest.join(' '), location, multi },
    understood,
  };
};

interface FoundPlace {
  match: PlaceMatch;
  /** Where the words read start: the marker ("in"), or the place itself. */
  from: number;
  placeFrom: number;
}

/** The place the text names: after a marker anywhere, else at the start or at the end. */
const findPlace = (
  tokens: readonly string[],
  taken: readonly boolean[],
  languages: LanguagePhrases[],
  options: UnderstandOptions,
): FoundPlace | null => {
  const isFree = (from: number, length: number) =>
    length > 0 &&
    from + length <= tokens.length &&
    taken.slice(from, from + length).every((t) => !t);
  const placeAt = (from: number): PlaceMatch | null => {
    const match = options.places.placeAt(tokens, from);
    return match && isFree(from, match.length) ? match : null;
  };
  for (let at = 0; at < tokens.length; at += 1) {
    const markers = languages.flatMap(
      (language) => language.placeMarkers.get(tokens[at] ?? '') ?? [],
    );
    for (const marker of markers) {
      if (!matchesAt(tokens, at, marker) || !isFree(at, marker.length)) continue;
      const match = placeAt(at + marker.length);
      if (match) return { match, from: at, placeFrom: at + marker.length };
    }
  }
  // "mobile developer" keeps "mobile"; "new york" is a place though "new" is a word of jobs.
  const isBare = (from: number, match: PlaceMatch) =>
    tokens.slice(from, from + match.length).some((word) => !options.isJobWord(word));
  const free = tokens.flatMap((_token, at) => (taken[at] ? [] : [at]));
  const first = free[0];
  const last = free[free.length - 1];
  if (first === undefined || last === undefined) return null;
  const atStart = placeAt(first);
  if (atStart && isBare(first, atStart)) return { match: atStart, from: first, placeFrom: first };
  for (const from of free) {
    const match = placeAt(from);
    if (match && from + match.length - 1 === last && isBare(from, match)) {
      return { match, from, placeFrom: from };
    }
  }
  return null;
};
