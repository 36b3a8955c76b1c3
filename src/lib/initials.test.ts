import { initialsOf } from './initials';

describe('initialsOf', () => {
  test('takes the first letters of the first two words only', () => {
    expect(initialsOf('Jordan Alvarez')).toBe('JA');
    expect(initialsOf('mary ann  smith')).toBe('MA');
    expect(initialsOf('  Prince ')).toBe('P');
  });

  test('keeps letters outside the basic plane whole and gives nothing for a blank name', () => {
    expect(initialsOf('𝒜da Émile')).toBe('𝒜É');
    expect(initialsOf('   ')).toBe('');
  });
});
