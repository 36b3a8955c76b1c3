import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_CANDIDATE, DEMO_PASSWORD, registerThroughApi, signIn } from '../support/app-actions';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const isSignedIn = async (page: Page) =>
  ((await (await page.request.get('/api/pcsx/boot')).json()) as { data: { isLoggedIn: boolean } })
    .data.isLoggedIn;

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

  test('a candidate signs out another browser from settings, by keyboard, and then every other one', async ({
    browser,
  }) => {
    const laptop = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
    const phone = await browser.newContext({ userAgent: SAFARI_ON_IPHONE });
    try {
      const settings = await laptop.newPage();
      await settings.goto('/careers');
      const email = await registerThroughApi(settings, { label: 'devices' });
      const phonePage = await phone.newPage();
      await signIn(phonePage, email);

      await settings.goto('/careers/settings');
      const section = settings.getByRole('region', { name: 'Signed-in devices' });
      const devices = section.getByRole('listitem');
      await expect(devices).toHaveCount(2);
      await expect(devices.first()).toContainText('Firefox on Windows');
      await expect(devices.first()).toContainText('This device');
      await expect(devices.nth(1)).toContainText('Safari on iPhone');
      await expectNoAxeViolations(settings);

      // By keyboard: Escape leaves the device signed in, with focus back on its button.
      const signOutPhone = devices.nth(1).getByRole('button', { name: 'Sign out' });
      await signOutPhone.focus();
      await settings.keyboard.press('Enter');
      const dialog = settings.getByRole('dialog', { name: 'Sign out of Safari on iPhone?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(settings);
      await settings.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(signOutPhone).toBeFocused();
      expect(await isSignedIn(phonePage)).toBe(true);

      await settings.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Sign out' }).focus();
      await settings.keyboard.press('Enter');
      await expect(devices).toHaveCount(1);
      await expect(settings.getByText('Signed out of Safari on iPhone')).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Signed-in devices' })).toBeFocused();
      expect(await isSignedIn(phonePage)).toBe(false);
      await phonePage.goto('/careers/settings');
      await expect(phonePage.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      expect(await isSignedIn(settings)).toBe(true);

      // Signed in on the phone again, then every other browser is signed out at once.
      await signIn(phonePage, email);
      await settings.reload();
      await expect(devices).toHaveCount(2);
      await section.getByRole('button', { name: 'Sign out of all other devices' }).click();
      await settings
        .getByRole('dialog', { name: 'Sign out of all other devices?' })
        .getByRole('button', { name: 'Sign out of all other devices' })
        .click();
      await expect(settings.getByText('All other devices have been signed out.')).toBeVisible();
      await expect(section).toContainText('No other device is signed in to your account.');
      expect(await isSignedIn(phonePage)).toBe(false);
      expect(await isSignedIn(settings)).toBe(true);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
});
