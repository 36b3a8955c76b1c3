import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { answerApplyQuestions, bootOf, registerThroughApi } from '../support/app-actions';

const PHONE = { width: 390, height: 844 };
const DOCS_DIR = fileURLToPath(new URL('../../../docs/', import.meta.url));
/** What a phone's header may take of an 844 px screen: less than a seventh. */
const HEADER_LIMIT = 117;

const resultCards = (page: Page) => page.locator('.result-card');
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters \(\d+\)$/ });

/** The screen as the phone shows it, for the docs, as a palette PNG so the file stays small. */
const saveDocsScreenshot = async (page: Page, fileName: string) => {
  await sharp(await page.screenshot())
    .png({ palette: true, compressionLevel: 9 })
    .toFile(`${DOCS_DIR}${fileName}`);
};

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box');
  return box;
};

const expectHeaderUnderLimit = async (page: Page) => {
  const header = await boxOf(page.locator('header.navbar'));
  expect(header.height, 'header height').toBeLessThan(HEADER_LIMIT);
};

/** The number an option's label ends with: "Senior (1,234)" → 1234. */
const countInLabel = (label: string): number => {
  const match = /\(([\d,]+)\)$/.exec(label);
  if (!match?.[1]) throw new Error(`No count in "${label}"`);
  return Number(match[1].replaceAll(',', ''));
};

test.describe('a phone walk at 390 × 844', () => {
  test.use({ viewport: PHONE });

  test('search with the filters sheet → job with a sticky Apply → apply → dashboard tabs in one row → offer, axe on every page', async ({
    page,
  }) => {
    await page.goto('/careers');
    const email = await registerThroughApi(page, { label: 'phone-walk' });

    // Search: the results, not a wall of filters, fill the first screen.
    await page.goto('/careers/search?query=engineer');
    await expect(resultCards(page).first()).toBeVisible();
    await expect(countText(page)).toHaveText(/^[\d,]+ jobs found$/);
    await expectHeaderUnderLimit(page);
    await expect(resultCards(page).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: 'Filters' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The sheet takes focus, and Escape gives it back to its button.
    const opener = filtersButton(page);
    await expect(opener).toHaveText('Filters (0)');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    // A filter picked in the sheet: its button offers exactly the jobs the option counted.
    await opener.click();
    await expect(sheet).toBeVisible();
    const option = sheet.getByRole('group').first().getByRole('checkbox').first();
    const label =
      (await sheet.getByRole('group').first().locator('label').first().textContent()) ?? '';
    const expected = countInLabel(label);
    await option.check();
    const showResults = sheet.getByRole('button', {
      name: `Show ${expected.toLocaleString('en-US')} ${expected === 1 ? 'result' : 'results'}`,
    });
    await expect(showResults).toBeVisible();
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'search-phone-filters.png');
    await showResults.click();
    await expect(sheet).toBeHidden();
    await expect(filtersButton(page)).toHaveText('Filters (1)');
    await expect(filtersButton(page)).toBeFocused();
    await expect(countText(page)).toHaveText(
      `${expected.toLocaleString('en-US')} ${expected === 1 ? 'job' : 'jobs'} found`,
    );
    await expect(page.getByRole('region', { name: 'Results' })).not.toHaveAttribute('aria-busy');
    await expect(resultCards(page).first()).toBeInViewport({ ratio: 1 });
    await saveDocsScreenshot(page, 'search-phone.png');

    // Job: Apply stays at hand while the description scrolls, and covers nothing at the end.
    await page.goto((await resultCards(page).first().getAttribute('href')) ?? '/careers');
    const apply = page.getByRole('link', { name: 'Apply now' });
    await expect(apply).toBeVisible();
    await expectHeaderUnderLimit(page);
    await expectNoAxeViolations(page);
    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(PHONE.height);
    await expect(apply).toBeInViewport({ ratio: 1 });
    const bar = await boxOf(page.locator('.position-details__actions'));
    const footer = await boxOf(page.getByRole('contentinfo'));
    expect(footer.y + footer.height, 'the page ends above the Apply bar').toBeLessThanOrEqual(
      bar.y + 1,
    );

    // Apply.
    await apply.click();
    await expect(page).toHaveURL(/\/careers\/apply\?pid=\d+/);
    await answerApplyQuestions(page);
    await expectHeaderUnderLimit(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted').first()).toBeVisible();

    // Dashboard: the tabs are one row that scrolls sideways.
    await page.goto('/careers/dashboard');
    const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(tablist.getByRole('tab').first()).toBeVisible();
    const tab = await boxOf(tablist.getByRole('tab').first());
    const list = await boxOf(tablist);
    expect(list.height, 'one row of tabs').toBeLessThan(tab.height * 1.5);
    expect(
      await tablist.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the row scrolls',
    ).toBe(true);
    const lastTab = tablist.getByRole('tab').last();
    await lastTab.click();
    await expect(lastTab).toHaveAttribute('aria-selected', 'true');
    await expect(lastTab).toBeInViewport({ ratio: 0.9 });
    await expectHeaderUnderLimit(page);
    await expectNoAxeViolations(page);

    // Offer: the employer offers the job just applied to. (The demo candidate's offers are
    // answered by other tests, so the walk makes its own.)
    const { csrfToken } = await bootOf(page);
    const extended = await page.request.post('/dev/ats/offers', {
      headers: { 'x-csrf-token': csrfToken },
      data: { candidateEmail: email },
    });
    expect(extended.status(), await extended.text()).toBe(201);
    const { offerId } = (await extended.json()) as { offerId: number };
    await page.goto(`/careers/offer/${offerId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Job offer for / })).toBeVisible();
    await expectHeaderUnderLimit(page);
    await expectNoAxeViolations(page);
  });
});
