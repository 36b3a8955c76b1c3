import { personName } from './person-name';

describe('personName', () => {
  it('keeps a name in Latin letters given name first, on any page', () => {
    expect(personName({ firstname: 'Jordan', lastname: 'Alvarez' })).toBe('Jordan Alvarez');
    expect(personName({ firstname: ' Zoë ', lastname: 'Müller-Lüdenscheidt' })).toBe(
      'Zoë Müller-Lüdenscheidt',
    );
  });

  it('puts the family name first for names in Chinese characters, kana or Hangul', () => {
    expect(personName({ firstname: '太郎', lastname: '山田' })).toBe('山田太郎');
    expect(personName({ firstname: 'さくら', lastname: '佐藤' })).toBe('佐藤さくら');
    expect(personName({ firstname: '伟', lastname: '王' })).toBe('王伟');
    expect(personName({ firstname: '민준', lastname: '김' })).toBe('김 민준');
  });

  it('shows the one part there is', () => {
    expect(personName({ firstname: 'Jordan', lastname: '' })).toBe('Jordan');
    expect(personName({ firstname: '', lastname: 'Alvarez' })).toBe('Alvarez');
  });
});
