import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_CANDIDATE, DEMO_PASSWORD, signIn } from './support';

test.describe('the built app against the reference server', () => {
  test('the page carries boot data, the CSRF token and the site configuration', async ({
    page,
  }) => {
    const response = await page.goto('/careers');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /.{16,}/);
    const boot = JSON.parse((await page.locator('#pcsx-boot').textContent()) ?? '{}') as {
      domain?: string;
      isLoggedIn?: boolean;
    };
    expect(boot).toMatchObject({ domain: 'northwindlabs.com', isLoggedIn: false });
    await expect(page.locator('code#pcsx-data')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
  });

  test('the demo candidate signs in and sees their own data', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/careers/applications');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Active', exact: true }),
    ).toBeVisible();
    await expect(page.locator('.card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/careers/profile');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('demo.candidate@example.com')).toBeVisible();
  });

  test('signing out ends the session', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/careers/offers');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('a visit to /logout asks first: Cancel keeps the session, the button ends it', async ({
    page,
  }) => {
    await signIn(page);
    // A plain navigation, as from another site's link, signs nobody out.
    await page.goto('/logout');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign out of your account?' }),
    ).toBeVisible();
    const boot = (await (await page.request.get('/api/pcsx/boot')).json()) as {
      data: { isLoggedIn: boolean };
    };
    expect(boot.data.isLoggedIn).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).not.toHaveURL(/\/logout$/);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();

    // By keyboard alone.
    await page.goto('/logout');
    const confirm = page.getByRole('button', { name: 'Sign out' });
    await expect(confirm).toBeVisible();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Signed out, there is nothing to confirm: the page leads back to the careers site.
    await page.goto('/logout');
    await expect(page).not.toHaveURL(/\/logout$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a login URL helper link signs in on the sign-in page and returns where it leads', async ({
    page,
  }) => {
    await page.goto(
      `/candidate/login?domain=northwindlabs.com&pid=1,2&next=${encodeURIComponent('/careers/offers')}`,
    );
    await expect(page).toHaveURL(/\/careers\/login\?next=%2Fcareers%2Foffers$/);
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(DEMO_CANDIDATE);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    // Signed in, the same link leads straight there.
    await page.goto(
      `/candidate/login?domain=northwindlabs.com&next=${encodeURIComponent('/careers/saved-jobs')}`,
    );
    await expect(page).toHaveURL(/\/careers\/saved-jobs$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/careers/offers');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('demo.candidate@example.com');
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password.');
  });
});
