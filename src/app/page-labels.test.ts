import { pageLabelId } from '../features/branding-admin/page-labels';
import { PAGE_IDS } from '../shared/page-ids';
import { pageTitleId } from './page-title-announcer';
import common from '../i18n/locales/en/common.json';
import brandingAdmin from '../i18n/locales/en/brandingAdmin.json';

test('every page a banner, hero image or script may target has a name', () => {
  for (const page of [...Object.values(PAGE_IDS), '*']) {
    const id = pageLabelId(page);
    expect(id && id in brandingAdmin, `${page}: ${String(id)}`).toBe(true);
  }
  expect(pageLabelId('ProfileBootstrapping')).toBe('brandingAdmin.page.profileBootstrapping');
  expect(pageLabelId('retiredPage')).toBeUndefined();
});

test('every page has a title', () => {
  for (const page of Object.values(PAGE_IDS)) {
    expect(pageTitleId(page) in common, page).toBe(true);
  }
});
