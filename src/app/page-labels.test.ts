import { PAGE_LABELS, pageLabelId } from '../features/branding-admin/page-labels';
import { PAGE_IDS, type PageId } from './page-ids';

// A page id added without a name on the branding screen fails to compile here.
const everyPageNamed: Readonly<Record<PageId | '*', string>> = PAGE_LABELS;

test('every page a banner, hero image or script may target has a name', () => {
  for (const page of [...Object.values(PAGE_IDS), '*'] as const) {
    expect(pageLabelId(page)).toBe(everyPageNamed[page]);
  }
  expect(pageLabelId('retiredPage')).toBeUndefined();
});
