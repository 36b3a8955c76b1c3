import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const AUSTIN = 'Austin, United States';
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const understood = (page: Page) => page.getByRole('list', { name: 'Read from your search' });
const removeAustin = (page: Page) =>
  page.getByRole('button', { name: `Search without the location ${AUSTIN}` });

const searchFor = async (page: Page, query: string) => {
  await page.goto('/careers/search');
  await expect(countText(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/query=software\+engineer\+austin/);
  await expect(results(page)).not.toHaveAttribute('aria-busy');
};

test.describe('a place typed into the query box', () => {
  test('is shown as the location of the search, and removed from the keyboard', async ({
    page,
  }) => {
    await searchFor(page, 'software engineer austin');
    await expect(understood(page).getByRole('listitem')).toHaveText([
      `📍${AUSTIN} · from your search✕`,
    ]);
    const places = await page
      .locator('.result-card .result-card__title + .result-card__meta')
      .allTextContents();
    expect(places.length).toBeGreaterThan(0);
    // A job is in Austin, or has Austin among its several places.
    for (const place of places) expect(place).toMatch(/Austin|\+\d+ more/);
    const countWithAustin = await countText(page).textContent();
    await expectNoAxeViolations(page);

    await removeAustin(page).focus();
    await expect(removeAustin(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/literal=location/);
    await expect(understood(page)).toBeHidden();
    await expect(results(page)).not.toHaveAttribute('aria-busy');
    await expect(countText(page)).not.toHaveText(countWithAustin ?? '');
    await expect(results(page)).toBeFocused();

    // The removal is part of the address: a reload searches the words as text again.
    await page.reload();
    await expect(countText(page)).toBeVisible();
    await expect(results(page)).not.toHaveAttribute('aria-busy');
    await expect(understood(page)).toBeHidden();
  });

  test('fits a phone: the chip and its remove button stay within 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await searchFor(page, 'software engineer austin');
    const chip = understood(page).getByRole('listitem').first();
    await expect(chip).toBeVisible();
    const chipBox = await chip.boundingBox();
    const buttonBox = await removeAustin(page).boundingBox();
    expect(chipBox && chipBox.x >= 0 && chipBox.x + chipBox.width <= 390).toBe(true);
    expect(buttonBox && buttonBox.width >= 24 && buttonBox.height >= 24).toBe(true);
    await expectNoAxeViolations(page);
  });
});
