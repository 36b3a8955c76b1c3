import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, DEMO_PASSWORD, registerThroughApi } from '../support/app-actions';

const QUESTION = 'Jobs you saved before signing in';

const detailsHeading = (page: Page) =>
  page.getByRole('region', { name: 'Job details' }).getByRole('heading', { level: 2 }).first();
const question = (page: Page) => page.getByRole('dialog', { name: QUESTION });

/** A new candidate's account, made through the API; the browser is then signed out again. */
const accountAsVisitor = async (page: Page, label: string): Promise<string> => {
  const email = await registerThroughApi(page, { label });
  const { csrfToken, domain } = await bootOf(page);
  const signedOut = await page.request.post(`/api/pcsx/auth/logout?domain=${domain}`, {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(signedOut.ok()).toBe(true);
  return email;
};

/** As a visitor, puts the first job of a search into the job cart; returns its name. */
const keepFirstJob = async (page: Page): Promise<string> => {
  await page.goto('/careers/search?query=analyst');
  await expect(detailsHeading(page)).toBeVisible();
  const name = (await detailsHeading(page).textContent()) ?? '';
  await page.getByRole('button', { name: `Add to job cart: ${name}` }).click();
  await expect(page.getByRole('button', { name: `In job cart: ${name}` })).toBeVisible();
  return name;
};

const signInFromNavbar = async (page: Page, email: string) => {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // The question may already be open, and a dialog hides the page behind it from the
  // accessibility tree: the navbar's link is looked for there too.
  await expect(page.getByRole('link', { name: 'Sign out', includeHidden: true })).toBeVisible();
};

/** The candidate's cart as the server has it, read beside the page. */
const cartIdsOnServer = async (page: Page): Promise<number[]> => {
  const { domain } = await bootOf(page);
  const answer = await page.request.get(`/api/pcsx/job_cart?domain=${domain}`);
  const body = (await answer.json()) as { data: { jobCartData: { id: number }[] } };
  return body.data.jobCartData.map((item) => item.id);
};

test.describe('the job cart kept before sign-in', () => {
  test('is added only when the candidate says so, all by keyboard', async ({ page }) => {
    const email = await accountAsVisitor(page, 'cart-add');
    const name = await keepFirstJob(page);
    await signInFromNavbar(page, email);

    const dialog = question(page);
    await expect(dialog).toContainText(
      'You saved 1 job before signing in. Add it to your job cart?',
    );
    await expect(dialog.getByRole('listitem')).toContainText([name]);
    // Asked, not merged: the candidate's cart is still empty.
    expect(await cartIdsOnServer(page)).toEqual([]);
    await expectNoAxeViolations(page);

    const add = dialog.getByRole('button', { name: 'Add to job cart' });
    for (let presses = 0; presses < 6; presses += 1) {
      if (await add.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Added to your job cart.' }),
    ).toBeVisible();
    // Focus lands on the job cart's button, which opens the cart with the job in it.
    const cartButton = page.getByRole('button', { name: 'Job cart, 1 job', exact: true });
    await expect(cartButton).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: /Job cart/ });
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: `In job cart: ${name}` })).toBeVisible();
  });

  test('put aside with Escape, is asked again; "Not now" lets the job go', async ({ page }) => {
    const email = await accountAsVisitor(page, 'cart-not-now');
    const name = await keepFirstJob(page);
    await signInFromNavbar(page, email);

    await expect(question(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(page.getByRole('button', { name: `Add to job cart: ${name}` })).toBeVisible();
    await page.reload();
    await expect(question(page)).toBeVisible();

    await question(page).getByRole('button', { name: 'Not now' }).click();
    await expect(question(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Job cart', exact: true })).toBeFocused();
    expect(await cartIdsOnServer(page)).toEqual([]);
    // Not asked again: once the cart has been read after a reload, there is no question.
    const cartRead = page.waitForResponse(
      (answer) => answer.url().includes('/api/pcsx/job_cart?') && answer.ok(),
    );
    await page.reload();
    await cartRead;
    await expect(page.getByRole('button', { name: `Add to job cart: ${name}` })).toBeVisible();
    await expect(question(page)).toBeHidden();
  });
});
