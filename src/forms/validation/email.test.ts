import { isValidEmail } from './email';

describe('email check: strict and loose modes', () => {
  test.each(['jordan.alvarez@example.com', 'j+jobs@mail.northwindlabs.co.uk'])(
    '%s passes both',
    (email) => {
      expect(isValidEmail(email, 'strict')).toBe(true);
      expect(isValidEmail(email, 'loose')).toBe(true);
    },
  );

  test.each([
    'a@b.c',
    'jordan..alvarez@example.com',
    'jordan@exa_mple.com',
    '"quoted"@example.com',
  ])('%s passes loose only', (email) => {
    expect(isValidEmail(email, 'loose')).toBe(true);
    expect(isValidEmail(email, 'strict')).toBe(false);
  });

  test.each(['jordan', 'jordan@example', 'jordan @example.com', '@example.com'])(
    '%s fails both',
    (email) => {
      expect(isValidEmail(email, 'loose')).toBe(false);
      expect(isValidEmail(email, 'strict')).toBe(false);
    },
  );
});
