import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/*
 * Search in the page's language, as a candidate there types it: on the German site a German job
 * title and a German place name; on the Japanese site a Japanese job title.
 */

const SEARCH_MESSAGES = fileURLToPath(new URL('../../../src/i18n/locales', import.meta.url));

/** A search screen message of a locale, as the page renders it (for accessible names). */
const messageOf = (locale: string, id: string): string => {
  const catalogue = JSON.parse(
    readFileSync(`${SEARCH_MESSAGES}/${locale}/search.json`, 'utf8'),
  ) as Partial<Record<string, string>>;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`${locale} has no message ${id}`);
  return message;
};

const resultTitles = (page: Page) => page.locator('.result-card .result-card__title');
const resultPlaces = (page: Page) =>
  page.locator('.result-card .result-card__title + .result-card__meta');

const openSearch = async (page: Page, locale: string) => {
  await page.goto(`/careers/search?hl=${locale}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(resultTitles(page).first()).toBeVisible();
};

const search = async (page: Page, locale: string, query: string, location = '') => {
  await page
    .getByRole('combobox', { name: messageOf(locale, 'search.bar.queryLabel'), exact: true })
    .fill(query);
  await page
    .getByRole('combobox', { name: messageOf(locale, 'search.bar.locationLabel'), exact: true })
    .fill(location);
  await page
    .getByRole('button', { name: messageOf(locale, 'search.bar.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`query=${encodeURIComponent(query).replace(/%20/g, '\\+')}`),
  );
  await expect(
    page.getByRole('region', { name: messageOf(locale, 'search.results.label'), exact: true }),
  ).not.toHaveAttribute('aria-busy');
};

test('on the German site, "Entwickler" in "München" finds developers in Munich', async ({
  page,
}) => {
  await openSearch(page, 'de');
  await search(page, 'de', 'Entwickler', 'München');
  await expect(resultTitles(page).first()).toHaveText(/Engineer|[Ee]ntwickler|Engineering/);
  const places = await resultPlaces(page).allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/München|Munich/);
  await expectNoAxeViolations(page);
});

test('on the Japanese site, "エンジニア" finds engineers', async ({ page }) => {
  await openSearch(page, 'ja');
  await search(page, 'ja', 'エンジニア');
  await expect(resultTitles(page).first()).toHaveText(/Engineer|エンジニア/);
  const titles = await resultTitles(page).allTextContents();
  expect(titles.every((title) => /Engineer|エンジニア|Engineering/.test(title))).toBe(true);
  await expectNoAxeViolations(page);
});
