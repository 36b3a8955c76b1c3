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
  /** Every several-word phrase of the English synonyms as written ("site reliability engineer"). */
  writtenPhrases: readonly string[];
  /**
   * The page language's own words (a locale's vocabulary, see `withVocabulary`), by term, as
   * written: a misspelt or unfinished one is read as the local word. Empty for English.
   */
  localWords: ReadonlyMap<string, string>;
  /** Every phrase of the locale's vocabulary as written ("Frontend-Entwickler"), in its order. */
  localPhrases: readonly string[];
  /** Each English concept's name in the locale's language: the first term of its first rule. */
  localNames: ReadonlyMap<string, string>;
}

export class SynonymSyntaxError extends Error {}

/** A phrase of a rule, as terms and as written. */
interface WrittenPhrase {
  phrase: Phrase;
  written: string;
}

/** One rule as written: `from` finds `to` (one-way), or every phrase of `from` finds the others. */
export interface SynonymLine {
  /** 1-based. */
  line: number;
  from: readonly WrittenPhrase[];
  /** Null for a two-way group. */
  to: readonly WrittenPhrase[] | null;
}

export const phraseKey = (phrase: Phrase): string => phrase.join(' ');

/**
 * Reads the rules of a synonyms file: `a, b, c` (each finds the others) or `a => b, c` (a finds
 * b and c); "#" starts a comment.
 */
export const readSynonymLines = (text: string): SynonymLine[] => {
  const lines: SynonymLine[] = [];
  text.split('\n').forEach((rawLine, lineIndex) => {
    const line = rawLine.replace(/#.*/, '').trim();
    if (line === '') return;
    const phrases = (list: string): WrittenPhrase[] =>
      list.split(',').flatMap((item) => {
        const phrase = terms(item);
        return phrase.length > 0 ? [{ phrase, written: item.trim().replace(/\s+/g, ' ') }] : [];
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
      lines.push({ line: lineIndex + 1, from: group, to: null });
      return;
    }
    const from = phrases(left);
    const to = phrases(right);
    if (from.length === 0 || to.length === 0) {
      throw new SynonymSyntaxError(`Synonyms line ${lineIndex + 1}: terms missing around "=>"`);
    }
    lines.push({ line: lineIndex + 1, from, to });
  });
  return lines;
};

/** Rules naming the same phrase are merged. */
class RuleBuilder {
  private readonly expansions = new Map<string, Map<string, Phrase>>();

  add(from: Phrase, to: readonly Phrase[]): void {
    const found =
      this.expansions.get(phraseKey(from)) ?? new Map<string, Phrase>([[phraseKey(from), from]]);
    for (const phrase of to) found.set(phraseKey(phrase), phrase);
    this.expansions.set(phraseKey(from), found);
  }

  build(): Map<string, SynonymRule[]> {
    const byFirstTerm = new Map<string, SynonymRule[]>();
    for (const found of this.expansions.values()) {
      const [phrase, ...others] = [...found.values()];
      if (!phrase) continue;
      const rules = byFirstTerm.get(phrase[0] ?? '') ?? [];
      rules.push({ phrase, alternatives: [phrase, ...others] });
      byFirstTerm.set(phrase[0] ?? '', rules);
    }
    for (const rules of byFirstTerm.values()) {
      rules.sort((a, b) => b.phrase.length - a.phrase.length);
    }
    return byFirstTerm;
  }
}

const phrasesOf = (written: readonly WrittenPhrase[]): Phrase[] =>
  written.map(({ phrase }) => phrase);

/**
 * Reads synonym rules: `a, b, c` (each finds the others) or `a => b, c` (a finds b and c).
 * Rules naming the same phrase are merged.
 */
export const parseSynonyms = (text: string): Synonyms => {
  const builder = new RuleBuilder();
  const writtenPhrases = new Set<string>();
  for (const { from, to } of readSynonymLines(text)) {
    for (const { phrase, written } of [...from, ...(to ?? [])]) {
      if (phrase.length > 1) writtenPhrases.add(written);
    }
    const group = phrasesOf([...from, ...(to ?? [])]);
    for (const phrase of phrasesOf(from)) builder.add(phrase, group);
  }
  return {
    rules: builder.build(),
    writtenPhrases: [...writtenPhrases],
    localWords: new Map(),
    localPhrases: [],
    localNames: new Map(),
  };
};

/**
 * The English synonyms with a locale's vocabulary (same syntax, rules from the locale's words to
 * English concepts): a local word finds its concept and everything the concept finds in English
 * ("Entwickler" → "developer" → "software developer").
 */
export const withVocabulary = (english: Synonyms, vocabulary: string): Synonyms => {
  const builder = new RuleBuilder();
  const englishRules = new Map<string, readonly Phrase[]>();
  for (const rules of english.rules.values()) {
    for (const rule of rules) {
      builder.add(rule.phrase, rule.alternatives);
      englishRules.set(phraseKey(rule.phrase), rule.alternatives);
    }
  }
  const localWords = new Map<string, string>();
  const localPhrases = new Map<string, string>();
  const localNames = new Map<string, string>();
  for (const { from, to } of readSynonymLines(vocabulary)) {
    const targets = phrasesOf(to ?? []).flatMap(
      (phrase) => englishRules.get(phraseKey(phrase)) ?? [phrase],
    );
    const group = [...phrasesOf(from), ...targets];
    for (const { phrase, written } of from) {
      builder.add(phrase, group);
      if (!localPhrases.has(phraseKey(phrase))) localPhrases.set(phraseKey(phrase), written);
      if (phrase.length === 1 && !localWords.has(phraseKey(phrase))) {
        localWords.set(phraseKey(phrase), written);
      }
    }
    const [preferred] = from;
    for (const { phrase } of to ?? []) {
      if (preferred && !localNames.has(phraseKey(phrase))) {
        localNames.set(phraseKey(phrase), preferred.written);
      }
    }
  }
  return {
    rules: builder.build(),
    writtenPhrases: english.writtenPhrases,
    localWords,
    localPhrases: [...localPhrases.values()],
    localNames,
  };
};
