import { fillPlaceholders, formatMessage } from './placeholders';

describe('variable placeholders {x}, {{x}}, [x] and [[x]]', () => {
  const variables = { firstName: 'Jordan', companyName: 'Northwind Labs', count: 3 };

  test.each([
    ['Hello {firstName}', 'Hello Jordan'],
    ['Hello {{firstName}}', 'Hello Jordan'],
    ['Welcome to [companyName]', 'Welcome to Northwind Labs'],
    ['Welcome to [[companyName]]', 'Welcome to Northwind Labs'],
    ['{{firstName}} at [[companyName]], {count} forms', 'Jordan at Northwind Labs, 3 forms'],
  ])('%s', (text, filled) => {
    expect(fillPlaceholders(text, variables)).toBe(filled);
  });

  test('a placeholder without a value stays as written', () => {
    expect(fillPlaceholders('Ask [hrContact] or {{manager}}', variables)).toBe(
      'Ask [hrContact] or {{manager}}',
    );
  });

  test('%(name)s parameters of file and rule messages', () => {
    expect(formatMessage('Upload at least %(min)s file.', { min: 1 })).toBe(
      'Upload at least 1 file.',
    );
    expect(formatMessage('%(files)s are too large', { files: 'a.pdf, b.pdf' })).toBe(
      'a.pdf, b.pdf are too large',
    );
    expect(formatMessage('Keep %(unknown)s', {})).toBe('Keep %(unknown)s');
  });
});
