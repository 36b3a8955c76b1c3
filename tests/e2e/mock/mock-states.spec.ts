import { expect, test } from '@playwright/test';

test.describe('QA picks a declared status per operation with ?mock=', () => {
  test('a picked 500 shows the server error toast for the rest of the session, until ?mock= clears it', async ({
    page,
  }) => {
    await page.goto('/careers/search?mock=searchPositions:500');
    await expect(page.getByText('Server error. Please try again.')).toBeVisible();
    await expect(page.locator('.result-card')).toHaveCount(0);

    // The parameter is gone, the state is not.
    await page.goto('/careers/search');
    await expect(page.getByText('Server error. Please try again.')).toBeVisible();
    await expect(page.locator('.result-card')).toHaveCount(0);

    await page.goto('/careers/search?mock=');
    await expect(page.locator('.result-card').first()).toBeVisible();
    await expect(page.getByText('Server error. Please try again.')).toHaveCount(0);
  });

  test("a picked 401 carries the contract's x-login header: the session timed out and sign-in opens", async ({
    page,
  }) => {
    await page.goto('/careers/offers?mock=listOffers:401');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('demo.candidate@example.com');
    await dialog.getByLabel('Password').fill('Demo-Candidate-1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Session timed out.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test('the detail pane follows the clicked card', async ({ page }) => {
  await page.goto('/careers/search');
  const cards = page.locator('.result-card');
  const pane = page.getByRole('region', { name: 'Job details' });
  await expect(cards).toHaveCount(2);
  for (const index of [1, 0]) {
    const title = (await cards.nth(index).locator('.result-card__title').textContent()) ?? '';
    expect(title).not.toBe('');
    await cards.nth(index).click();
    await expect(pane.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});
