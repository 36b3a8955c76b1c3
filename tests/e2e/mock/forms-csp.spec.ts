import { expect, test } from '@playwright/test';

/** The reference server's policy: scripts from the site only, no 'unsafe-eval'. */
const CSP = "script-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'";

test.describe('form engine under a Content-Security-Policy without unsafe-eval', () => {
  test('forms render, validate and submit with no eval (precompiled validators)', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|unsafe-eval|EvalError/i.test(message.text()))
        violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    await page.route(
      (url) => url.pathname.startsWith('/careers'),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': CSP },
        });
      },
    );
    // Signed in from the start (the mock session's flag), so the one document load carries the
    // policy: the reload after signing in would come through MSW's service worker, unrouted.
    await page.addInitScript(() => {
      sessionStorage.setItem('pcsx-mock-signed-in', '1');
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto('/careers/forms/center');
    await page.getByRole('link', { name: 'Start Tax withholding (W-4)' }).click();
    await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(
      page.getByRole('radiogroup', { name: 'Filing status' }),
    ).toHaveAccessibleDescription('Filing status is required');
    expect(violations).toEqual([]);
    // The policy is in force: an inline script is refused and reported like an eval would be.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true;';
      document.body.append(script);
    });
    await expect
      .poll(() =>
        violations.some((violation) =>
          violation.includes('Content-Security-Policy violation: script-src'),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });
});

test('the form engine is not part of the job search page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/careers/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((path) => /use-form-definition|\.validator-|\.schema-|\.ui-|pdf/.test(path)),
  ).toEqual([]);
});
