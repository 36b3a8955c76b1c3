import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, signIn } from '../support/app-actions';

const ADMIN = 'admin@example.com';
const ADMIN_PATH = '/careers/admin/branding';

/** Window properties the XSS payloads and the head script would set. */
const FLAGS = ['xssImg', 'xssScript', 'xssLink', 'xssSvg', 'xssFooter', 'headScriptRan'] as const;

const PAYLOADS = [
  '<img src=x onerror="window.xssImg=1;alert(1)">',
  '<script>window.xssScript=1;alert(2)</script>',
  '<a href="javascript:window.xssLink=1;alert(3)">Harmless link</a>',
  '<svg onload="window.xssSvg=1;alert(4)"><circle r="4"></circle></svg>',
].join('');

/** A branding call as the signed-in page's user, with the current CSRF token. */
const brandingCall = async (page: Page, method: 'PUT' | 'DELETE', path: string, data?: object) => {
  const { csrfToken, domain } = await bootOf(page);
  const response = await page.request.fetch(`/api/pcsx/branding${path}?domain=${domain}`, {
    method,
    headers: { 'x-csrf-token': csrfToken },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
};

/** Puts the site's branding back to nothing configured, as the other specs expect it. */
const restoreEmptyBranding = async (page: Page) => {
  await brandingCall(page, 'PUT', '/banners', {
    implementationBanner: { displayBanner: false, displayText: '' },
    banners: [],
  });
  await brandingCall(page, 'PUT', '/footer', { html: null, hideProviderLogo: false });
  await brandingCall(page, 'PUT', '/head_scripts', { scripts: [] });
  await brandingCall(page, 'PUT', '/navbar', { links: [] });
  await brandingCall(page, 'DELETE', '/logo');
  const { domain } = await bootOf(page);
  const settings = (await (
    await page.request.get(`/api/pcsx/branding?domain=${domain}`)
  ).json()) as {
    data: { heroImages: { id: number }[] };
  };
  for (const image of settings.data.heroImages) {
    await brandingCall(page, 'DELETE', `/hero_images/${image.id}`);
  }
};

/** Fails the test on any dialog: a payload that ran would open one. */
const failOnDialog = (page: Page) => {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
};

const flagsSet = (page: Page) =>
  page.evaluate(
    (names) => names.filter((name) => Reflect.get(window, name) !== undefined),
    [...FLAGS],
  );

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

test.describe('the site branding screen', () => {
  test.beforeEach(async ({ page }) => {
    failOnDialog(page);
    await signIn(page, ADMIN, ADMIN_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Site branding' })).toBeVisible();
  });

  test.afterEach(async ({ page }) => {
    await restoreEmptyBranding(page);
  });

  test('is reached from the My career menu, and every tab passes axe', async ({ page }) => {
    await page.goto('/careers/dashboard');
    await page.getByRole('button', { name: 'My career' }).click();
    await page.getByRole('menuitem', { name: 'Site branding' }).click();
    await expect(page).toHaveURL(/\/careers\/admin\/branding/);
    await page.getByRole('button', { name: 'Add a banner' }).click();
    await expectNoAxeViolations(page);
    for (const tab of ['Hero images', 'Footer', 'Navbar', 'Head scripts']) {
      await openTab(page, tab);
      await expectNoAxeViolations(page);
    }
  });

  test('a banner for the job search shows there and not on a job page', async ({ page }) => {
    await page.getByRole('button', { name: 'Add a banner' }).click();
    const banner = page.getByRole('group', { name: 'Banner 1' });
    await banner.getByLabel('Page').selectOption({ label: 'Job search' });
    await banner.getByLabel('HTML').fill('<p>Spring hiring is <strong>open</strong></p>');
    await expect(banner.locator('.branding-admin__preview strong')).toHaveText('open');
    await page.getByRole('button', { name: 'Save banners' }).click();
    await expect(page.getByText('Banners saved')).toBeVisible();

    await page.goto('/careers/search');
    await expect(page.getByRole('note').filter({ hasText: 'Spring hiring is open' })).toBeVisible();
    await page.goto('/careers/job/1001');
    await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
    await expect(page.getByText('Spring hiring is open')).toHaveCount(0);
  });

  test('a footer shows on every page', async ({ page }) => {
    await openTab(page, 'Footer');
    await page
      .getByLabel('Footer HTML')
      .fill('<p>Northwind Labs is an equal opportunity employer.</p>');
    await page.getByRole('button', { name: 'Save footer' }).click();
    await expect(page.getByText('Footer saved')).toBeVisible();

    for (const path of ['/careers/search', '/careers/job/1001', '/careers/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toContainText(
        'Northwind Labs is an equal opportunity employer.',
      );
    }
  });

  test('script in banner and footer HTML stays inert, in the preview and on the site', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Add a banner' }).click();
    const banner = page.getByRole('group', { name: 'Banner 1' });
    await banner.getByLabel('Page').selectOption({ label: 'Every page' });
    await banner.getByLabel('HTML').fill(`<p>Banner with payloads</p>${PAYLOADS}`);
    await expect(banner.locator('.branding-admin__preview a')).toHaveText('Harmless link');
    expect(await flagsSet(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save banners' }).click();
    await expect(page.getByText('Banners saved')).toBeVisible();
    // The field now holds what the server kept: nothing executable.
    const saved = await banner.getByLabel('HTML').inputValue();
    expect(saved).not.toMatch(/onerror|onload|<script|javascript:/i);
    await expect(page.getByText(/Some of the HTML was removed/)).toBeVisible();

    await openTab(page, 'Footer');
    await page
      .getByLabel('Footer HTML')
      .fill(`<p>Footer with payloads</p><img src=x onerror="window.xssFooter=1">${PAYLOADS}`);
    await page.getByRole('button', { name: 'Save footer' }).click();
    await expect(page.getByText('Footer saved')).toBeVisible();

    await page.goto('/careers/search');
    await expect(page.getByText('Banner with payloads')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Footer with payloads');
    // The link text stays; its javascript: address does not.
    const links = page.locator('a', { hasText: 'Harmless link' });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      expect((await link.getAttribute('href')) ?? '').not.toMatch(/javascript:/i);
    }
    await links.first().click();
    expect(await flagsSet(page)).toEqual([]);
  });

  test('a hero image uploaded for the search page is served there responsively', async ({
    page,
  }) => {
    const png = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 90, b: 120 } },
    })
      .png()
      .toBuffer();
    await openTab(page, 'Hero images');
    // The tab shown: the other tabs stay in the page, hidden, to keep their unsaved drafts.
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'hero.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await panel.getByLabel('Page').selectOption({ label: 'Job search' });
    await panel.getByLabel('Phone and wider (from 0 px)').check();
    await panel.getByLabel('Text alternative').fill('Our team at work');
    await panel.getByRole('button', { name: 'Upload hero image' }).click();
    await expect(page.getByText('Hero image added')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'Our team at work' });
    await expect(item).toContainText('1,200 × 400 pixels');
    await expect(item).toContainText('Job search');

    await page.goto('/careers/search');
    const hero = page.getByRole('img', { name: 'Our team at work' });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('srcset', /\.webp \d+w/);
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '400');
    await page.goto('/careers/job/1001');
    await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Our team at work' })).toHaveCount(0);
  });

  test('a head script runs on its page under the CSP; a throwing one stops only itself', async ({
    page,
  }) => {
    await openTab(page, 'Head scripts');
    await expect(page.getByText(/Scripts run on the live site/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a script' }).click();
    const throwing = page.getByRole('group', { name: 'Script 1' });
    await throwing.getByLabel('Name').fill('Broken widget');
    await throwing.getByLabel('JavaScript code').fill("throw new Error('broken widget');");
    await page.getByRole('button', { name: 'Add a script' }).click();
    const flag = page.getByRole('group', { name: 'Script 2' });
    await flag.getByLabel('Page').selectOption({ label: 'Job search' });
    await flag.getByLabel('Name').fill('Flag');
    await flag.getByLabel('JavaScript code').fill("window.headScriptRan = 'yes';");
    // Script 1 is for every page, this one included: it runs here once saved.
    const errorHere = page.waitForEvent('pageerror');
    await page.getByRole('button', { name: 'Save head scripts' }).click();
    await expect(page.getByText('Head scripts saved')).toBeVisible();
    expect((await errorHere).message).toBe('broken widget');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/careers/search');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, 'headScriptRan') as unknown))
      .toBe('yes');
    // The page still works: a search answers.
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();
    // The broken script's own error, and nothing else: it stopped only itself.
    expect(errors).toEqual(['broken widget']);

    await page.goto('/careers/job/1001');
    await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
    expect(
      await page.evaluate(() => Reflect.get(window, 'headScriptRan') as unknown),
    ).toBeUndefined();
  });
});

test('a candidate is told they may not change the branding', async ({ page }) => {
  await signIn(page, undefined, ADMIN_PATH);
  await expect(page.getByRole('alert')).toContainText(
    "You are not allowed to change this site's branding.",
  );
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'My career' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Site branding' })).toHaveCount(0);
});
