import { expect, test } from '@playwright/test';

const SEARCH = '/careers/search?query=engineer';

/** The result titles the server's page carries in its markup, before any script has run. */
const serverResultTitles = (html: string) =>
  [...html.matchAll(/<span class="result-card__title">([^<]+)<\/span>/g)].map(([, title]) =>
    title.replaceAll('&amp;', '&'),
  );

test.describe('the page before the app runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a search page shows its first results as links, and a job page its job', async ({
    page,
  }) => {
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    const cards = page.locator('.results-list .result-card');
    await expect(cards).toHaveCount(10);
    const firstTitle = (await cards.first().locator('.result-card__title').textContent()) ?? '';
    expect(firstTitle).toMatch(/engineer/i);
    await expect(cards.first()).toContainText(
      / · (On-site|Hybrid|Remote) · Posted \d\d\/\d\d\/\d{4}/,
    );

    // The cards are real links: without the app, following one opens the job's page.
    await cards.first().click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.locator('.job-description p')).toHaveText(/^.{40,}$/);
  });

  test('the first results are in the page’s language and their links keep it', async ({ page }) => {
    await page.goto(`${SEARCH}&hl=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const first = page.locator('.results-list .result-card').first();
    await expect(first).toHaveAttribute('href', /^\/careers\/job\/\d+\?hl=de$/);
    await expect(first).toContainText(/ · (Vor Ort|Hybrid|Remote) · /);
  });
});

test('the app takes the first paint’s place with the same results and no loading state between', async ({
  page,
}) => {
  const html = await (await page.request.get(SEARCH)).text();
  const titles = serverResultTitles(html);
  expect(titles).toHaveLength(10);
  // Counts each moment the root shows no result card after it has shown some.
  await page.addInitScript(() => {
    const state = { hadCards: false, gaps: 0 };
    Object.assign(window, { firstPaintState: state });
    new MutationObserver(() => {
      const hasCards = document.querySelector('#root .result-card') !== null;
      if (hasCards) state.hadCards = true;
      else if (state.hadCards) state.gaps += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(SEARCH);
  // The app's own chrome (the sign-in button) shows that it has rendered.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.result-card__title')).toHaveText(titles);
  const state = await page.evaluate(
    () =>
      (window as unknown as { firstPaintState: { hadCards: boolean; gaps: number } })
        .firstPaintState,
  );
  expect(state).toEqual({ hadCards: true, gaps: 0 });
});
