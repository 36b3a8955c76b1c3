import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('app shell (MSW mode)', () => {
  test('a public route renders with the chrome', async ({ page }) => {
    await page.goto('/careers/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a protected route opens the sign-in modal; closing it goes to /careers', async ({
    page,
  }) => {
    await page.goto('/careers/offers');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // /careers is the job search; on a wide screen it then selects the first job, which writes
    // the search's own path and the job's id into the URL.
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    await expect(page).toHaveURL(/\/careers(\/search\?pid=\d+)?$/);
  });

  test('show_login_modal=1 opens the sign-in modal', async ({ page }) => {
    await page.goto('/careers/search?show_login_modal=1');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('signing in from the modal shows the protected screen', async ({ page }) => {
    await page.goto('/careers/offers');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('demo.candidate@example.com');
    await dialog.getByLabel('Password').fill('Demo-Candidate-1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a render crash shows the 500 screen', async ({ page }) => {
    await page.goto('/careers/__crash');
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(
      page.getByText(
        'The server encountered something unexpected that didnt allow it to complete the request. Our engineers have been notified and are working on it ASAP.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to careers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown route shows not-found inside the shell', async ({ page }) => {
    for (const path of ['/no-such-page', '/careers/a/b/c']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('apply and onboarding have no footer', async ({ page }) => {
    await page.goto('/careers/apply?pid=1000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('malformed URL params never crash the page', async ({ page }) => {
    await page.goto('/careers/job/not-a-number');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/careers/search?start=-3&pid=%E0%A4%A&filter_=x');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
  });
});
