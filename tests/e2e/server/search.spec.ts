import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_CANDIDATE, DEMO_PASSWORD, signIn } from '../support/app-actions';

const resultCards = (page: Page) => page.locator('.result-card');
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const detailsHeading = (page: Page) =>
  page.getByRole('region', { name: 'Job details' }).getByRole('heading', { level: 2 }).first();

const searchFor = async (page: Page, query: string, location = '') => {
  await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill(query);
  await page.getByRole('combobox', { name: 'Location' }).fill(location);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

test.describe('job search against the reference server', () => {
  test('search, filter, sort, page and select; reloading restores the screen', async ({ page }) => {
    await page.goto('/careers/search');
    await searchFor(page, 'data engineer', 'Austin');
    await expect(page).toHaveURL(/query=data\+engineer/);
    await expect(page).toHaveURL(/location=Austin/);
    await expect(countText(page)).toHaveText(/^[\d,]+ jobs found$/);
    // The first result is selected and shown in the details pane.
    await expect(page).toHaveURL(/pid=\d+/);
    const firstName = await resultCards(page).first().locator('.result-card__title').textContent();
    await expect(detailsHeading(page)).toHaveText(firstName ?? '');

    const before = await countText(page).textContent();
    await page.getByRole('checkbox', { name: /^Senior \(/ }).check();
    // The filter shows at once and reaches the URL after the 1 s debounce.
    await expect(page).toHaveURL(/filter_seniority=Senior/, { timeout: 5000 });
    await expect(countText(page)).not.toHaveText(before ?? '');

    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/sort_by=newest/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/start=10/);
    // The first page stays in view until the second arrives.
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText('11–');
    await expect(page.getByRole('region', { name: 'Results' })).not.toHaveAttribute('aria-busy');
    const third = resultCards(page).nth(2);
    const thirdName = await third.locator('.result-card__title').textContent();
    await third.click();
    await expect(detailsHeading(page)).toHaveText(thirdName ?? '');

    const url = page.url();
    const shownCount = await countText(page).textContent();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(countText(page)).toHaveText(shownCount ?? '');
    await expect(page.getByRole('checkbox', { name: /^Senior \(/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(detailsHeading(page)).toHaveText(thirdName ?? '');
  });

  test('map: markers for the results, and search by the visible area', async ({ page }) => {
    await page.goto('/careers/search?query=engineer');
    // Let the first result's auto-selection settle before moving the search.
    await expect(page).toHaveURL(/pid=\d+/);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/tab=map/);
    await expect(page.locator('.map-marker').first()).toBeVisible();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/location=Map\+Area/);
    await expect(page).toHaveURL(/filter_map_bounds=/);
    await expect(countText(page)).toHaveText(/jobs? found/);
  });

  test('saving while logged out asks to sign in, then saves', async ({ page }) => {
    await page.goto('/careers/search?query=designer');
    await expect(detailsHeading(page)).toBeVisible();
    const name = (await detailsHeading(page).textContent()) ?? '';
    await page.getByRole('button', { name: `Save: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(DEMO_CANDIDATE);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: `Saved: ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/careers/saved-jobs');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('job cart: add and remove', async ({ page }) => {
    await page.goto('/careers/search?query=analyst');
    await expect(detailsHeading(page)).toBeVisible();
    const name = (await detailsHeading(page).textContent()) ?? '';
    await page.getByRole('button', { name: `Add to job cart: ${name}` }).click();
    await page.getByRole('button', { name: 'Job cart, 1 job', exact: true }).click();
    const panel = page.getByRole('complementary', { name: /Job cart/ });
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await panel.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(panel.getByRole('link', { name })).toHaveCount(0);
  });

  test('the job assistant answers with matching jobs', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/careers/search');
    await page.getByRole('button', { name: 'Ask Northwind Labs' }).click();
    const chat = page.locator('.chat-sidebar');
    await chat.getByLabel('Ask about jobs').fill('remote data engineer jobs in Austin');
    await chat.getByRole('button', { name: 'Send' }).click();
    const firstJob = chat.locator('.chat-entry__job a').first();
    await expect(firstJob).toBeVisible();
    await firstJob.click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading job…');
  });

  test('a job page has schema.org JobPosting JSON-LD', async ({ page }) => {
    await page.goto('/careers/search?query=engineer');
    const href = await resultCards(page).first().getAttribute('href');
    await page.goto(href ?? '/careers/job/1');
    await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const posting = JSON.parse(json ?? '') as Record<string, unknown>;
    expect(posting['@type']).toBe('JobPosting');
    expect(typeof posting.title).toBe('string');
    expect(String(posting.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(posting.hiringOrganization).toMatchObject({ name: 'Northwind Labs' });
    expect(String(posting.inLanguage)).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  });

  test('a job posted in German says so to search engines and screen readers', async ({ page }) => {
    await page.goto('/careers/search?query=Softwareentwickler&hl=de');
    const href = await resultCards(page).first().getAttribute('href');
    await page.goto(href ?? '/careers/job/1');
    const title = page.getByRole('heading', { level: 1, name: /Softwareentwickler/ });
    await expect(title).toHaveAttribute('lang', 'de');
    await expect(page.locator('.job-description')).toHaveAttribute('lang', 'de');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const posting = JSON.parse(json ?? '') as Record<string, unknown>;
    expect(posting.inLanguage).toBe('de');
  });

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    test(`axe finds nothing on search, job and saved jobs (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO_CANDIDATE, '/careers/saved-jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/careers/search?query=engineer');
      await expect(resultCards(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto((await resultCards(page).first().getAttribute('href')) ?? '/careers');
      await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
