import type { Messages } from '@lingui/core';
import type { CompiledIcuChoices, CompiledMessage } from '@lingui/message-utils/compileMessage';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED_LETTERS = Array.from('áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ');
const ACCENTED = new Map(
  Array.from(LETTERS).map((letter, index) => [letter, ACCENTED_LETTERS[index] ?? letter]),
);
const VOWELS = /[aeiouAEIOU]/;
// Rich-text tags (<0>…</0>) and the plural count (#) must survive as they are.
const PROTECTED = /(<\/?\d+\/?>|#)/;

/** Accents every letter and doubles every vowel: English text grows by about a third. */
const pseudoText = (text: string): string =>
  text
    .split(PROTECTED)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : Array.from(piece)
            .map((char) => {
              const accented = ACCENTED.get(char) ?? char;
              return VOWELS.test(char) ? accented + accented : accented;
            })
            .join(''),
    )
    .join('');

const pseudoMessage = (message: CompiledMessage): CompiledMessage =>
  message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, format] = token;
    if (format === null || typeof format !== 'object') return token;
    // Plural and select branches are messages themselves; names and the offset stay as they are.
    const branches = Object.fromEntries(
      Object.entries(format as CompiledIcuChoices).map(([branch, value]) => [
        branch,
        Array.isArray(value) ? pseudoMessage(value) : value,
      ]),
    ) as CompiledIcuChoices;
    return [name, type, branches];
  });

/** The pseudo-locale's catalogue, made from the English one: bracketed so cut-off text shows. */
export const pseudoLocalize = (source: Messages): Messages =>
  Object.fromEntries(
    Object.entries(source).map(([id, message]) => [
      id,
      typeof message === 'string'
        ? `[${pseudoText(message)}]`
        : ['[', ...pseudoMessage(message), ']'],
    ]),
  );
