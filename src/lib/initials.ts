/**
 * The initials shown in place of a missing avatar: the first letter of each of the name's first
 * two words, upper-cased ("mary ann smith" → "MA"). Empty for a blank name.
 */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
