import { expect, test, type Page } from '@playwright/test';

/** Swaps one mock handler inside the page's MSW worker (exposed in mock builds only). */
const answerWith = async (
  page: Page,
  path: string,
  body: string,
  init: { status: number; contentType: string },
) => {
  await page.evaluate(
    ({ path, body, init }) => {
      const { worker, http } = (
        window as unknown as {
          msw: {
            worker: { use: (...handlers: unknown[]) => void };
            http: { get: (path: string, resolver: () => Response) => unknown };
          };
        }
      ).msw;
      worker.use(
        http.get(
          path,
          () =>
            new Response(body, {
              status: init.status,
              headers: { 'Content-Type': init.contentType },
            }),
        ),
      );
    },
    { path, body, init },
  );
};

const search = async (page: Page, query: string) => {
  await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

test.describe('the page survives a broken API', () => {
  test('HTML instead of JSON from search shows the search failure toast', async ({ page }) => {
    await page.goto('/careers/search');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toBeVisible();
    await answerWith(page, '*/api/pcsx/search', '<html><body>Gateway</body></html>', {
      status: 200,
      contentType: 'text/html',
    });
    await search(page, 'garbage');
    await expect(page.getByText('Failed to load positions')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
  });

  test('a GET 5xx shows the server error toast', async ({ page }) => {
    await page.goto('/careers/search');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toBeVisible();
    await answerWith(
      page,
      '*/api/pcsx/search',
      '{"status":503,"code":"internal","message":"down"}',
      {
        status: 503,
        contentType: 'application/json',
      },
    );
    await search(page, 'outage');
    await expect(page.getByText('Server error. Please try again.')).toBeVisible();
  });

  test('garbage position details clear the selection and show the toast', async ({ page }) => {
    await page.goto('/careers/search');
    const cards = page.locator('.result-card');
    await expect(cards.first()).toBeVisible();
    await answerWith(page, '*/api/pcsx/position_details', 'not json at all', {
      status: 200,
      contentType: 'application/json',
    });
    await cards.nth(1).click();
    await expect(page.getByText('Failed to load position details')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Job details' }).getByRole('heading'),
    ).toHaveCount(0);
  });
});
