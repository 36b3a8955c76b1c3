import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Accessible names of controls that show a count: the notification bell (its badge) and the
 * map's markers. Each locale's name must carry the number the control shows, in the same digits,
 * or a voice user cannot say it and axe reports the name as not matching the visible label
 * (label-content-name-mismatch): Arabic's "two" once read "إشعاران", with no 2 in it.
 */
const COUNTED_LABELS = {
  notifications: ['notifications.bell.label'],
  searchTools: ['searchTools.map.locationMarker', 'searchTools.map.clusterMarker'],
} as const;

const catalogues = import.meta.glob<Record<string, string>>(
  '../../i18n/locales/*/{notifications,searchTools}.json',
  { eager: true, import: 'default' },
);

const localeAndNamespace = (path: string): [string, string] => {
  const [, locale = '', namespace = ''] = /locales\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
  return [locale, namespace];
};

// 1 and 2 have their own forms in Arabic and Hebrew; 3, 11 and 100 other plural categories.
const COUNTS = [1, 2, 3, 11, 100];

const cases = Object.entries(catalogues).flatMap(([path, messages]) => {
  const [locale, namespace] = localeAndNamespace(path);
  const ids: readonly string[] = COUNTED_LABELS[namespace as keyof typeof COUNTED_LABELS];
  return ids.map((id) => ({ locale, id, message: messages[id] ?? '' }));
});

describe('labels of controls that show a count', () => {
  test('there is a catalogue of each kind for every locale', () => {
    expect(cases.length).toBeGreaterThanOrEqual(38 * 3);
  });

  test.each(cases)('$locale $id names every count as its digits', ({ locale, id, message }) => {
    const i18n = setupI18n({ locale, messages: { [locale]: { [id]: compileMessage(message) } } });
    for (const count of COUNTS) {
      const label = i18n._(id, { count, places: 4, location: 'Boston' });
      expect(label).toContain(new Intl.NumberFormat(locale).format(count));
    }
  });
});
