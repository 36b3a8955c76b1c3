import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app-actions';

const ADMIN = 'admin@example.com';

/**
 * The server's policy admits no inline style (`style-src` without 'unsafe-inline'; the page's
 * theme element carries the answer's nonce): every main screen must render with nothing refused,
 * whatever a library or a screen does with styles.
 */
let violations: string[] = [];

test.beforeEach(async ({ page }) => {
  violations = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  // Runs in every frame, the signing frame included.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} by ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

test.afterEach(() => {
  expect(violations).toEqual([]);
});

const styleSourceOf = async (page: Page, path: string) => {
  const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
  return policy.split('; ').find((directive) => directive.startsWith('style-src')) ?? '';
};

test('pages allow no inline style but their own nonce', async ({ page }) => {
  expect(await styleSourceOf(page, '/careers/search')).toMatch(
    /^style-src 'self' 'nonce-[\w+/=]+'$/,
  );
  expect(await styleSourceOf(page, '/api/pcsx/boot')).toBe("style-src 'self'");
  await page.goto('/careers/search');
  // The theme's custom properties apply: the nonce let the page's theme element through.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--theme-core-properties-primary-color')
        .trim(),
    ),
  ).toMatch(/^#[0-9a-f]{6}$/i);
});

test('a visitor: search, the map, a job, applying and the sign-in modal', async ({ page }) => {
  await page.goto('/careers/search');
  await expect(page).toHaveURL(/pid=\d+/);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Job map' }).locator('.map-marker').first(),
  ).toBeVisible();

  await page.goto('/careers/job/1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/careers/apply?pid=1001');
  await expect(page.getByRole('heading', { level: 1, name: /^Apply for / })).toBeVisible();

  await page.goto('/careers/dashboard');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test("a candidate's screens: dashboard, profile, offers, forms and resume export", async ({
  page,
}) => {
  await signIn(page);
  const screens: [string, string][] = [
    ['/careers/dashboard', 'Dashboard'],
    ['/careers/profile', 'Profile'],
    ['/careers/offers', 'Offers'],
    ['/careers/forms/center', 'Forms'],
    ['/careers/export-resume', 'Export resume'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the offer letter in the PDF viewer, and the signing frame', async ({ page }) => {
  await signIn(page, undefined, '/careers/offers');
  const offers = (await (await page.request.get('/api/pcsx/offers')).json()) as {
    id: number;
    status: string;
    ef_esign_url: string | null;
  }[];
  const open = offers.filter((offer) => offer.status === 'Extended');
  const byLetter = open.find((offer) => offer.ef_esign_url === null);
  const byEsign = open.find((offer) => offer.ef_esign_url !== null);
  if (!byLetter || !byEsign) throw new Error('The demo candidate has open offers of both kinds');

  await page.goto(`/careers/offer-letter/${byLetter.id}`);
  await expect(page.getByRole('heading', { name: /Review job offer/ })).toBeVisible();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: /Offer letter/ });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.goto(`/careers/offer-letter/${byEsign.id}`);
  const frame = page.frameLocator('iframe[title="Sign the offer letter"]');
  await expect(frame.getByLabel('Full name')).toBeVisible();
});

test("the admin's theme builder and site branding", async ({ page }) => {
  await signIn(page, ADMIN, '/careers/theme-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme builder' })).toBeVisible();
  await page.goto('/careers/admin/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Site branding' })).toBeVisible();
});

test('the development pages', async ({ page }) => {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mail outbox');
  await page.goto('/dev/ats');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Employer ATS');
  // The page's own style element applies.
  await expect(page.locator('.warning').first()).toHaveCSS(
    'background-color',
    'rgb(255, 244, 206)',
  );
});
