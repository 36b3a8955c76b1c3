import {
  DEFAULT_LANGUAGE,
  hasOwnStemming,
  partsOf,
  STOP_WORDS,
  stem,
  terms,
  words,
  writesCompounds,
} from './analyze';
import { editDistance, typoBudget } from './edit-distance';
import type { Phrase, Synonyms } from './synonyms';

/** The searchable text of one position. */
export interface PositionText {
  title: string;
  /** Role family, profession, career discipline and department. */
  taxonomy: readonly string[];
  skills: readonly string[];
  /** Plain text, in parts (paragraphs, list items): descriptions share many of them. */
  description: readonly string[];
  /** BCP 47 language of the title and description; taxonomy and skills are English. */
  language: string;
}

/** Field bits of a posting: where in the position a term occurs. */
const TITLE = 1;
const TAXONOMY = 2;
const SKILLS = 4;
const DESCRIPTION = 8;
/** Several-word phrases match only inside one short field, where co-occurring words belong together. */
const SHORT_FIELDS = TITLE | TAXONOMY | SKILLS;

/** The weight of a match by the best field it is in, plus a little for each other field. */
const FIELD_SCORE = new Float32Array(16).map((_, mask) => {
  const weights = [
    [TITLE, 10],
    [TAXONOMY, 5],
    [SKILLS, 3],
    [DESCRIPTION, 1],
  ] as const;
  const present = weights.filter(([bit]) => (mask & bit) !== 0).map(([, weight]) => weight);
  return present.length === 0 ? 0 : Math.max(...present) + 0.25 * (present.length - 1);
});

/** How much a kind of alternative is worth against the word as typed (a typo's synonym: both). */
const QUALITY = { exact: 1, synonym: 0.9, prefix: 0.8, typo: 0.7 } as const;
type AlternativeKind = keyof typeof QUALITY;
const SYNONYM_OF_TYPO = QUALITY.typo * QUALITY.synonym;
/** The query's own words found in a position's title, in order. */
const TITLE_PHRASE_BONUS = 8;
/** Every concept of the query matched in the title. */
const ALL_IN_TITLE_BONUS = 4;
/**
 * Titles that lead people ("Director of Engineering", "Engineering Manager") match a search for
 * the job they lead through its role and discipline as well as the job itself does; unless the
 * query asks for a leader, they rank after the job's own titles of the same strength. Less than
 * a field's step, so a stronger match still ranks first.
 */
const LEADERSHIP_TITLE_PENALTY = 1;
const LEADERSHIP_TERMS: ReadonlySet<string> = new Set(
  terms('director directors manager managers head vp chief supervisor'),
);
const MAX_QUERY_WORDS = 12;
const MAX_PREFIX_EXPANSIONS = 40;
const MAX_TYPO_EXPANSIONS = 8;
/** The shortest word a compound is split into ("daten" of "datenanalyst"). */
const MIN_COMPOUND_PART = 4;
/** Compounds are looked at from this length: shorter words are rarely made of two. */
const MIN_COMPOUND = 2 * MIN_COMPOUND_PART;

interface Alternative {
  phrase: Phrase;
  kind: AlternativeKind;
  /** Overrides the kind's quality. */
  quality?: number;
}

/** One thing the searcher asked for: a word or phrase, with everything that counts as it. */
interface Concept {
  /** The words as typed. */
  text: string;
  alternatives: Alternative[];
  /** The vocabulary word to suggest instead, when the word as typed is not in the index. */
  correction: string | null;
}

const TYPO_FLAG = 1;
const TITLE_FLAG = 2;
/** The best match was in the title, role or skills. */
const SHORT_FIELD_FLAG = 4;

interface ConceptMatches {
  rows: Int32Array;
  /** Each row's best score. */
  scores: Float32Array;
  /** `TYPO_FLAG` where the best alternative was a typo correction, `TITLE_FLAG` where it was in the title. */
  flags: Uint8Array;
}

interface Postings {
  /** Ascending. */
  rows: Int32Array;
  fields: Uint8Array;
}

const NO_POSTINGS: Postings = { rows: new Int32Array(), fields: new Uint8Array() };

/** A concept's matches in titles, roles and skills only. */
const inShortFields = (matches: ConceptMatches): ConceptMatches => {
  const keep = (_: unknown, index: number) =>
    ((matches.flags[index] ?? 0) & SHORT_FIELD_FLAG) !== 0;
  return {
    rows: matches.rows.filter(keep),
    scores: matches.scores.filter(keep),
    flags: matches.flags.filter(keep),
  };
};

/**
 * Index of the first of ascending `rows` at or after `from` that is not below `row` (or
 * `rows.length`): galloping, so walking a list in order costs about a merge.
 */
const seekRow = (rows: Int32Array, row: number, from: number): number => {
  let step = 1;
  let low = from;
  while (low + step < rows.length && (rows[low + step] ?? 0) < row) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, rows.length);
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle] ?? 0) < row) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** A copy of a typed array with at least `size` slots (doubling), its contents kept. */
const grownTo = <T extends Int32Array | Uint8Array>(array: T, size: number): T => {
  if (size <= array.length) return array;
  let length = array.length * 2;
  while (length < size) length *= 2;
  const grown = (
    array instanceof Int32Array ? new Int32Array(length) : new Uint8Array(length)
  ) as T;
  grown.set(array);
  return grown;
};

/** A growable list of rows. */
class RowList {
  private rows = new Int32Array(1024);
  private length = 0;

  push(row: number): void {
    this.rows = grownTo(this.rows, this.length + 1);
    this.rows[this.length] = row;
    this.length += 1;
  }

  toArray(): Int32Array {
    return this.rows.slice(0, this.length);
  }

  /** The rows so far, emptying the list (the view is valid until the next push). */
  drain(): Int32Array {
    const rows = this.rows.subarray(0, this.length);
    this.length = 0;
    return rows;
  }
}

/** What the page can tell the searcher about how the text was read. */
export interface QueryAdvice {
  /** Not every word could be matched: results match the others. */
  relaxed: boolean;
  /** Words as typed that the results do not match. */
  unmatchedTerms: string[];
  /** The query with misspelt or unknown words replaced by words of the index, if any were. */
  didYouMean: string | null;
}

export interface TextMatches {
  /** Matching rows, best first (ties: index order, newest first). */
  rowsByRelevance: Int32Array;
  /** Matching rows in index order (newest first): a scan visits these rows alone. */
  rowsInIndexOrder: Int32Array;
  /** 1 for each matching row. */
  isMatch: Uint8Array;
  advice: QueryAdvice;
}

// The loops over rows index typed arrays rather than iterate them: search runs rarely enough
// that its code is often not yet optimized, and there each step of an iterator allocates.

/** Zeroes the values of the given rows. */
const clearAt = (values: Uint8Array | Uint16Array | Float32Array, rows: Int32Array): void => {
  for (let at = 0; at < rows.length; at += 1) values[rows[at] ?? 0] = 0;
};

/** Sets a bit of the given rows. */
const markRows = (bits: Uint16Array, rows: Int32Array, bit: number): void => {
  for (let at = 0; at < rows.length; at += 1) {
    const row = rows[at] ?? 0;
    bits[row] = (bits[row] ?? 0) | bit;
  }
};

/** The rows that have every one of the `required` bits. */
const rowsWithBits = (rows: Int32Array, bits: Uint16Array, required: number): Int32Array => {
  const matching = new Int32Array(rows.length);
  let kept = 0;
  for (let at = 0; at < rows.length; at += 1) {
    const row = rows[at] ?? 0;
    if (((bits[row] ?? 0) & required) === required) matching[kept++] = row;
  }
  return matching.slice(0, kept);
};

/** Whether rows are in index order. */
const isAscending = (rows: Int32Array): boolean => {
  for (let at = 1; at < rows.length; at += 1) {
    if ((rows[at] ?? 0) < (rows[at - 1] ?? 0)) return false;
  }
  return true;
};

/** The rows flagged 1, in index order. */
const rowsFlagged = (flags: Uint8Array): Int32Array => {
  const list = new RowList();
  for (let row = 0; row < flags.length; row += 1) if (flags[row] === 1) list.push(row);
  return list.toArray();
};

/** Rows by ascending rank, in their given order among equals. */
const countingSort = (rows: Int32Array, ranks: Int32Array): Int32Array => {
  const sorted = new Int32Array(rows.length);
  if (rows.length === 0) return sorted;
  let lowest = ranks[0] ?? 0;
  let highest = lowest;
  for (let at = 1; at < ranks.length; at += 1) {
    const rank = ranks[at] ?? 0;
    if (rank < lowest) lowest = rank;
    else if (rank > highest) highest = rank;
  }
  const starts = new Int32Array(highest - lowest + 2);
  for (let at = 0; at < ranks.length; at += 1) {
    const bucket = (ranks[at] ?? 0) - lowest + 1;
    starts[bucket] = (starts[bucket] ?? 0) + 1;
  }
  for (let bucket = 1; bucket < starts.length; bucket += 1) {
    starts[bucket] = (starts[bucket] ?? 0) + (starts[bucket - 1] ?? 0);
  }
  for (let at = 0; at < rows.length; at += 1) {
    const bucket = (ranks[at] ?? 0) - lowest;
    const to = starts[bucket] ?? 0;
    sorted[to] = rows[at] ?? 0;
    starts[bucket] = to + 1;
  }
  return sorted;
};

/** The page language's words within `budget` edits of a term, closest first. */
const localWordsNear = (synonyms: Synonyms, term: string, budget: number): string[] => {
  if (budget === 0) return [];
  const near: { word: string; distance: number }[] = [];
  for (const word of synonyms.localWords.keys()) {
    const distance = editDistance(term, word, budget);
    if (distance > 0 && distance <= budget) near.push({ word, distance });
  }
  return near
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_TYPO_EXPANSIONS)
    .map(({ word }) => word);
};

/** The page language's words that an unfinished last word may be. */
const localWordsStartingWith = (synonyms: Synonyms, prefix: string): string[] =>
  [...synonyms.localWords.keys()]
    .filter((word) => word !== prefix && word.startsWith(prefix))
    .slice(0, MAX_PREFIX_EXPANSIONS);

/** The rows of `rarest` that every one of `others` has in a short field it shares. */
const sharedRows = (rarest: Postings, others: readonly Postings[]): Postings => {
  const rows = new Int32Array(rarest.rows.length);
  const fields = new Uint8Array(rarest.rows.length);
  // Where each other list was left: the rarest word's rows are looked up in order.
  const cursors = others.map(() => 0);
  let kept = 0;
  for (let index = 0; index < rarest.rows.length; index += 1) {
    const row = rarest.rows[index] ?? 0;
    let shared = (rarest.fields[index] ?? 0) & SHORT_FIELDS;
    for (let other = 0; other < others.length && shared !== 0; other += 1) {
      const list = others[other] ?? NO_POSTINGS;
      const at = seekRow(list.rows, row, cursors[other] ?? 0);
      cursors[other] = at;
      shared &= list.rows[at] === row ? (list.fields[at] ?? 0) : 0;
    }
    if (shared !== 0) {
      rows[kept] = row;
      fields[kept] = shared;
      kept += 1;
    }
  }
  return { rows: rows.subarray(0, kept), fields: fields.subarray(0, kept) };
};

/** Each row's best score and flags so far for one concept, stamped with its generation. */
interface Best {
  generation: number;
  stamps: Int32Array;
  scores: Float32Array;
  flags: Uint8Array;
}

/** Keeps, for each row of an alternative's postings, its score where it beats the best so far. */
const keepBest = (
  { rows, fields }: Postings,
  quality: number,
  flag: number,
  best: Best,
  touched: RowList,
): void => {
  const { generation, stamps, scores, flags } = best;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] ?? 0;
    const mask = fields[index] ?? 0;
    const score = (FIELD_SCORE[mask] ?? 0) * quality;
    if (stamps[row] !== generation) {
      stamps[row] = generation;
      touched.push(row);
    } else if (score <= (scores[row] ?? 0)) continue;
    scores[row] = score;
    flags[row] =
      flag |
      ((mask & TITLE) !== 0 ? TITLE_FLAG : 0) |
      ((mask & SHORT_FIELDS) !== 0 ? SHORT_FIELD_FLAG : 0);
  }
};

/** Adds a concept's scores, typos and title matches to each row's totals. */
const addScores = (
  { rows, flags, scores: conceptScores }: ConceptMatches,
  scores: Float32Array,
  typos: Uint8Array,
  titleHits: Uint8Array,
): void => {
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] ?? 0;
    const rowFlags = flags[index] ?? 0;
    scores[row] = (scores[row] ?? 0) + (conceptScores[index] ?? 0);
    typos[row] = (typos[row] ?? 0) + (rowFlags & TYPO_FLAG);
    titleHits[row] = (titleHits[row] ?? 0) + ((rowFlags & TITLE_FLAG) !== 0 ? 1 : 0);
  }
};

/** A growable list of (term, row, fields) triples, sorted into postings once complete. */
class PostingBuilder {
  terms = new Int32Array(1 << 16);
  rows = new Int32Array(1 << 16);
  fields = new Uint8Array(1 << 16);
  length = 0;

  push(term: number, row: number, fields: number): void {
    if (this.length === this.terms.length) {
      this.terms = grownTo(this.terms, this.length + 1);
      this.rows = grownTo(this.rows, this.length + 1);
      this.fields = grownTo(this.fields, this.length + 1);
    }
    this.terms[this.length] = term;
    this.rows[this.length] = row;
    this.fields[this.length] = fields;
    this.length += 1;
  }
}

/**
 * An inverted index of the open positions' text, ranked the way job seekers expect:
 * - fields have weights: title, then role family / profession / discipline / department, then
 *   skills, then description; the query's words as a phrase in the title rank first;
 * - synonyms and abbreviations come from an editable file (see `parseSynonyms`);
 * - compound words match their parts and the other way round ("front end" / "frontend");
 * - plurals match singulars; a word not in the index is read with typos forgiven (one edit from
 *   5 letters, two from 9), as a prefix when it is the last word, or as two words run together;
 * - when no position matches every word, the words nothing matches are dropped, then the last
 *   words, and the page is told so (`QueryAdvice`).
 * Rows are positions of the `PositionIndex`, so filters and ordering work on the same arrays.
 */
export class TextIndex {
  private constructor(
    private readonly termIds: ReadonlyMap<string, number>,
    /** Terms seen as words of their own, not only as two words run together. */
    private readonly plainTerms: ReadonlySet<string>,
    /** The same, sorted, for prefix and typo lookups. */
    private readonly sortedTerms: readonly string[],
    /** Shortest form of each term as people write it ("engineer" for "engineer"). */
    private readonly surfaces: readonly string[],
    private readonly offsets: Int32Array,
    private readonly postingRows: Int32Array,
    private readonly postingFields: Uint8Array,
    /** Each row's title as terms, space-separated and padded with spaces. */
    private readonly titles: readonly string[],
    /** 1 where a row's title names a leader (see `LEADERSHIP_TERMS`). */
    private readonly leadershipTitles: Uint8Array,
    readonly size: number,
  ) {
    this.stamps = new Int32Array(size);
    this.bestScores = new Float32Array(size);
    this.bestFlags = new Uint8Array(size);
    this.conceptBits = new Uint16Array(size);
    this.scores = new Float32Array(size);
    this.typos = new Uint8Array(size);
    this.titleHits = new Uint8Array(size);
  }

  // Scratch arrays, one slot per row, reused by every search (searches run one at a time and
  // clear what they set), so a search allocates in proportion to its matches, not the index.
  private generation = 0;
  private readonly stamps: Int32Array;
  private readonly bestScores: Float32Array;
  private readonly bestFlags: Uint8Array;
  private readonly conceptBits: Uint16Array;
  private readonly scores: Float32Array;
  private readonly typos: Uint8Array;
  private readonly titleHits: Uint8Array;

  static build(size: number, textOf: (row: number) => PositionText): TextIndex {
    const termIds = new Map<string, number>();
    const surfaces: string[] = [];
    /** Terms seen as words of their own, not only as two words run together. */
    const plainWords = new Set<string>();
    const idOf = (term: string, word: string, plain: boolean): number => {
      if (plain) plainWords.add(term);
      let id = termIds.get(term);
      if (id === undefined) {
        id = surfaces.length;
        termIds.set(term, id);
        surfaces.push(word);
      } else if (word.length < (surfaces[id]?.length ?? Infinity)) {
        surfaces[id] = word;
      }
      return id;
    };
    /**
     * A word's terms: its English stem, which English queries search, and its stem in the
     * posting's language, which that language's queries search.
     */
    const idsOfWord = (
      word: string,
      language: string | null,
      ids: number[],
      plain = true,
    ): void => {
      ids.push(idOf(stem(word), word, plain));
      if (language !== null) ids.push(idOf(stem(word, language), word, plain));
    };

    // Every text is read first: German and Dutch compounds are split against the words of the
    // titles, roles and skills, and of the descriptions in those languages (English descriptions,
    // most of the text, add no parts of theirs).
    const texts = new Array<PositionText>(size);
    const vocabulary = new Set<string>();
    /** Texts learnt, by language (a map per language: keys made of both cost a copy of each). */
    const learnedIn = new Map<string, Set<string>>();
    const learn = (text: string, language: string) => {
      let learned = learnedIn.get(language);
      if (!learned) {
        learned = new Set();
        learnedIn.set(language, learned);
      }
      if (learned.has(text)) return;
      learned.add(text);
      const compounding = writesCompounds(language);
      for (const word of words(text)) {
        vocabulary.add(word);
        if (compounding) vocabulary.add(stem(word, language));
      }
    };
    let hasCompounds = false;
    for (let row = 0; row < size; row += 1) {
      const text = textOf(row);
      texts[row] = text;
      hasCompounds ||= writesCompounds(text.language);
    }
    if (hasCompounds) {
      for (const text of texts) {
        learn(text.title, text.language);
        for (const value of [...text.taxonomy, ...text.skills]) learn(value, DEFAULT_LANGUAGE);
        if (!writesCompounds(text.language)) continue;
        for (const part of text.description) learn(part, text.language);
      }
    }
    const isWord = (word: string, language: string) =>
      vocabulary.has(word) || vocabulary.has(stem(word, language));
    const compounds = new Map<string, string[]>();
    /** The words a compound is made of, longest first word first; empty when none is found. */
    const partsOfCompound = (word: string, language: string): string[] => {
      if (word.length < MIN_COMPOUND || !/^\p{L}+$/u.test(word)) return [];
      const key = `${language} ${word}`;
      const known = compounds.get(key);
      if (known) return known;
      let found: string[] = [];
      for (
        let at = word.length - MIN_COMPOUND_PART;
        at >= MIN_COMPOUND_PART && found.length === 0;
        at -= 1
      ) {
        const right = word.slice(at);
        // A linking "s" joins some compounds ("Arbeitsplatz").
        const left = [word.slice(0, at), word.slice(0, at - 1)].find(
          (candidate, index) =>
            candidate.length >= MIN_COMPOUND_PART &&
            (index === 0 || word[at - 1] === 's') &&
            isWord(candidate, language),
        );
        if (left === undefined) continue;
        if (isWord(right, language)) found = [left, right];
        else {
          const rest = partsOfCompound(right, language);
          if (rest.length > 0) found = [left, ...rest];
        }
      }
      compounds.set(key, found);
      return found;
    };
    /** The terms of a text's words, with the parts of skill names and of compounds. */
    const idsOfWords = (
      list: readonly string[],
      language: string,
      isDescription: boolean,
    ): number[] => {
      const ownStemming = hasOwnStemming(language) ? language : null;
      const compounding = writesCompounds(language);
      const ids: number[] = [];
      for (const word of list) {
        if (isDescription && STOP_WORDS.has(word)) continue;
        idsOfWord(word, ownStemming, ids);
        const parts = partsOf(word);
        for (const part of parts) {
          if (!STOP_WORDS.has(part) || !isDescription) idsOfWord(part, ownStemming, ids);
        }
        // "ci/cd" is also found as "cicd", "node.js" as "nodejs".
        if (parts.length > 1) idsOfWord(parts.join(''), ownStemming, ids, false);
        if (compounding) {
          for (const part of partsOfCompound(word, language)) idsOfWord(part, ownStemming, ids);
        }
      }
      return ids;
    };

    const postings = new PostingBuilder();
    const titles: string[] = new Array<string>(size);
    const leadershipTitles = new Uint8Array(size);
    // The fields each term of the current row is in, and which terms the row has.
    let fieldsOfTerm = new Uint8Array(1 << 16);
    const rowTerms = new RowList();
    // Titles, roles, skills and description parts repeat across positions: each distinct text is
    // read once in each language.
    const idsByLanguage = new Map<
      string,
      {
        shortFields: Map<string, { words: number[]; compounds: number[] }>;
        descriptions: Map<string, number[]>;
      }
    >();
    const idsIn = (language: string) => {
      let ids = idsByLanguage.get(language);
      if (!ids) {
        ids = { shortFields: new Map(), descriptions: new Map() };
        idsByLanguage.set(language, ids);
      }
      return ids;
    };
    const add = (ids: readonly number[], field: number) => {
      for (const id of ids) {
        fieldsOfTerm = grownTo(fieldsOfTerm, id + 1);
        const fields = fieldsOfTerm[id] ?? 0;
        if (fields === 0) rowTerms.push(id);
        fieldsOfTerm[id] = fields | field;
      }
    };
    const addShortField = (text: string, field: number, language: string) => {
      const { shortFields } = idsIn(language);
      let ids = shortFields.get(text);
      if (!ids) {
        const list = words(text);
        ids = {
          words: idsOfWords(list, language, false),
          // "Front End" is also found as "frontend".
          compounds: list.slice(1).map((next, index) => {
            const compound = `${list[index] ?? ''}${next}`;
            return idOf(stem(compound), compound, false);
          }),
        };
        shortFields.set(text, ids);
      }
      add(ids.words, field);
      add(ids.compounds, field);
    };
    const addDescription = (part: string, language: string) => {
      const { descriptions } = idsIn(language);
      let ids = descriptions.get(part);
      if (!ids) {
        ids = idsOfWords(words(part), language, true);
        descriptions.set(part, ids);
      }
      add(ids, DESCRIPTION);
    };
    for (let row = 0; row < size; row += 1) {
      const text = texts[row] ?? textOf(row);
      // "Senior DevOps Engineer, Developer Productivity": what follows the comma names the team,
      // not the job, so it weighs as the role does and takes no part in title bonuses.
      const comma = text.title.indexOf(', ');
      const job = comma < 0 ? text.title : text.title.slice(0, comma);
      const titleTerms = terms(job);
      titles[row] = ` ${titleTerms.join(' ')} `;
      if (titleTerms.some((term) => LEADERSHIP_TERMS.has(term))) leadershipTitles[row] = 1;
      addShortField(job, TITLE, text.language);
      if (comma >= 0) addShortField(text.title.slice(comma + 2), TAXONOMY, text.language);
      for (const value of text.taxonomy) addShortField(value, TAXONOMY, DEFAULT_LANGUAGE);
      for (const skill of text.skills) addShortField(skill, SKILLS, DEFAULT_LANGUAGE);
      for (const part of text.description) addDescription(part, text.language);
      for (const term of rowTerms.drain()) {
        postings.push(term, row, fieldsOfTerm[term] ?? 0);
        fieldsOfTerm[term] = 0;
      }
    }
    // Counting sort by term: each term's postings stay in row order.
    const termCount = surfaces.length;
    const offsets = new Int32Array(termCount + 1);
    for (let index = 0; index < postings.length; index += 1) {
      const term = postings.terms[index] ?? 0;
      offsets[term + 1] = (offsets[term + 1] ?? 0) + 1;
    }
    for (let term = 0; term < termCount; term += 1) {
      offsets[term + 1] = (offsets[term + 1] ?? 0) + (offsets[term] ?? 0);
    }
    const cursor = offsets.slice(0, termCount);
    const postingRows = new Int32Array(postings.length);
    const postingFields = new Uint8Array(postings.length);
    for (let index = 0; index < postings.length; index += 1) {
      const term = postings.terms[index] ?? 0;
      const at = cursor[term] ?? 0;
      postingRows[at] = postings.rows[index] ?? 0;
      postingFields[at] = postings.fields[index] ?? 0;
      cursor[term] = at + 1;
    }
    return new TextIndex(
      termIds,
      plainWords,
      [...plainWords].sort(),
      surfaces,
      offsets,
      postingRows,
      postingFields,
      titles,
      leadershipTitles,
      size,
    );
  }

  /** Number of positions a term occurs in. */
  private frequency(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : (this.offsets[id + 1] ?? 0) - (this.offsets[id] ?? 0);
  }

  private surfaceOf(term: string): string {
    const id = this.termIds.get(term);
    return id === undefined ? term : (this.surfaces[id] ?? term);
  }

  /** Vocabulary terms that start with `prefix`, most frequent first. */
  private termsStartingWith(prefix: string, limit: number): string[] {
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sortedTerms[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < this.sortedTerms.length; index += 1) {
      const term = this.sortedTerms[index] ?? '';
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) found.push(term);
    }
    return found.sort((a, b) => this.frequency(b) - this.frequency(a)).slice(0, limit);
  }

  /** Vocabulary terms within `budget` edits, closest then most frequent first. */
  private termsNear(term: string, budget: number): string[] {
    if (budget === 0) return [];
    const near: { term: string; distance: number }[] = [];
    for (const candidate of this.sortedTerms) {
      const distance = editDistance(term, candidate, budget);
      if (distance > 0 && distance <= budget) near.push({ term: candidate, distance });
    }
    return near
      .sort((a, b) => a.distance - b.distance || this.frequency(b.term) - this.frequency(a.term))
      .slice(0, MAX_TYPO_EXPANSIONS)
      .map(({ term: candidate }) => candidate);
  }

  /** Synonyms of a one-term phrase, as alternatives of the given kind. */
  private synonymsOf(term: string, kind: AlternativeKind, synonyms: Synonyms): Alternative[] {
    const rule = synonyms.rules.get(term)?.find((candidate) => candidate.phrase.length === 1);
    return (rule?.alternatives ?? [[term]]).map((phrase, index) => {
      if (index === 0) return { phrase, kind };
      if (kind === 'exact') return { phrase, kind: 'synonym' };
      return { phrase, kind, quality: kind === 'typo' ? SYNONYM_OF_TYPO : QUALITY.synonym };
    });
  }

  /** The query as concepts: synonym phrases, compound words and single words. */
  private parse(
    typed: readonly string[],
    queryTerms: readonly string[],
    synonyms: Synonyms,
    language: string,
  ): Concept[] {
    const concepts: Concept[] = [];
    let index = 0;
    while (index < queryTerms.length) {
      const term = queryTerms[index] ?? '';
      const rule = synonyms.rules
        .get(term)
        ?.find(
          (candidate) =>
            candidate.phrase.length > 1 &&
            candidate.phrase.every((part, offset) => queryTerms[index + offset] === part),
        );
      if (rule) {
        concepts.push({
          text: typed.slice(index, index + rule.phrase.length).join(' '),
          alternatives: rule.alternatives.map((phrase, position) => ({
            phrase,
            kind: position === 0 ? 'exact' : 'synonym',
          })),
          correction: null,
        });
        index += rule.phrase.length;
        continue;
      }
      const next = queryTerms[index + 1];
      const compound =
        next === undefined ? null : stem(`${typed[index] ?? ''}${typed[index + 1] ?? ''}`);
      // Two words people also write as one ("back end" / "backend"): one concept.
      if (next !== undefined && compound !== null && this.plainTerms.has(compound)) {
        concepts.push({
          text: typed.slice(index, index + 2).join(' '),
          alternatives: [
            { phrase: [term, next], kind: 'exact' },
            ...this.synonymsOf(compound, 'exact', synonyms),
          ],
          correction: null,
        });
        index += 2;
        continue;
      }
      index += 1;
      if (STOP_WORDS.has(term)) continue;
      concepts.push(
        this.conceptOf(
          typed[index - 1] ?? term,
          term,
          index === queryTerms.length,
          synonyms,
          language,
        ),
      );
    }
    return concepts;
  }

  /** One word: itself and its synonyms, or its likely meanings when the index lacks it. */
  private conceptOf(
    typed: string,
    term: string,
    isLast: boolean,
    synonyms: Synonyms,
    language: string,
  ): Concept {
    // The word as the query's language inflects it: "Entwicklerinnen" finds "Entwickler".
    const localTerm = stem(typed, language);
    const inLocalPostings: Alternative[] =
      localTerm !== term && this.frequency(localTerm) > 0
        ? [{ phrase: [localTerm], kind: 'exact' }]
        : [];
    if (this.frequency(term) > 0 || inLocalPostings.length > 0) {
      return {
        text: typed,
        alternatives: [...this.synonymsOf(term, 'exact', synonyms), ...inLocalPostings],
        correction: null,
      };
    }
    // A skill's name with dots or slashes written otherwise in the postings: its parts.
    const parts = partsOf(term).map((part) => stem(part));
    const alternatives: Alternative[] =
      parts.length > 0 && parts.every((part) => this.frequency(part) > 0)
        ? [{ phrase: parts, kind: 'exact' }]
        : [];
    // Two words run together: "fullstack" is "full stack".
    for (let split = 2; split <= term.length - 2; split += 1) {
      const left = term.slice(0, split);
      const right = stem(term.slice(split));
      if (this.frequency(left) > 0 && this.frequency(right) > 0) {
        alternatives.push({ phrase: [left, right], kind: 'exact' });
      }
    }
    const synonymRule = synonyms.rules.get(term)?.find((rule) => rule.phrase.length === 1);
    if (synonymRule) alternatives.push(...this.synonymsOf(term, 'exact', synonyms).slice(1));
    // A misspelt word of the page's language is read, and corrected, as that language's word.
    const localCorrections = synonymRule ? [] : localWordsNear(synonyms, term, typoBudget(term));
    for (const correction of localCorrections)
      alternatives.push(...this.synonymsOf(correction, 'typo', synonyms));
    // A word of the page's language is that word, not a misspelt English one.
    const corrections = synonyms.localWords.has(term) ? [] : this.termsNear(term, typoBudget(term));
    for (const correction of corrections)
      alternatives.push(...this.synonymsOf(correction, 'typo', synonyms));
    // Search as you type: the last word may be unfinished.
    const completions =
      isLast && term.length >= 3 ? this.termsStartingWith(term, MAX_PREFIX_EXPANSIONS) : [];
    for (const completion of completions)
      alternatives.push({ phrase: [completion], kind: 'prefix' });
    // A whole word of the page's language is not read as the start of a longer one.
    if (isLast && term.length >= 3 && !synonymRule) {
      for (const completion of localWordsStartingWith(synonyms, term))
        alternatives.push(...this.synonymsOf(completion, 'prefix', synonyms));
    }
    // Beyond the typos forgiven in searching, suggest a word one edit away.
    const [closest] = [
      ...corrections,
      ...completions,
      ...(term.length >= 4 ? this.termsNear(term, 1) : []),
    ];
    const [closestLocal] = localCorrections;
    const correction =
      closestLocal !== undefined &&
      (closest === undefined ||
        editDistance(term, closestLocal, term.length) <= editDistance(term, closest, term.length))
        ? (synonyms.localWords.get(closestLocal) ?? closestLocal)
        : closest === undefined || synonymRule
          ? null
          : this.surfaceOf(closest);
    return { text: typed, alternatives, correction };
  }

  private postingsOf(id: number): Postings {
    const from = this.offsets[id] ?? 0;
    const to = this.offsets[id + 1] ?? 0;
    return {
      rows: this.postingRows.subarray(from, to),
      fields: this.postingFields.subarray(from, to),
    };
  }

  /**
   * Rows where one phrase occurs, with its fields. The words of a several-word phrase must share
   * a short field: the rarest word's rows are looked up in the others'.
   */
  private phraseMatches(phrase: Phrase): Postings {
    const ids = phrase.map((term) => this.termIds.get(term));
    if (ids.length === 0 || ids.some((id) => id === undefined)) return NO_POSTINGS;
    const lists = (ids as number[])
      .map((id) => this.postingsOf(id))
      .sort((a, b) => a.rows.length - b.rows.length);
    const [rarest, ...others] = lists;
    if (!rarest) return NO_POSTINGS;
    if (others.length === 0) return rarest;
    return sharedRows(rarest, others);
  }

  /** Each row's best alternative of a concept, for the rows any alternative matches. */
  private match(concept: Concept): ConceptMatches {
    this.generation += 1;
    const { bestScores, bestFlags } = this;
    const best: Best = {
      generation: this.generation,
      stamps: this.stamps,
      scores: bestScores,
      flags: bestFlags,
    };
    const touched = new RowList();
    for (const alternative of concept.alternatives) {
      const quality = alternative.quality ?? QUALITY[alternative.kind];
      const flag = alternative.kind === 'typo' ? TYPO_FLAG : 0;
      keepBest(this.phraseMatches(alternative.phrase), quality, flag, best, touched);
    }
    const rows = touched.toArray();
    const scores = new Float32Array(rows.length);
    const flags = new Uint8Array(rows.length);
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index] ?? 0;
      scores[index] = bestScores[row] ?? 0;
      flags[index] = bestFlags[row] ?? 0;
    }
    return { rows, scores, flags };
  }

  /**
   * Which concepts every result must match, and the rows that do: all of them, else those the
   * index has at all, else fewer and fewer from the end.
   */
  private requiredConcepts(matches: readonly ConceptMatches[]): {
    kept: number[];
    candidates: Int32Array;
  } {
    const [only] = matches;
    // One concept: its rows, with no bits to set.
    if (matches.length === 1 && only) {
      return only.rows.length > 0
        ? { kept: [0], candidates: only.rows }
        : { kept: [], candidates: only.rows };
    }
    const { conceptBits } = this;
    matches.forEach(({ rows }, concept) => {
      markRows(conceptBits, rows, 1 << concept);
    });
    /** The rows matching every concept of the list (checked along its shortest row list). */
    const rowsMatching = (list: readonly number[]): Int32Array => {
      if (list.length === 0) return new Int32Array();
      const required = list.reduce((bits, concept) => bits | (1 << concept), 0);
      const shortest = list
        .map((concept) => matches[concept]?.rows ?? new Int32Array())
        .reduce((a, b) => (b.length < a.length ? b : a));
      return rowsWithBits(shortest, conceptBits, required);
    };
    let kept = matches.map((_, concept) => concept);
    let candidates = rowsMatching(kept);
    if (candidates.length === 0) {
      kept = kept.filter((concept) => (matches[concept]?.rows.length ?? 0) > 0);
      candidates = rowsMatching(kept);
      while (kept.length > 1 && candidates.length === 0) {
        kept = kept.slice(0, -1);
        candidates = rowsMatching(kept);
      }
    }
    for (const { rows } of matches) clearAt(conceptBits, rows);
    return { kept, candidates };
  }

  /**
   * Each row's rank from its totals (see `search`): fewest typos first, then highest score, with
   * bonuses for every concept in the title and for the query's words in it in order.
   */
  private ranksOf(
    rows: Int32Array,
    conceptCount: number,
    queryTerms: readonly string[],
  ): Int32Array {
    const { scores, typos, titleHits, titles, leadershipTitles } = this;
    const phrase = ` ${queryTerms.join(' ')} `;
    // With one word, a title match is the phrase match.
    const phraseIsWord = queryTerms.length === 1;
    const leadershipPenalty = queryTerms.some((term) => LEADERSHIP_TERMS.has(term))
      ? 0
      : LEADERSHIP_TITLE_PENALTY;
    const ranks = new Int32Array(rows.length);
    for (let at = 0; at < rows.length; at += 1) {
      const row = rows[at] ?? 0;
      let total = scores[row] ?? 0;
      if (titleHits[row] === conceptCount) {
        total += ALL_IN_TITLE_BONUS;
        if (phraseIsWord || titles[row]?.includes(phrase)) total += TITLE_PHRASE_BONUS;
      }
      total -= leadershipPenalty * (leadershipTitles[row] ?? 0);
      const points = Math.min(0x7fff, Math.max(0, Math.round(total * 100)));
      ranks[at] = (typos[row] ?? 0) * 0x8000 + 0x7fff - points;
    }
    return ranks;
  }

  /**
   * Positions matching a query, best first; null when the query has no words to search. The
   * query's words are read as English and, when the query's language (BCP 47) has other
   * endings, also as that language's words.
   */
  search(
    query: string,
    synonyms: Synonyms,
    language: string = DEFAULT_LANGUAGE,
  ): TextMatches | null {
    const typed = words(query).slice(0, MAX_QUERY_WORDS);
    const queryTerms = typed.map((word) => stem(word));
    const concepts = this.parse(typed, queryTerms, synonyms, language);
    if (concepts.length === 0) return null;
    let matches = concepts.map((concept) => this.match(concept));
    let { kept, candidates } = this.requiredConcepts(matches);
    // Dropping words must leave a search about the job, not a word of the boilerplate
    // ("dental" of "dental hygienist" is in every description's benefits): the words kept
    // must then match a title, role or skill.
    if (kept.length < concepts.length) {
      matches = matches.map(inShortFields);
      ({ kept, candidates } = this.requiredConcepts(matches));
    }

    const { scores, typos, titleHits } = this;
    for (const concept of kept) {
      const conceptMatches = matches[concept];
      if (conceptMatches) addScores(conceptMatches, scores, typos, titleHits);
    }
    // Fewest typos first, then highest score, then index order: a counting sort by the first
    // two over the candidates in index order (linear, where a comparison sort of a million rows
    // takes tens of milliseconds).
    const isMatch = new Uint8Array(this.size);
    for (let at = 0; at < candidates.length; at += 1) isMatch[candidates[at] ?? 0] = 1;
    const inIndexOrder = isAscending(candidates) ? candidates : rowsFlagged(isMatch);
    const ranks = this.ranksOf(inIndexOrder, kept.length, queryTerms);
    for (const concept of kept) {
      const rows = matches[concept]?.rows ?? new Int32Array();
      clearAt(scores, rows);
      clearAt(typos, rows);
      clearAt(titleHits, rows);
    }
    const rowsByRelevance = countingSort(inIndexOrder, ranks);
    const count = candidates.length;

    const unmatched = concepts.filter((_, concept) => !kept.includes(concept));
    const corrected = concepts.some(
      (concept, index) =>
        concept.correction !== null &&
        (!kept.includes(index) || concept.alternatives.every(({ kind }) => kind !== 'exact')),
    );
    return {
      rowsByRelevance,
      rowsInIndexOrder: inIndexOrder,
      isMatch,
      advice: {
        relaxed: count > 0 && unmatched.length > 0,
        unmatchedTerms: unmatched.map((concept) => concept.text),
        didYouMean: corrected
          ? concepts.map((concept) => concept.correction ?? concept.text).join(' ')
          : null,
      },
    };
  }
}
