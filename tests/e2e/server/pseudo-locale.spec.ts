import { expect, test } from '@playwright/test';
import { expectPageInLocale, VISITOR_PAGES, walkEveryPage } from '../support/page-walk';

/** Characters only the pseudo-locale writes: a text with one came from a catalogue. */
const PSEUDO_MARK = /[áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;

// Every catalogue letter is accented in the pseudo-locale: a plain English word on any page is
// text no catalogue holds, or a label shown as the server sent it.
walkEveryPage('en-XA');

test('pseudo-locale: the search page, as the screenshot in docs shows it', async ({ page }) => {
  const search = VISITOR_PAGES.find((walked) => walked.path === '/careers/search');
  if (!search) throw new Error('The walk has no search page');
  await expectPageInLocale(page, search, 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_MARK);
  await expect(page.getByRole('region', { name: PSEUDO_MARK }).first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('pseudo-locale-search.png'),
    fullPage: false,
  });
});
