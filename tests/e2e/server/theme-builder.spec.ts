import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app-actions';

const ADMIN = 'admin@example.com';
const previewTitle = (page: string) => `Preview of ${page} in the theme being edited`;
const TEAL = '#0f766e';
const TEAL_RGB = 'rgb(15, 118, 110)';
const DOCS_DIR = fileURLToPath(new URL('../../../docs', import.meta.url));

/** An element's computed background colour. */
const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

/** Signs in as the admin (a theme-builder user) and opens the builder from the My career menu. */
const openBuilder = async (page: Page) => {
  await signIn(page, ADMIN, '/careers/dashboard');
  await page.getByRole('button', { name: 'My career' }).click();
  await page.getByRole('menuitem', { name: 'Theme builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Theme builder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
};

const openSection = async (page: Page, title: string) => {
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('button', { name: title, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
};

const setColour = async (page: Page, label: string, value: string) => {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Tab');
};

/** The computed background of a primary button of the site's own CSS, in the given document. */
const primaryButtonBackground = () => {
  const probe = document.createElement('button');
  probe.className = 'button button--primary';
  document.body.append(probe);
  const background = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return background;
};

const previewFrame = async (page: Page, shown = 'Job search') => {
  const handle = await page.getByTitle(previewTitle(shown)).elementHandle();
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the preview has no frame');
  await frame.waitForLoadState();
  return frame;
};

/** Puts the built-in theme back as the published one, so other tests see the default look. */
const publishDefaults = async (page: Page) => {
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Theme published. The careers site now uses it.')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
};

test.describe('theme builder', () => {
  test('a candidate who is not a theme builder is told the page is not theirs', async ({
    page,
  }) => {
    await signIn(page, undefined, '/careers/theme-builder');
    await expect(page.getByRole('alert')).toContainText(
      "Only theme-builder users can change the site's theme.",
    );
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  });

  test('a colour change shows in the preview at once, and once published on the site', async ({
    page,
    context,
  }) => {
    await openBuilder(page);
    await openSection(page, 'Primary buttons');
    await setColour(page, 'Background', TEAL);
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

    const frame = await previewFrame(page);
    await expect.poll(() => frame.evaluate(primaryButtonBackground)).toBe(TEAL_RGB);
    // Another page in the frame wears the edited theme too.
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Dashboard' });
    const dashboardFrame = await previewFrame(page, 'Dashboard');
    await expect.poll(() => dashboardFrame.evaluate(primaryButtonBackground)).toBe(TEAL_RGB);

    try {
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Theme published. The careers site now uses it.')).toBeVisible();
      const site = await context.newPage();
      await site.goto('/careers/search');
      await expect(site.getByRole('link', { name: 'Sign out' })).toBeVisible();
      expect(await site.evaluate(primaryButtonBackground)).toBe(TEAL_RGB);
      await site.close();
    } finally {
      await publishDefaults(page);
    }
  });

  test('a new primary colour reaches the Search and Apply buttons, in the preview and once published', async ({
    page,
    context,
  }) => {
    await openBuilder(page);
    await setColour(page, 'Primary colour', TEAL);

    const searchPreview = await previewFrame(page);
    const previewSearchButton = searchPreview.getByRole('button', { name: 'Search', exact: true });
    await expect.poll(() => previewSearchButton.evaluate(backgroundOf)).toBe(TEAL_RGB);
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'A job page' });
    const jobPreview = await previewFrame(page, 'A job page');
    const previewApply = jobPreview.getByRole('link', { name: 'Apply now' });
    await expect.poll(() => previewApply.evaluate(backgroundOf)).toBe(TEAL_RGB);
    const jobPath = new URL(jobPreview.url()).pathname;

    // The buttons' own sections show the colour they now take, and keep a colour given to them.
    await openSection(page, 'Primary buttons');
    await expect(page.getByRole('textbox', { name: 'Background', exact: true })).toHaveValue(TEAL);
    await page.screenshot({ path: `${DOCS_DIR}/theme-builder.png` });

    try {
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Theme published. The careers site now uses it.')).toBeVisible();
      const site = await context.newPage();
      await site.goto('/careers/search');
      await expect(site.getByRole('link', { name: 'Sign out' })).toBeVisible();
      const searchButton = site.getByRole('button', { name: 'Search', exact: true });
      expect(await searchButton.evaluate(backgroundOf)).toBe(TEAL_RGB);
      await site.goto(jobPath);
      const apply = site.getByRole('link', { name: 'Apply now' });
      await expect(apply).toBeVisible();
      expect(await apply.evaluate(backgroundOf)).toBe(TEAL_RGB);
      await site.close();
    } finally {
      await publishDefaults(page);
    }
  });

  test('a hex value pasted whole is kept whole', async ({ page }) => {
    await openBuilder(page);
    const field = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    // Copied from a style guide, with the spaces around it.
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('  #0f766e ');
    await field.press('Tab');
    await expect(field).toHaveValue(TEAL);
    await expect(field).toHaveAccessibleDescription('');
    // The field is wide enough to show the whole value, not "#0f76".
    expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    // Copied without its "#".
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('1d4ed8');
    await field.press('Tab');
    await expect(field).toHaveValue('#1d4ed8');
    await expect(page.getByText('No unsaved changes')).toBeVisible();
  });

  test('a pair below AA contrast is named with its ratio and publishing is refused', async ({
    page,
  }) => {
    await openBuilder(page);
    await openSection(page, 'Primary buttons');
    await setColour(page, 'Text', '#1d4ed8');
    const panel = page.getByRole('region', { name: 'Contrast check' });
    await expect(
      panel.getByText('Primary buttons: Text on Background: 1.00:1, needs at least 4.5:1'),
    ).toBeVisible();
    const publish = page.getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(publish).toHaveAccessibleDescription(
      /Publishing is held back: 1 text and background pair fails/,
    );
    const publishCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/publish')) publishCalls.push(request.url());
    });
    // Playwright will not click an aria-disabled button; the keyboard reaches it as a person would.
    await publish.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Theme published. The careers site now uses it.')).toHaveCount(0);
    expect(publishCalls).toEqual([]);
    await page.getByRole('button', { name: 'Undo unsaved changes' }).click();
    await expect(panel.getByText('Every text and background pair meets WCAG 2.2 AA')).toBeVisible();
  });

  test('an exported theme imports back as unsaved changes; leaving asks first', async ({
    page,
  }) => {
    await openBuilder(page);
    await openSection(page, 'Navigation bar');
    await setColour(page, 'Background', '#7c2d12');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('theme-pcsx.json');
    const path = await download.path();
    const exported = JSON.parse(await readFile(path, 'utf8')) as {
      product: string;
      values: Record<string, Record<string, unknown>>;
    };
    expect(exported.product).toBe('pcsx');
    expect(exported.values.navbar.background).toBe('#7c2d12');

    await page.getByRole('button', { name: 'Undo unsaved changes' }).click();
    await expect(page.getByRole('textbox', { name: 'Background', exact: true })).not.toHaveValue(
      '#7c2d12',
    );
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    await page.getByLabel('Import JSON').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"values": {"navbar": {"background": "red"}}}'),
    });
    await expect(page.getByRole('alert')).toContainText('This file is not a valid theme');

    await page.getByLabel('Import JSON').setInputFiles(path);
    await expect(page.getByRole('textbox', { name: 'Background', exact: true })).toHaveValue(
      '#7c2d12',
    );
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Search jobs' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/careers\/theme-builder$/);
    await page.getByRole('button', { name: 'Undo unsaved changes' }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
  });

  test('a section is chosen, edited and saved with the keyboard alone', async ({ page }) => {
    await openBuilder(page);
    const tabsSection = page.getByRole('button', { name: 'Tabs', exact: true });
    await page.getByRole('button', { name: 'Core properties', exact: true }).focus();
    for (let presses = 0; presses < 30; presses += 1) {
      if (await tabsSection.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(tabsSection).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabsSection).toHaveAttribute('aria-current', 'true');

    const field = page.getByRole('textbox', { name: 'Selected tab text', exact: true });
    for (let presses = 0; presses < 40; presses += 1) {
      if (await field.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#0f172a');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
  });

  test('the builder has no axe violations', async ({ page }) => {
    await openBuilder(page);
    await previewFrame(page);
    // The framed page is the site itself, checked by its own tests; axe would also count its
    // banner, main and footer as repeats of the builder page's own across the frame boundary.
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
