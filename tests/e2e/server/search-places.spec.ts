import { expect, test, type Page } from '@playwright/test';

const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });

/** Searches jobs in a location; the count the server answered, once the page shows it. */
const searchIn = async (page: Page, location: string): Promise<number> => {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/pcsx/search?') &&
      new URL(response.url()).searchParams.get('location') === location,
  );
  await page.getByRole('combobox', { name: 'Location' }).fill(location);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const { data } = (await (await answered).json()) as { data: { count: number } };
  await expect(countText(page)).toHaveText(
    new RegExp(`^${data.count.toLocaleString('en')} jobs? found$`),
  );
  return data.count;
};

test.describe('places as people write them', () => {
  test('the location box finds a city by its nickname or its name in another language', async ({
    page,
  }) => {
    await page.goto('/careers/search');
    const newYork = await searchIn(page, 'New York');
    expect(newYork).toBeGreaterThan(0);
    expect(await searchIn(page, 'NYC')).toBe(newYork);
    const munich = await searchIn(page, 'Munich');
    expect(await searchIn(page, 'Munchen')).toBe(munich);
  });

  test('location suggestions read in the page language, and the chosen one survives a reload', async ({
    page,
  }) => {
    await page.goto('/careers/search?hl=de');
    const location = page.getByRole('combobox', { name: 'Ort', exact: true });
    await location.fill('Münch');
    await page.getByRole('option', { name: 'München, Deutschland', exact: true }).click();
    await expect(location).toHaveValue('München, Deutschland');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/location=M%C3%BCnchen%2C(\+|%20)Deutschland/);
    const results = page.locator('.result-card');
    await expect(results.first()).toBeVisible();
    await page.reload();
    await expect(location).toHaveValue('München, Deutschland');
    await expect(results.first()).toBeVisible();
  });
});
