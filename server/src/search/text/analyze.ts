/**
 * How text becomes search terms, the same way for positions and for queries: lower case, accents
 * removed, split on anything that is not a letter or digit (so "front-end" is "front end"), `+`
 * and `#` kept after a word ("c++", "c#"), and English plurals reduced to their singular.
 */

const WORD = /[\p{L}\p{N}]+[+#]*/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Words that carry no meaning alone; a query's own phrase still counts them (see `TextIndex`). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'is',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'you',
  'we',
  'our',
  'your',
  'will',
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
]);

/** The singular of an English plural; short words and Latin-looking endings are left alone. */
export const stem = (word: string): string => {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
};

/** The words of a text as typed, lower-cased and without accents, in order. */
export const words = (text: string): string[] =>
  // eslint-disable-next-line no-control-regex -- ASCII text needs no accent folding
  (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(COMBINING_MARKS, ''))
    .toLowerCase()
    .match(WORD) ?? [];

/** The search terms of a text, in order: each word stemmed. */
export const terms = (text: string): string[] => words(text).map(stem);
