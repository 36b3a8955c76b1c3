import { terms } from './analyze';

/** A phrase as search terms, e.g. ["front", "end"]. */
export type Phrase = readonly string[];

/** What a phrase of the query also finds: its own words first, then its synonyms. */
export interface SynonymRule {
  phrase: Phrase;
  alternatives: readonly Phrase[];
}

export interface Synonyms {
  /**
   * Rules by the first term of their phrase, longest phrase first, so a query is read greedily
   * ("software engineer manager" takes "software engineer" before "software").
   */
  rules: ReadonlyMap<string, readonly SynonymRule[]>;
  /** Every several-word phrase as written in the file ("site reliability engineer"). */
  writtenPhrases: readonly string[];
}

export class SynonymSyntaxError extends Error {}

const key = (phrase: Phrase) => phrase.join(' ');

/**
 * Reads synonym rules: `a, b, c` (each finds the others) or `a => b, c` (a finds b and c).
 * Rules naming the same phrase are merged.
 */
export const parseSynonyms = (text: string): Synonyms => {
  const expansions = new Map<string, Map<string, Phrase>>();
  const writtenPhrases = new Set<string>();
  const add = (from: Phrase, to: readonly Phrase[]) => {
    const found = expansions.get(key(from)) ?? new Map<string, Phrase>([[key(from), from]]);
    for (const phrase of to) found.set(key(phrase), phrase);
    expansions.set(key(from), found);
  };
  text.split('\n').forEach((rawLine, lineIndex) => {
    const line = rawLine.replace(/#.*/, '').trim();
    if (line === '') return;
    const phrases = (list: string) =>
      list.split(',').flatMap((item) => {
        const phrase = terms(item);
        const written = item.trim().replace(/\s+/g, ' ');
        if (phrase.length > 1) writtenPhrases.add(written);
        return phrase.length > 0 ? [phrase] : [];
      });
    const [left, right, ...extra] = line.split('=>');
    if (extra.length > 0 || left === undefined) {
      throw new SynonymSyntaxError(`Synonyms line ${lineIndex + 1}: more than one "=>"`);
    }
    if (right === undefined) {
      const group = phrases(left);
      if (group.length < 2) {
        throw new SynonymSyntaxError(`Synonyms line ${lineIndex + 1}: needs two or more terms`);
      }
      for (const phrase of group) add(phrase, group);
      return;
    }
    const from = phrases(left);
    const to = phrases(right);
    if (from.length === 0 || to.length === 0) {
      throw new SynonymSyntaxError(`Synonyms line ${lineIndex + 1}: terms missing around "=>"`);
    }
    for (const phrase of from) add(phrase, [...from, ...to]);
  });
  const byFirstTerm = new Map<string, SynonymRule[]>();
  for (const found of expansions.values()) {
    const [phrase, ...others] = [...found.values()];
    if (!phrase) continue;
    const rules = byFirstTerm.get(phrase[0] ?? '') ?? [];
    rules.push({ phrase, alternatives: [phrase, ...others] });
    byFirstTerm.set(phrase[0] ?? '', rules);
  }
  for (const rules of byFirstTerm.values()) rules.sort((a, b) => b.phrase.length - a.phrase.length);
  return { rules: byFirstTerm, writtenPhrases: [...writtenPhrases] };
};
