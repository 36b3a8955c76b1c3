/** Chinese characters, Japanese kana and Korean Hangul: scripts whose names put the family first. */
const FAMILY_FIRST_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * A person's full name in the order of the script it is written in, whatever the page's language:
 * a name in Chinese characters, kana or Hangul reads family name first, as it is written in East
 * Asia (山田太郎, 김민준 → "김 민준" keeps Korean's space); every other name reads given name
 * first ("Jordan Alvarez" on the Japanese site too). The page's language cannot tell a local name
 * from a foreign one; the script a name is typed in can.
 */
export const personName = ({
  firstname,
  lastname,
}: {
  firstname: string;
  lastname: string;
}): string => {
  const given = firstname.trim();
  const family = lastname.trim();
  if (!given || !family) return given || family;
  const whole = `${family}${given}`;
  if (!FAMILY_FIRST_SCRIPT.test(whole)) return `${given} ${family}`;
  return HANGUL.test(whole) ? `${family} ${given}` : whole;
};
