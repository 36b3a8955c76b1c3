import { expect, test, type Page } from '@playwright/test';

/** Characters only the pseudo-locale writes: a text with one came from a catalogue. */
const PSEUDO_MARK = /[áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;

const collectStrings = (value: unknown, into: Set<string>): Set<string> => {
  if (typeof value === 'string') {
    // HTML from the server (a job description) is shown as the text between its tags.
    value
      .split(/<[^>]*>/)
      .map((text) => text.replace(/&amp;/g, '&').trim())
      .filter(Boolean)
      .forEach((text) => into.add(text));
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectStrings(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
  return into;
};

/** Every text a person reads or hears on the page: text nodes and accessible-name attributes. */
const readableTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text that is not rendered at all (display: none, hidden) is read by nobody.
      if (!parent?.checkVisibility() || parent.closest('script, style, template')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    document
      .querySelectorAll('[aria-label], [placeholder], [title], img[alt]')
      .forEach((element) => {
        ['aria-label', 'placeholder', 'title', 'alt'].forEach((name) => {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        });
      });
    return texts;
  });

/**
 * The city and the country's name of each place the server sends ("Tokyo, 13, JP"), as the page
 * shows them: the country's name comes from the browser, which has no pseudo-locale, so it is
 * data read in English.
 */
const placeNames = (page: Page, values: readonly string[]) =>
  page.evaluate((places) => {
    const countries = new Intl.DisplayNames([document.documentElement.lang, 'en'], {
      type: 'region',
      fallback: 'none',
    });
    return places.flatMap((place) => {
      const parts = /^(.+), [^,]+, ([A-Z]{2})$/.exec(place);
      const country = parts?.[2] ? countries.of(parts[2]) : undefined;
      return parts?.[1] && country ? [parts[1], country] : [];
    });
  }, values);

test('pseudo-locale: every piece of UI text on the search page comes from a catalogue', async ({
  page,
}) => {
  // Data the server sends (job titles, locations, filter values, the company's name) is not UI
  // text; everything else must be accented.
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/pcsx/')) return;
    const body: unknown = await response.json().catch(() => null);
    collectStrings(body, data);
  });
  await page.goto('/careers/search?hl=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_MARK);
  const firstTitle = await page.locator('.result-card__title').first().textContent();
  // The first job's details are shown too, so their text is checked with the rest.
  await expect(page.getByRole('heading', { level: 2, name: firstTitle ?? '' })).toBeVisible();
  await expect(page.getByRole('region', { name: PSEUDO_MARK }).first()).toBeVisible();
  const boot: unknown = JSON.parse(
    (await page
      .locator('#pcsx-boot')
      .textContent({ timeout: 1000 })
      .catch(() => null)) ?? 'null',
  );
  collectStrings(boot, data);

  (await placeNames(page, [...data])).forEach((name) => data.add(name));
  // The pseudo-locale is not one of the site's languages, whose names come with the boot data:
  // the navbar's language button names it by its code.
  data.add('en-XA');
  const dataValues = [...data].sort((a, b) => b.length - a.length);
  const untranslated = (await readableTexts(page)).filter((text) => {
    if (PSEUDO_MARK.test(text)) return false;
    const rest = dataValues.reduce((left, value) => left.split(value).join(' '), text);
    // What is left once data is taken out must be numbers, punctuation or nothing.
    return /[A-Za-z]{2,}/.test(rest);
  });
  expect(untranslated).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('pseudo-locale-search.png'),
    fullPage: false,
  });
});
