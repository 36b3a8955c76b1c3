/** Letters that carry no accent to remove yet are written plainly ("Łódź" → "lodz"). */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/**
 * A place name as the gazetteer compares it: lower case, accents removed, "." and apostrophes
 * dropped and any other punctuation a space, so "St. Louis" = "st louis", "Zürich" = "zurich",
 * "U.S." = "us". Words stay as `words()` of the text analysis splits them, so a query's words
 * fold the same. scripts/build-gazetteer.mjs folds the data's names the same way.
 */
export const foldPlaceName = (name: string): string =>
  (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[ßøłđıæœþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
      .replace(/[.'’ʻ`]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');
