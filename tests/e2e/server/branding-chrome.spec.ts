import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The built-in theme's primary colour (`schemas/forms/theme.schema.json`), as CSS reports it. */
const DEFAULT_PRIMARY = '#1d4ed8';

const rgbOf = (hex: string): string => {
  const channel = (offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16);
  return `rgb(${channel(1)}, ${channel(3)}, ${channel(5)})`;
};

type ThemeValues = Record<string, Record<string, string | number> | undefined>;

/** The published theme the server serves, so the test holds whatever an earlier test set. */
const publishedTheme = async (page: Page): Promise<ThemeValues> => {
  const boot = (await (await page.request.get('/api/pcsx/boot')).json()) as {
    data: { configs: { theme: ThemeValues } };
  };
  return boot.data.configs.theme;
};

const themeColour = (theme: ThemeValues, section: string, name: string, fallback: string) =>
  String(theme[section]?.[name] ?? fallback);

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

// A 1×1 PNG: the hero's box must not depend on the picture's own size.
const HERO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HERO_PATH = '/careers/branding/test-hero.png';
const HERO_IMAGE = {
  id: 9001,
  page: '*',
  minWidth: 0,
  url: HERO_PATH,
  width: 1600,
  height: 400,
  alt: '',
  srcset: [{ url: HERO_PATH, width: 1600 }],
};

/**
 * Serves `path` with a hero image (and no banners or scripts, whatever another test stored) in
 * its boot data, leaving the site's stored branding alone, and holds the image back until
 * `release` is called, so the page is seen before and after it arrives.
 */
const withHeldBackHero = async (page: Page, path: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${HERO_PATH}`, async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/png', body: HERO_PNG });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="pcsx-boot">)([\s\S]*?)(<\/script>)/,
        (_whole, open: string, json: string, close: string) => {
          const boot = JSON.parse(json) as {
            configs: {
              pcsxConfig: { heroImages: unknown[]; banners: unknown[]; headScripts: unknown[] };
            };
          };
          Object.assign(boot.configs.pcsxConfig, {
            heroImages: [HERO_IMAGE],
            banners: [],
            headScripts: [],
          });
          return `${open}${JSON.stringify(boot).replaceAll('<', '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
  return release;
};

/** Layout shifts from now on, summed (the Layout Instability API's own score). */
const LAYOUT_SHIFT_OBSERVER = `
  window.pcsxLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.pcsxLayoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: false });
`;
const layoutShiftSince = (page: Page) =>
  page.evaluate(() => Number(Reflect.get(window, 'pcsxLayoutShift')));
const resetLayoutShift = (page: Page) =>
  page.evaluate(() => Reflect.set(window, 'pcsxLayoutShift', 0));

test.describe('the portal in the theme and the branded chrome', () => {
  test('buttons take the published theme: the default primary colour on a fresh site', async ({
    page,
  }) => {
    await page.goto('/careers/search');
    const theme = await publishedTheme(page);
    const primary = themeColour(theme, 'primary_buttons', 'background', DEFAULT_PRIMARY);
    // The server puts the live theme in the page head; the app sets the same values on the root.
    await expect(page.locator('style#pcsx-theme')).toHaveCount(1);
    const rootPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--theme-primary-buttons-background')
        .trim(),
    );
    expect(rootPrimary.toLowerCase()).toBe(primary.toLowerCase());
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    expect(await backgroundOf(page, '.navbar .button--primary')).toBe(rgbOf(primary));
    expect(await backgroundOf(page, '.search-bar .button--go')).toBe(
      rgbOf(themeColour(theme, 'talent_experience_go_button', 'background', DEFAULT_PRIMARY)),
    );

    await page.goto('/careers/job/1001');
    await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
    expect(await backgroundOf(page, '.button--apply')).toBe(
      rgbOf(themeColour(theme, 'apply_button', 'background', DEFAULT_PRIMARY)),
    );
  });

  test('the navbar is 60 px high, with a Menu button only on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/careers/search');
    const navbar = page.locator('header.navbar');
    await expect(page.getByRole('link', { name: 'Search jobs' })).toBeVisible();
    expect((await navbar.boundingBox())?.height).toBe(60);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search jobs' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Search jobs' })).toBeVisible();
  });

  test('the footer shows the provider mark, a same-origin image with a text alternative', async ({
    page,
  }) => {
    await page.goto('/careers/search');
    const mark = page.locator('.footer__powered');
    await expect(mark).toContainText('Powered by');
    const logo = mark.getByRole('img', { name: 'PCSX' });
    await expect(logo).toBeVisible();
    const source = new URL((await logo.getAttribute('src')) ?? '', page.url());
    expect(source.origin).toBe(new URL(page.url()).origin);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  for (const path of ['/careers/search', '/careers/job/1001']) {
    test(`the hero holds its space on ${path}: nothing moves when its image arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const theme = await publishedTheme(page);
      const release = await withHeldBackHero(page, path);
      await page.addInitScript({ content: LAYOUT_SHIFT_OBSERVER });
      await page.goto(path);
      const hero = page.locator('.hero');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');
      // The theme's desktop height (320 px by default) is taken before the image has loaded.
      const heroHeight = Number(theme.pcsx_hero_image?.height_desktop ?? 320);
      expect((await hero.boundingBox())?.height).toBe(heroHeight);
      const headingTop = (await heading.boundingBox())?.y;
      await resetLayoutShift(page);

      release();
      const image = hero.locator('img');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
        .toBe(true);
      // Resolves once the picture is decoded, and fails if it is broken.
      await image.evaluate((element: HTMLImageElement) => element.decode());
      // A frame after the image has been drawn, so any shift it caused has been recorded.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect((await hero.boundingBox())?.height).toBe(heroHeight);
      expect((await heading.boundingBox())?.y).toBe(headingTop);
      expect(await layoutShiftSince(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
