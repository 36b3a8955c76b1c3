import { expect, test } from '@playwright/test';

/**
 * The app against `npm run mock` (Prism behind its front), as `npm run dev:prism` runs it: the
 * first load is the search page for a visitor, with the built-in brand, no hero image that fails
 * and no error toast; the job pane follows the clicked card; any email and password then sign in.
 */
test.describe('app against the Prism mock', () => {
  test('the first load shows the search page, a clicked card its details, and signing in works', async ({
    page,
  }) => {
    const failedImages: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !response.ok())
        failedImages.push(response.url());
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') failedImages.push(request.url());
    });
    await page.goto('/careers/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Job details' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northwind Labs careers' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failedImages).toEqual([]);

    // The job pane follows the clicked card, as on the MSW mocks.
    const cards = page.locator('.result-card');
    const pane = page.getByRole('region', { name: 'Job details' });
    for (const index of [1, 0]) {
      const title = (await cards.nth(index).locator('.result-card__title').textContent()) ?? '';
      expect(title).not.toBe('');
      await cards.nth(index).click();
      await expect(pane.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('qa@example.com');
    await dialog.getByLabel('Password').fill('any-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
