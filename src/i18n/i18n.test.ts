import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale, detectLocale, i18n, loadNamespaces, PSEUDO_LOCALE } from './i18n';
import { pseudoLocalize } from './pseudo-locale';

describe('locale detection', () => {
  it('takes the hl parameter when the app has that locale, else English', () => {
    expect(detectLocale('?hl=en-XA')).toBe('en-XA');
    expect(detectLocale('?hl=xx')).toBe('en');
    expect(detectLocale('')).toBe('en');
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
