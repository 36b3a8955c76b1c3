/**
 * How text becomes search terms, the same way for positions and for queries: lower case, accents
 * removed, split on anything that is not a letter or digit (so "front-end" is "front end"), with
 * the symbols of skill names kept ("c++", "c#", ".net", "node.js", "ci/cd", "a/b"), Japanese,
 * Chinese and Thai cut into words, and plurals and inflections reduced by the text's language.
 */

/**
 * A word (with the marks some scripts spell with), with what makes it a skill's name: a leading
 * dot (".net"), words joined by "." or "/" ("node.js", "ci/cd") and trailing "+" or "#" ("c++").
 */
const WORD =
  /(?:(?<![\p{L}\p{N}])\.)?[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[./][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*[+#]*/gu;
/** Accents, but not the marks Japanese kana and Thai are spelt with ("バ", "ซอฟต์แวร์"). */
const ACCENTS = /(?<![\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]\p{M}*)\p{M}+/gu;
/** Scripts written without spaces between words, and the marks that belong to them. */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー々]+/gu;
const HAS_UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Dictionary-based: the same words for a query and a posting, whatever the page language. */
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** The language of a text when none is known, and of the taxonomy and skills of every posting. */
export const DEFAULT_LANGUAGE = 'en';

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
const englishStem = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
};

/**
 * Light stemming of the languages the company posts in: plural, gender and case endings, longest
 * first, removed up to twice ("entwicklerinnen" → "entwickler" → "entwickl"), keeping a stem of
 * four letters. Derivations are left alone, so words of different meaning stay apart.
 */
const ENDINGS: Readonly<Record<string, readonly string[]>> = {
  de: ['erinnen', 'innen', 'erin', 'ern', 'en', 'er', 'es', 'e', 's'],
  nl: ['heden', 'en', 'es', 's', 'e'],
  sv: [
    'arnas',
    'arna',
    'aren',
    'are',
    'erna',
    'orna',
    'ar',
    'er',
    'or',
    'en',
    'et',
    'na',
    'a',
    'e',
  ],
  fr: ['euses', 'euse', 'eurs', 'eur', 'rices', 'rice', 'ees', 'ee', 'es', 'e', 's', 'x'],
  es: ['as', 'os', 'es', 'a', 'o', 's'],
  pt: ['as', 'os', 'es', 'a', 'o', 's'],
  pl: ['ami', 'ach', 'owie', 'ow', 'om', 'em', 'ie', 'y', 'a', 'i', 'u', 'e', 'o'],
};
const MIN_STEM = 4;

const lightStem = (word: string, endings: readonly string[]): string => {
  let stemmed = word;
  for (let round = 0; round < 2; round += 1) {
    const ending = endings.find(
      (candidate) => stemmed.endsWith(candidate) && stemmed.length - candidate.length >= MIN_STEM,
    );
    if (ending === undefined) break;
    stemmed = stemmed.slice(0, -ending.length);
  }
  return stemmed;
};

/** The primary subtag of a BCP 47 tag, lower case: "pt-BR" → "pt". */
export const primaryLanguage = (language: string): string => {
  const dash = language.indexOf('-');
  return (dash < 0 ? language : language.slice(0, dash)).toLowerCase();
};

/**
 * A word's stem in a language (English when not given or not stemmed): skill names with digits
 * or symbols ("c++", "node.js", "s3") are left as they are.
 */
export const stem = (word: string, language: string = DEFAULT_LANGUAGE): string => {
  if (!/^[a-z]+$/.test(word) && !/^\p{L}+$/u.test(word)) return word;
  const endings = language === DEFAULT_LANGUAGE ? undefined : ENDINGS[primaryLanguage(language)];
  return endings === undefined ? englishStem(word) : lightStem(word, endings);
};

/** Whether a language has endings of its own, so its words are indexed by both stems. */
export const hasOwnStemming = (language: string): boolean =>
  ENDINGS[primaryLanguage(language)] !== undefined;

/** Languages whose words run together into compounds ("Softwareentwickler"). */
export const writesCompounds = (language: string): boolean =>
  ['de', 'nl'].includes(primaryLanguage(language));

/** The words of a run of Japanese, Chinese or Thai, as a dictionary cuts them. */
const segmented = (run: string): string[] => {
  const found: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    if (isWordLike === true) found.push(segment);
  }
  return found;
};

/** A token's words: itself, or the words of each run of an unspaced script in it. */
const wordsOfToken = (token: string): string[] => {
  if (!HAS_UNSPACED.test(token)) return [token];
  const found: string[] = [];
  let from = 0;
  for (const match of token.matchAll(UNSPACED_RUN)) {
    if (match.index > from) found.push(token.slice(from, match.index));
    found.push(...segmented(match[0]));
    from = match.index + match[0].length;
  }
  if (from < token.length) found.push(token.slice(from));
  return found;
};

/** The words of a text as typed, lower-cased and without accents, in order. */
export const words = (text: string): string[] => {
  // eslint-disable-next-line no-control-regex -- ASCII text needs no accent folding nor segmenting
  const ascii = /^[\x00-\x7f]*$/.test(text);
  const tokens =
    (ascii ? text : text.normalize('NFKD').replace(ACCENTS, '').normalize('NFC'))
      .toLowerCase()
      .match(WORD) ?? [];
  return ascii ? tokens : tokens.flatMap(wordsOfToken);
};

/**
 * The parts of a skill's name written with dots or slashes ("node.js" → "node", "js"; ".net" →
 * "net"), so "node js" and "ci cd" find them too; empty for a plain word.
 */
export const partsOf = (word: string): string[] =>
  word.includes('.') || word.includes('/') ? word.split(/[./]/).filter((part) => part !== '') : [];

/** The search terms of a text, in order: each word stemmed in the text's language. */
export const terms = (text: string, language: string = DEFAULT_LANGUAGE): string[] =>
  words(text).map((word) => stem(word, language));
