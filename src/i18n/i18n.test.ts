import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  activateLocale,
  APP_LOCALES,
  detectLocale,
  i18n,
  loadNamespaces,
  PSEUDO_LOCALE,
} from './i18n';
import arabicCommon from './locales/ar/common.json';
import germanCommon from './locales/de/common.json';
import { pseudoLocalize } from './pseudo-locale';

const noSources = { hl: null, saved: null, browser: [], employerDefault: null };

describe('locale detection', () => {
  it('takes the hl parameter when the app has that locale, else English', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(detectLocale({ ...noSources, hl: 'en-XA' })).toBe('en-XA');
    expect(detectLocale({ ...noSources, hl: 'xx', browser: ['de'] })).toBe('en');
    expect(error).toHaveBeenCalledWith("Cannot find module './locales/xx/common.json'");
    expect(detectLocale(noSources)).toBe('en');
    error.mockRestore();
  });

  it('offers English, every locale with a catalogue folder, and the pseudo-locale', () => {
    expect(APP_LOCALES[0]).toBe('en');
    expect(APP_LOCALES.at(-1)).toBe(PSEUDO_LOCALE);
  });
});

describe('translated catalogues', () => {
  it('switches to a locale with its own messages, right to left for Arabic', async () => {
    await activateLocale('de');
    expect(i18n._('common.nav.searchJobs')).toBe(germanCommon['common.nav.searchJobs']);
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await activateLocale('ar');
    expect(i18n._('common.nav.searchJobs')).toBe(arabicCommon['common.nav.searchJobs']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await activateLocale('en');
    expect(i18n._('common.nav.searchJobs')).toBe('Search jobs');
  });
});

describe('pseudo-locale', () => {
  it('accents and lengthens text but keeps placeholders, plural counts and tags', () => {
    const [pseudo] = Object.values(
      pseudoLocalize({
        id: compileMessage('{count, plural, one {# job} other {# jobs}} in <0>{place}</0>'),
      }),
    );
    if (!pseudo) throw new Error('no pseudo message');
    i18n.load('xx-test', { id: pseudo });
    i18n.activate('xx-test');
    const text = i18n._('id', { count: 2, place: 'Oslo' });
    expect(text).toBe('[2 ĵóóƀš ííñ <0>Oslo</0>]');
    expect(text.length).toBeGreaterThan('2 jobs in <0>Oslo</0>'.length);
  });

  it('renders every common message in the pseudo-locale, none left as plain English', async () => {
    await activateLocale(PSEUDO_LOCALE);
    expect(i18n._('common.nav.searchJobs')).toBe('[Šééááŕçĥ ĵóóƀš]');
    await activateLocale('en');
    expect(i18n._('common.nav.searchJobs')).toBe('Search jobs');
  });

  it('loads a namespace once per locale and shares the pending load', () => {
    expect(loadNamespaces(['search'])).toBe(loadNamespaces(['search']));
  });
});
