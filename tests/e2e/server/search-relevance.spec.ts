import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const resultTitles = (page: Page) => page.locator('.result-card .result-card__title');
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

const searchFor = async (page: Page, query: string) => {
  await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`query=${encodeURIComponent(query).replace(/%20/g, '\\+')}`),
  );
  await expect(results(page)).not.toHaveAttribute('aria-busy');
};

test.describe('search finds what people type', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/careers/search');
    await expect(countText(page)).toBeVisible();
  });

  test('a synonym finds the jobs named otherwise: "software engineer" finds frontend and backend engineers', async ({
    page,
  }) => {
    await searchFor(page, 'software engineer');
    await expect(countText(page)).not.toHaveText(/^0 jobs/);
    await expect(resultTitles(page).first()).toHaveText(
      /(Frontend|Backend|Full Stack|Mobile) Engineer|Engineering/,
    );
  });

  test('places read as people say them: the city and the country, in the cards and the details', async ({
    page,
  }) => {
    await searchFor(page, 'software engineer');
    const places = await page
      .locator('.result-card .result-card__title + .result-card__meta')
      .allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/^[^,]+, [^,\d]+( \+\d+ more)?$/);
    const details = page.getByRole('region', { name: 'Job details' });
    await expect(details.locator('.position-details')).not.toHaveAttribute('aria-busy', 'true');
    await expect(details.locator('.position-details > p.muted').first()).not.toHaveText(
      /, [A-Z0-9]{1,3}, [A-Z]{2}\b/,
    );
  });

  test('a misspelt word still finds jobs and offers the correction', async ({ page }) => {
    await searchFor(page, 'acountant');
    await expect(resultTitles(page).first()).toContainText('Accountant');
    const correction = page.getByRole('button', { name: 'accountant', exact: true });
    await expect(page.getByText('Did you mean')).toBeVisible();
    await correction.click();
    await expect(page).toHaveURL(/query=accountant/);
    await expect(page.getByText('Did you mean')).toBeHidden();
  });

  test('a word nothing matches is left out, and the page says so', async ({ page }) => {
    await searchFor(page, 'zyxwv recruiter');
    await expect(page.getByText(/leave out: zyxwv/)).toBeVisible();
    await expect(resultTitles(page).first()).toContainText(/Recruit/);
  });

  test('nothing found: the query, popular searches to try and no empty filter panel', async ({
    page,
  }) => {
    await searchFor(page, 'airline pilot');
    await expect(page.getByText('No jobs found for “airline pilot”.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Search filters' })).toHaveCount(0);
    const popular = page.getByRole('list', { name: 'Popular searches' }).getByRole('button');
    await expect(popular.first()).toBeVisible();
    await expectNoAxeViolations(page);
    const suggestion = (await popular.first().textContent()) ?? '';
    await popular.first().click();
    await expect(countText(page)).not.toHaveText(/^0 jobs/);
    await expect(resultTitles(page).first()).toBeVisible();
    expect(suggestion).not.toBe('');
    await expect(page.getByRole('complementary', { name: 'Search filters' })).toBeVisible();
  });

  test('autocomplete suggests job titles from the synonyms while typing', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('soft');
    await expect(
      page.getByRole('option', { name: 'Software Engineer', exact: true }),
    ).toBeVisible();
  });
});
