import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughApi } from '../support/app-actions';

const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });

/** The suggestions a location box offers for a text, once it offers any. */
const suggestionsFor = async (page: Page, box: string, text: string): Promise<string[]> => {
  const field = page.getByRole('combobox', { name: box });
  await field.fill(text);
  const list = page.getByRole('listbox', { name: new RegExp(`suggest`, 'i') });
  await expect(list.getByRole('option').first()).toBeVisible();
  return list.getByRole('option').allTextContents();
};

test.describe('location suggestions and result pages', () => {
  test('"Lon" suggests places starting with it, London first, and nothing unrelated', async ({
    page,
  }) => {
    await page.goto('/careers/search');
    const suggestions = await suggestionsFor(page, 'Location', 'Lon');
    expect(suggestions[0]).toMatch(/^London\b/);
    for (const suggestion of suggestions) {
      // Every suggestion has a name, a region or a country whose word starts with "Lon".
      expect(suggestion).toMatch(/(^|[\s,])Lon/i);
      expect(suggestion).not.toMatch(/Barcelona/);
    }
  });

  test('set-up suggests places for "Berl", and a suggestion becomes a preferred location', async ({
    page,
  }) => {
    await registerThroughApi(page, { label: 'berl-onboarding', finishSetup: false });
    await page.goto('/careers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your profile' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { name: 'Step 3 of 3: Set job preferences' }),
    ).toBeFocused();

    const suggestions = await suggestionsFor(page, 'Where would you like to work?', 'Berl');
    expect(suggestions).toContain('Berlin, Germany');
    await expectNoAxeViolations(page);
    // From the keyboard, as from the pointer.
    const field = page.getByRole('combobox', { name: 'Where would you like to work?' });
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await page.getByRole('option', { name: 'Berlin, Germany', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Preferred locations' })).toContainText(
      'Berlin, Germany',
    );
    await expect(field).toHaveValue('');
  });

  test('the next page of results brings the top of the list into view and focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/careers/search?query=engineer');
    await expect(countText(page)).toHaveText(/^[\d,]+ jobs found$/);
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.scrollIntoViewIfNeeded();
    const resultsList = page.getByRole('region', { name: 'Results' });
    const topOf = () =>
      resultsList.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(await topOf()).toBeLessThan(0);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/start=10/);
    await expect(resultsList).toBeFocused();
    await expect(resultsList).not.toHaveAttribute('aria-busy');
    await expect.poll(topOf).toBeGreaterThanOrEqual(0);
    expect(await topOf()).toBeLessThan(800 / 2);
  });
});
