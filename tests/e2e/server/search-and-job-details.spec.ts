import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from './support';

/*
 * The small things a candidate reads on the search and job pages and the dashboard: a place named
 * once, no empty heading, a weak match that does not look like good news.
 */

const resultCards = (page: Page) => page.locator('.result-card');

/** Opens the job page of the first result of a search, once the app has taken over the page. */
const openFirstJob = async (page: Page, search: string) => {
  await page.goto(`/careers/search?${search}`);
  const href = await resultCards(page).first().getAttribute('href');
  if (href === null) throw new Error(`no result for ${search}`);
  await page.goto(href);
  // The first paint has no actions: the Apply link means the app's page is there.
  await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
};

/** The success colours the match badge wears (the theme's defaults). */
const SUCCESS_BACKGROUND = 'rgb(220, 252, 231)';
const SUCCESS_TEXT = 'rgb(6, 95, 70)';

test.describe('search and job details', () => {
  test('a remote job names its place once, as people write it', async ({ page }) => {
    await openFirstJob(page, 'query=remote+data+engineer');
    const place = page.getByText(/ · Remote$/);
    await expect(place).toBeVisible();
    // "Austin, United States · Remote", not "Austin, United States | US · Remote".
    await expect(place).toHaveText(/^[^|,]+, [A-Z][a-z]+( [A-Z][a-z]+)* · Remote$/);
  });

  test('a job page has no empty heading above the description’s own', async ({ page }) => {
    await openFirstJob(page, 'query=data+engineer');
    const article = page.locator('article.position-details');
    // Under the title, the description's own heading comes first, with its text beneath it.
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText('About the role');
    await expect(article.getByRole('heading', { name: 'About the job' })).toHaveCount(0);
  });

  test('a low match is not drawn as a success', async ({ page }) => {
    await signIn(page);
    await page.goto('/careers/search?query=accountant');
    const match = page.getByRole('region', { name: 'Your match' });
    const badge = match.getByText('Low match', { exact: true });
    await expect(badge).toBeVisible();
    const colours = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours.background).not.toBe(SUCCESS_BACKGROUND);
    expect(colours.text).not.toBe(SUCCESS_TEXT);
    await expectNoAxeViolations(page);
  });
});
