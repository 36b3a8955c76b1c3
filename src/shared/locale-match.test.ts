import { chooseLocale, isRightToLeft, matchLocale } from './locale-match';

const AVAILABLE = [
  'en',
  'de',
  'es',
  'es-419',
  'fr',
  'fr-CA',
  'pt-BR',
  'pt-PT',
  'zh-CN',
  'zh-TW',
  'nb',
  'he',
  'ar',
  'en-XA',
];
const none = { hl: null, saved: null, browser: [], employerDefault: null };

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['DE-at', 'de'],
    ['de_CH', 'de'],
    ['es-MX', 'es-419'],
    ['es-419', 'es-419'],
    ['es-ES', 'es'],
    ['es', 'es'],
    ['pt', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['fr-BE', 'fr'],
    ['fr-CA', 'fr-CA'],
    ['zh', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hans-SG', 'zh-CN'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['iw', 'he'],
    ['en-GB', 'en'],
    ['en-XA', 'en-XA'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag, AVAILABLE)).toBe(locale);
  });

  it('has no locale for a language the app lacks or a tag that is not one', () => {
    expect(matchLocale('xx', AVAILABLE)).toBeNull();
    expect(matchLocale('ko-KR', AVAILABLE)).toBeNull();
    expect(matchLocale('not a tag!', AVAILABLE)).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('takes hl first, then the saved language, the browser, the employer default, English', () => {
    const all = { hl: 'fr', saved: 'de', browser: ['es-MX'], employerDefault: 'nb' };
    expect(chooseLocale(all, AVAILABLE, 'en')).toEqual({ locale: 'fr', source: 'hl' });
    expect(chooseLocale({ ...all, hl: null }, AVAILABLE, 'en').locale).toBe('de');
    expect(chooseLocale({ ...all, hl: null, saved: null }, AVAILABLE, 'en').locale).toBe('es-419');
    expect(
      chooseLocale({ ...none, browser: ['ko', 'xx'], employerDefault: 'nb' }, AVAILABLE, 'en'),
    ).toEqual({ locale: 'nb', source: 'employerDefault' });
    expect(chooseLocale(none, AVAILABLE, 'en')).toEqual({ locale: 'en', source: 'fallback' });
  });

  it('skips browser languages the app lacks and takes the first it has', () => {
    expect(
      chooseLocale({ ...none, browser: ['ko-KR', 'pt-PT', 'de'] }, AVAILABLE, 'en').locale,
    ).toBe('pt-PT');
  });

  it('answers English for an unknown hl, whatever else the page has', () => {
    expect(
      chooseLocale(
        { hl: 'xx', saved: 'de', browser: ['fr'], employerDefault: 'nb' },
        AVAILABLE,
        'en',
      ),
    ).toEqual({ locale: 'en', source: 'unknownHl', requested: 'xx' });
  });
});

describe('isRightToLeft', () => {
  it('is true for Arabic and Hebrew only', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('he')).toBe(true);
    expect(isRightToLeft('de')).toBe(false);
    expect(isRightToLeft('en-XA')).toBe(false);
  });
});
