import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  CHECK_EMAIL_MESSAGE,
  confirmAccountFromMail,
  DEMO_PASSWORD,
  finishSetupThroughApi,
  uniqueEmail,
} from '../support/app-actions';

const NEW_PASSWORD = 'a-brand-new-passphrase';

/**
 * Registers a fresh candidate on the login page and follows the mailed link, which lands signed
 * in on the dashboard.
 */
const register = async (page: Page, label: string): Promise<string> => {
  const email = uniqueEmail(`account.${label}`);
  await page.goto('/careers/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeFocused();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(CHECK_EMAIL_MESSAGE);
  await confirmAccountFromMail(page, email);
  // Profile set-up is another flow's subject: these tests finish it through the API.
  await finishSetupThroughApi(page);
  await page.goto('/careers/dashboard');
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  return email;
};

/** The careers page, which may already have opened search and selected its first job. */
const CAREERS_PAGE = /\/careers(\/search(\?.*)?)?$/;

const signOut = async (page: Page) => {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(CAREERS_PAGE);
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
};

/** Tries to sign in on the login page; the answer is the dashboard or the form's message. */
const trySignIn = async (page: Page, email: string, password: string) => {
  await page.goto('/careers/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
};

const requestResetLink = async (page: Page, email: string) => {
  await page.goto('/careers/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, we have sent a link to reset your password.',
  );
};

/** Opens the newest reset link sent to `email` from the development outbox page. */
const openResetLinkFromOutbox = async (page: Page, email: string): Promise<string> => {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Mail outbox (development only)' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  const link = mail.getByRole('link', { name: /reset-password#token=/ });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  return href ?? '';
};

test.describe('account: password reset, password change, data export, deletion', () => {
  test('the login page, reset page and settings pass axe', async ({ page }) => {
    await page.goto('/careers/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/careers/reset-password#token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNoAxeViolations(page);

    await register(page, 'axe');
    await page.goto('/careers/settings');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('forgot password: the outbox link sets a new password and signs in; the old one fails', async ({
    page,
  }) => {
    const email = await register(page, 'reset');
    await signOut(page);
    await requestResetLink(page, email);
    await openResetLinkFromOutbox(page, email);
    // The token is read, then taken out of the address bar.
    await expect(page).toHaveURL(/\/careers\/reset-password$/);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByLabel('Show passwords').check();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/careers\/dashboard/);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();

    await signOut(page);
    await trySignIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await trySignIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/careers\/dashboard/);
  });

  test('a used or incomplete reset link says so and offers a new one', async ({ page }) => {
    const email = await register(page, 'used');
    await signOut(page);
    await requestResetLink(page, email);
    const link = await openResetLinkFromOutbox(page, email);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/careers\/dashboard/);
    await signOut(page);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-long-passphrase');
    await page.getByLabel('Confirm new password').fill('another-long-passphrase');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has expired or has already been used. Request a new one.',
    );
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();

    await page.goto('/careers/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incomplete. Request a new password reset link.',
    );
  });

  test('changes the password in settings with the current one', async ({ page }) => {
    const email = await register(page, 'change');
    await page.goto('/careers/settings');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    await signOut(page);
    await trySignIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/careers\/dashboard/);
  });

  test('downloads my data as JSON', async ({ page }) => {
    const email = await register(page, 'export');
    await page.goto('/careers/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-careers-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
      tables: Record<string, unknown[]>;
    };
    expect(exported.account.email).toBe(email);
    expect(exported.tables.settings).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain('password_hash');
  });

  test('deletes the account after typing the email and password; signing in then fails', async ({
    page,
  }) => {
    const email = await register(page, 'delete');
    await page.goto('/careers/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type your email/).fill(email);
    await expect(confirm).toBeDisabled();
    const password = dialog.getByLabel('Your password');
    await password.fill('not-my-password');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(DEMO_PASSWORD);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await confirm.click();
    await expect(page).toHaveURL(CAREERS_PAGE);
    await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);

    await trySignIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  });
});
