import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

test.describe('search and job pages at phone and desktop widths', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${name}: search, job and saved jobs pass axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/careers/search?query=engineer');
      await expect(page.locator('.result-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/careers/job/1000');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading job…');
      await expectNoAxeViolations(page);
      await page.goto('/careers/saved-jobs');
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('phone: the menu button opens the main navigation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/careers/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Search jobs' }).click();
    await expect(nav).toBeHidden();
    // Where the links are in view there is no Menu button.
    await page.setViewportSize(DESKTOP);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('phone: filters open in a sheet; desktop shows them beside the results', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/careers/search');
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
  });

  test('job cards are real links to the job page', async ({ page }) => {
    await page.goto('/careers/search');
    const card = page.locator('.result-card').first();
    await expect(card).toHaveAttribute('href', /^\/careers\/job\/\d+$/);
  });
});
