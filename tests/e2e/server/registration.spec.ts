import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  CHECK_EMAIL_MESSAGE,
  DEMO_CANDIDATE,
  DEMO_PASSWORD,
  mailedLink,
  uniqueEmail,
} from '../support/app-actions';

const LINK_INVALID =
  'This link has expired or has already been used. Register again to get a new one.';

const openRegisterForm = async (page: Page) => {
  await page.goto('/careers/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('March');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
};

test.describe('registration confirmed by email', () => {
  test('a taken email gets the same answer as a new one, and its owner a mail', async ({
    page,
  }) => {
    await openRegisterForm(page);
    await page.getByLabel('Email').fill(DEMO_CANDIDATE);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(CHECK_EMAIL_MESSAGE);
    await expect(page.getByRole('status')).toContainText(`We sent it to ${DEMO_CANDIDATE}.`);
    await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
    // The owner is told instead, with a way to sign in; no account link is sent.
    expect(await mailedLink(page.request, DEMO_CANDIDATE, '/careers/login')).toBe('/careers/login');
  });

  test('by keyboard: the answer, a different email, the link, and a used link', async ({
    page,
  }) => {
    await openRegisterForm(page);
    const first = uniqueEmail('registration.first');
    await page.getByLabel('Email').fill(first);
    await page.getByLabel('Password').press('Enter');
    const status = page.getByRole('status');
    await expect(status).toBeFocused();
    await expect(status).toContainText(`We sent it to ${first}.`);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use a different email' })).toBeFocused();
    await page.keyboard.press('Enter');
    const email = uniqueEmail('registration.second');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(status).toContainText(`We sent it to ${email}.`);

    const link = await mailedLink(page.request, email, '/careers/confirm-account#token=');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finish creating your account' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    const create = page.getByRole('button', { name: 'Create my account' });
    while (!(await create.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers\/dashboard/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your profile' }),
    ).toBeVisible();

    // The same link again, in a browser without the session: used up.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register again' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  });
});
