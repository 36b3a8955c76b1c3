import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_CANDIDATE, signIn } from '../support/app-actions';

const COMPANY = 'Northwind Labs';
const resultCards = (page: Page) => page.locator('.result-card');
const detailsRegion = (page: Page) => page.getByRole('region', { name: 'Job details' });
const detailsHeading = (page: Page) =>
  detailsRegion(page).getByRole('heading', { level: 2 }).first();
const saveButton = (page: Page) => detailsRegion(page).getByRole('button', { name: /^Saved?: / });
const announcer = (page: Page) => page.getByTestId('page-title-announcer');

/** Waits for the search page with its first job shown in full (not only the lite record). */
const openSearch = async (page: Page, path = '/careers/search?query=engineer') => {
  await page.goto(path);
  await expect(detailsRegion(page).locator('article')).not.toHaveAttribute('aria-busy', 'true');
  await expect(detailsHeading(page)).toBeVisible();
};

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
const tabTo = async (page: Page, target: Locator, maxPresses = 40) => {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

const isInsideDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
};

test.describe('the search page for keyboard, phone and screen-reader users', () => {
  test('Skip to results is the first stop in the page, shows on focus and moves to the results', async ({
    page,
  }) => {
    await openSearch(page);
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await tabTo(page, skip);
    const box = await boxOf(skip);
    expect(box.width).toBeGreaterThan(40);
    expect(box.height).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toBeFocused();
    // The next stop is the first job of the list.
    await page.keyboard.press('Tab');
    await expect(resultCards(page).first()).toBeFocused();
  });

  test('focus stays on Save and on Add to job cart after they change', async ({ page }) => {
    await signIn(page);
    await openSearch(page, '/careers/search?query=analyst');
    const save = saveButton(page);
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeFocused();

    const cart = detailsRegion(page).getByRole('button', { name: /^(Add to|In) job cart: / });
    await cart.focus();
    await page.keyboard.press('Enter');
    await expect(cart).toHaveAttribute('aria-pressed', 'true');
    await expect(cart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cart).toHaveAttribute('aria-pressed', 'false');
    await expect(cart).toBeFocused();
  });

  test('signed out, Save opens sign-in; Tab cycles inside it; closing returns focus to Save', async ({
    page,
  }) => {
    await openSearch(page, '/careers/search?query=designer');
    const save = saveButton(page);
    await save.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();

    // Round the dialog twice each way: focus never leaves it, never lands on <body>.
    const close = dialog.getByRole('button', { name: 'Close' });
    const last = dialog.getByRole('button', { name: 'Create an account' });
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Tab');
      expect(await isInsideDialog(page)).toBe(true);
    }
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await isInsideDialog(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();

    // The navbar's Sign in gets focus back the same way.
    const signInButton = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signInButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(signInButton).toBeFocused();
  });

  test('every page has its own title, read out after a navigation but not on first load', async ({
    page,
  }) => {
    await openSearch(page);
    await expect(page).toHaveTitle(`Search jobs – ${COMPANY} careers`);
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(announcer(page)).toBeEmpty();

    // Choosing another job stays on the page: same title, nothing read out.
    await resultCards(page).nth(1).click();
    await expect(page).toHaveURL(/pid=\d+/);
    await expect(announcer(page)).toBeEmpty();

    const name = (await detailsHeading(page).textContent()) ?? '';
    await detailsRegion(page)
      .getByRole('link', { name: `Open job page: ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} – ${COMPANY} careers`);
    await expect(announcer(page)).toHaveText(`${name} – ${COMPANY} careers`);

    await page.goBack();
    await expect(page).toHaveTitle(`Search jobs – ${COMPANY} careers`);
    await expect(announcer(page)).toHaveText(`Search jobs – ${COMPANY} careers`);

    await signIn(page, DEMO_CANDIDATE, '/careers/dashboard');
    await expect(page).toHaveTitle(`Dashboard – ${COMPANY} careers`);
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    await mainNavigation.getByRole('button', { name: 'My career' }).click();
    await mainNavigation.getByRole('menuitem', { name: 'Offers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page).toHaveTitle(`Offers – ${COMPANY} careers`);
    await expect(announcer(page)).toHaveText(`Offers – ${COMPANY} careers`);
  });

  test('on a phone, choosing a job brings its details into view with focus on its title', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSearch(page);
    const third = resultCards(page).nth(2);
    const thirdName = (await third.locator('.result-card__title').textContent()) ?? '';
    await third.click();
    await expect(detailsHeading(page)).toHaveText(thirdName);
    await expect(detailsHeading(page)).toBeFocused();
    await expect(detailsHeading(page)).toBeInViewport();
    await expectNoAxeViolations(page);

    await detailsRegion(page).getByRole('button', { name: 'Back to results' }).click();
    await expect(third).toBeFocused();
    await expect(third).toBeInViewport();
  });

  test('on a desktop, results and details stay side by side and focus stays in the list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSearch(page);
    const second = resultCards(page).nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(detailsHeading(page)).toHaveText(
      (await second.locator('.result-card__title').textContent()) ?? '',
    );
    await expect(second).toBeFocused();
    const results = await boxOf(page.getByRole('region', { name: 'Results' }));
    const details = await boxOf(detailsRegion(page));
    expect(details.x).toBeGreaterThanOrEqual(results.x + results.width);
    await expect(detailsRegion(page).getByRole('button', { name: 'Back to results' })).toHaveCount(
      0,
    );
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test(`the chat sidebar covers neither the job nor the navbar (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openSearch(page);
      await page.getByRole('button', { name: `Ask ${COMPANY}` }).click();
      const chat = page.getByRole('complementary', { name: `Ask ${COMPANY}` });
      await expect(chat.getByLabel('Ask about jobs')).toBeVisible();

      const chatBox = await boxOf(chat.locator('.chat-sidebar__panel'));
      const signInButton = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
      const results = await boxOf(page.getByRole('region', { name: 'Results' }));
      const details = await boxOf(detailsRegion(page));
      expect(overlaps(chatBox, await boxOf(signInButton))).toBe(false);
      expect(overlaps(chatBox, details)).toBe(false);
      expect(overlaps(chatBox, results)).toBe(false);
      // Results and job still side by side, all inside the page: nothing scrolls sideways.
      expect(details.x).toBeGreaterThanOrEqual(results.x + results.width);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      // The sign-in button is really the topmost thing where it is drawn, so a click reaches it.
      await signInButton.click({ trial: true });

      // The sidebar stays in view while the results scroll.
      await page.getByRole('navigation', { name: 'Result pages' }).scrollIntoViewIfNeeded();
      await expect(chat.getByLabel('Ask about jobs')).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  }

  test('a job that fails to load gives one toast and no empty column', async ({ page }) => {
    await page.route(/\/api\/pcsx\/position_details\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 500,
          code: 'server_error',
          message: 'Database unavailable',
        }),
      }),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/careers/search?query=engineer');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load position details' }),
    ).toBeVisible();
    await expect(page.getByText('Server error. Please try again.')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(detailsRegion(page)).toHaveCount(0);
    const layout = await boxOf(page.locator('.search-layout'));
    const results = await boxOf(page.getByRole('region', { name: 'Results' }));
    // The results reach the right edge of the layout: no column is left empty beside them.
    expect(results.x + results.width).toBeCloseTo(layout.x + layout.width, 0);
  });

  test('Sort by Distance is offered once there is a location to measure from', async ({ page }) => {
    await openSearch(page);
    const sort = page.getByLabel('Sort by');
    const distance = sort.locator('option[value="distance"]');
    await expect(distance).toBeDisabled();
    await expect(distance).toHaveText('Distance (enter a location first)');

    await page.getByRole('combobox', { name: 'Location' }).fill('Austin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/location=Austin/);
    await expect(distance).toBeEnabled();
    await expect(distance).toHaveText('Distance');
    const request = page.waitForRequest(
      (sent) => sent.url().includes('/api/pcsx/search?') && sent.url().includes('sort_by=distance'),
    );
    await sort.selectOption('distance');
    await expect(page).toHaveURL(/sort_by=distance/);
    await request;
    await expect(sort).toHaveValue('distance');

    // A link asking for distance without a location shows, and sends, the relevance it gets.
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/pcsx/search?')) searches.push(sent.url());
    });
    await openSearch(page, '/careers/search?query=analyst&sort_by=distance');
    await expect(sort).toHaveValue('');
    expect(searches.filter((url) => url.includes('sort_by=distance'))).toEqual([]);
  });
});
