import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/app-actions';

/*
 * The portal in German, Japanese and Arabic: switched through the navbar without a reload, no
 * English left where a translation exists, mirrored in Arabic, German fitting a phone, and axe
 * clean in Arabic and Japanese.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCALES_DIR = `${ROOT}src/i18n/locales`;
const FORMS_DIR = `${ROOT}generated/forms`;
const DOCS_DIR = `${ROOT}docs`;

type CatalogueFile = Record<string, string>;

/** Every message of a locale by id, all namespaces together, as its catalogue files hold them. */
const readCatalogue = (locale: string): ReadonlyMap<string, string> => {
  const folder = `${LOCALES_DIR}/${locale}`;
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return new Map(
    files.flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as CatalogueFile),
    ),
  );
};

const ENGLISH = readCatalogue('en');
/** What a message id looks like, `<namespace>.<area>.<name>`, wherever it is in a text. */
const MESSAGE_ID = /\b[a-z][A-Za-z]*(?:\.[A-Za-z0-9]+){2,}\b/g;

/** A message as rendered when it has no arguments: ICU writes a literal apostrophe as `''`. */
const plainText = (message: string) => message.replace(/''/g, "'").trim();

/**
 * The English messages a page in `locale` must not show: those with no placeholder or markup,
 * at least 4 characters long, whose translation differs from English. A text the locale itself
 * uses as a translation (the same word in both languages, for another message) is left out.
 */
const englishLeftovers = (locale: string): Set<string> => {
  const translated = readCatalogue(locale);
  const translations = new Set([...translated.values()].map(plainText));
  const leftovers = new Set<string>();
  for (const [id, message] of ENGLISH) {
    if (/[{}<>]/.test(message)) continue;
    const text = plainText(message);
    const translation = translated.get(id);
    if (text.length < 4 || translation === undefined || plainText(translation) === text) continue;
    if (translations.has(text)) continue;
    leftovers.add(text);
  }
  return leftovers;
};

/** A message of a locale by id, as the page renders it (for accessible names). */
const messageOf = (locale: string, id: string): string => {
  const message = readCatalogue(locale).get(id);
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  return plainText(message);
};

/**
 * Every text a person reads or hears on the page: its title, the visible text nodes, the options
 * of visible menus, and accessible-name attributes of rendered elements.
 */
const readableTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = [document.title.trim()];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      // An option has no box of its own: it is read when its menu is shown.
      const shown = parent.closest('option')
        ? (parent.closest('select')?.checkVisibility() ?? false)
        : parent.checkVisibility();
      if (shown && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    document
      .querySelectorAll('[aria-label], [placeholder], [title], img[alt]')
      .forEach((element) => {
        if (!element.checkVisibility() && !element.closest('option')) return;
        ['aria-label', 'placeholder', 'title', 'alt'].forEach((name) => {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        });
      });
    return texts.filter(Boolean);
  });

/** Every string value in a JSON document, however deep. */
const collectStrings = (value: unknown, into: Set<string>): void => {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
};

/** The `default` values in a form's schema, however deep: answers, given before the candidate's. */
const collectDefaults = (value: unknown, into: Set<string>): void => {
  if (Array.isArray(value)) value.forEach((item) => collectDefaults(item, into));
  else if (value && typeof value === 'object') {
    Object.entries(value).forEach(([key, item]) => {
      if (key === 'default' && typeof item === 'string') into.add(item.trim());
      else collectDefaults(item, into);
    });
  }
};

/**
 * The answers the generated forms fill in by themselves (the work authorization's country of
 * employment, "United States"): a value stored as the answer, shown as it is in any language.
 */
const FORM_DEFAULT_ANSWERS: ReadonlySet<string> = (() => {
  const answers = new Set<string>();
  readdirSync(FORMS_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .forEach((file) =>
      collectDefaults(JSON.parse(readFileSync(`${FORMS_DIR}/${file}`, 'utf8')), answers),
    );
  return answers;
})();

/**
 * The strings the server sends as data (a form's title, a job's fields), from every API answer
 * the page reads from now on, and any `known` data besides. An employer's data may happen to
 * equal an English message (the seeded form "Personal details" and the form schema's title): it
 * is shown as the employer wrote it, in any UI language, so it is not a text left untranslated.
 */
const recordServerData = (page: Page, known: Iterable<string> = []) => {
  const strings = new Set<string>(known);
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read: Promise<void> = response
      .json()
      .then((body: unknown) => collectStrings(body, strings))
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return async (): Promise<ReadonlySet<string>> => {
    await Promise.all([...pending]);
    return strings;
  };
};
type ServerData = ReturnType<typeof recordServerData>;

/**
 * Fails, listing them, when the page shows any English message that `locale` translates (and
 * the server did not send as data, when its answers are recorded).
 */
const expectNoEnglishLeft = async (
  page: Page,
  locale: string,
  where: string,
  serverData?: ServerData,
) => {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const leftovers = englishLeftovers(locale);
  const data = (await serverData?.()) ?? new Set<string>();
  const texts = [...new Set(await readableTexts(page))];
  const english = texts.filter((text) => leftovers.has(text) && !data.has(text));
  expect(english, `English texts on ${where} in ${locale}`).toEqual([]);
  // A message that was never translated at all shows its id.
  const ids = texts.filter((text) => text.match(MESSAGE_ID)?.some((id) => ENGLISH.has(id)));
  expect(ids, `message ids on ${where} in ${locale}`).toEqual([]);
};

/** Adds `hl` to a path of this site. */
const inLocale = (path: string, locale: string) => {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('hl', locale);
  return `${url.pathname}${url.search}`;
};

/** Waits for the search page's results, with the first job's details shown. */
const searchShown = async (page: Page) => {
  const firstTitle = (await page.locator('.result-card__title').first().textContent()) ?? '';
  await expect(
    page
      .locator('.search-layout__details')
      .getByRole('heading', { level: 2, name: firstTitle.trim() }),
  ).toBeVisible();
  // The filters arrive with the results; the count line is the last to settle.
  await expect(page.locator('.search-toolbar__count')).not.toBeEmpty();
};

const openSearch = async (page: Page, locale: string) => {
  await page.goto(inLocale('/careers/search', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await searchShown(page);
};

/** The address of the first job of the search page, as its result card links to it. */
const firstJobPath = async (page: Page) => {
  const href = await page.locator('.result-card').first().getAttribute('href');
  if (!href) throw new Error('The first result has no link');
  return href;
};

const openJob = async (page: Page, path: string, locale: string) => {
  await page.goto(inLocale(path, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.button--apply').first()).toBeVisible();
};

const OFFER = 5001;

const openOffers = async (page: Page, locale: string) => {
  await page.goto(inLocale('/careers/offers', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.offer-card').first()).toBeVisible();
};

const openOffer = async (page: Page, locale: string) => {
  await page.goto(inLocale(`/careers/offer/${OFFER}`, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('.card-list .card').first()).toBeVisible();
};

const openOfferLetter = async (page: Page, locale: string) => {
  await page.goto(inLocale(`/careers/offer-letter/${OFFER}`, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('.offer-step__actions .button--primary')).toBeVisible();
};

const openFormsCenter = async (page: Page, locale: string) => {
  await page.goto(inLocale('/careers/forms/center', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('tab').first()).toBeVisible();
  // Its forms, or the line saying the tab has none.
  await expect(page.locator('#forms-panel').locator('li, p').first()).toBeVisible();
};

/**
 * Opens a form of the demo candidate from the forms center: from the Pending tab, or from the
 * Completed tab once the forms tests have submitted it.
 */
const openForm = async (page: Page, locale: string, title: string) => {
  await openFormsCenter(page, locale);
  const card = page
    .locator('.forms-center__card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  if ((await card.count()) === 0) {
    const completed = page.getByRole('tab').last();
    await completed.click();
    await expect(completed).toHaveAttribute('aria-selected', 'true');
  }
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/careers\/forms\?form_id=/);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main form, main .pcsx-summary').first()).toBeVisible();
};

const LOCALES = ['de', 'ja', 'ar'] as const;

test.describe('the portal in German, Japanese and Arabic', () => {
  for (const locale of LOCALES) {
    test(`switching to ${locale} in the navbar: no reload, hl in the address, kept by links`, async ({
      page,
    }) => {
      // Signed out: a signed-in candidate's choice would be saved, for the other tests to see.
      await page.goto('/careers/search');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await searchShown(page);
      await page.evaluate(() => {
        (window as unknown as { languagesMarker?: string }).languagesMarker = 'same page';
      });
      // The navbar's menu button names the current language; the menu opens on demand.
      const switcher = page.getByRole('button', { name: 'Language English' });
      await switcher.click();
      await page
        .getByRole('menu', { name: 'Language' })
        .locator(`[role="menuitemradio"][lang="${locale}"]`)
        .click();

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveURL(new RegExp(`[?&]hl=${locale}(&|$)`));
      const named = page.getByRole('button', { name: messageOf(locale, 'common.nav.language') });
      await expect(named.locator(`[lang="${locale}"]`)).toBeVisible();
      // The menu closes and focus stays on its button, not on the page.
      await expect(named).toHaveAttribute('aria-expanded', 'false');
      await expect(named).toBeFocused();
      await expect(
        page.getByRole('link', { name: messageOf(locale, 'common.nav.searchJobs') }),
      ).toBeVisible();
      const marker = () =>
        page.evaluate(() => (window as unknown as { languagesMarker?: string }).languagesMarker);
      expect(await marker()).toBe('same page');

      // The details pane's link to the job page, then the navbar's link back to the search.
      const jobLink = page.locator('.search-layout__details a[href*="/careers/job/"]');
      await expect(jobLink).toHaveAttribute('href', new RegExp(`[?&]hl=${locale}(&|$)`));
      await jobLink.click();
      await expect(page).toHaveURL(new RegExp(`/careers/job/.*[?&]hl=${locale}(&|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page
        .getByRole('navigation', { name: messageOf(locale, 'common.nav.main') })
        .getByRole('link', { name: messageOf(locale, 'common.nav.searchJobs') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/careers/search\\?(.*&)?hl=${locale}(&|$)`));
      await expect(page.locator('.result-card').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(named.locator(`[lang="${locale}"]`)).toBeVisible();
      expect(await marker()).toBe('same page');
    });
  }

  for (const locale of LOCALES) {
    test(`no English left in ${locale}: search with results and a job page`, async ({ page }) => {
      await openSearch(page, locale);
      await expectNoEnglishLeft(page, locale, 'the search page');
      await openJob(page, await firstJobPath(page), locale);
      await expectNoEnglishLeft(page, locale, 'a job page');
    });

    test(`no English left in ${locale}: offers list and an offer page`, async ({ page }) => {
      await signIn(page, undefined, '/careers/offers');
      await openOffers(page, locale);
      await expectNoEnglishLeft(page, locale, 'the offers list');
      await openOffer(page, locale);
      await expectNoEnglishLeft(page, locale, 'an offer page');
    });

    test(`the résumé upload's button reads in ${locale}, not in the browser's English`, async ({
      page,
    }) => {
      await signIn(page, undefined, '/careers/profile');
      await page.goto(inLocale('/careers/profile', locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const chooser = page.locator('.resume-upload .file-chooser');
      await expect(chooser.locator('.file-chooser__button')).toHaveText(
        messageOf(locale, 'common.fileChooser.chooseFile'),
      );
      // The native input, transparent over that button, is what the label names and focus reaches.
      const input = page.getByLabel(messageOf(locale, 'candidate.resume.choose'));
      await expect(input).toHaveAttribute('type', 'file');
      await input.focus();
      await expect(input).toBeFocused();
    });

    test(`no English left in ${locale}: the forms center and two of its forms`, async ({
      page,
    }) => {
      await signIn(page, undefined, '/careers/forms/center');
      const serverData = recordServerData(page, FORM_DEFAULT_ANSWERS);
      await openFormsCenter(page, locale);
      await expectNoEnglishLeft(page, locale, 'the forms center', serverData);
      // A form in steps, and one with an HTML introduction, an upload and a list of employers.
      // The portal's own forms are titled in the page's language.
      for (const titleId of [
        'formSchemas.personalDetails.title',
        'formSchemas.workAuthorization.title',
      ]) {
        const title = messageOf(locale, titleId);
        await openForm(page, locale, title);
        await expectNoEnglishLeft(page, locale, `the form ${title}`, serverData);
      }
    });
  }
});

/** A box on the page, which must be rendered. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
};

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
interface Sides {
  /** Distance from the viewport's left edge. */
  left: number;
  /** Distance from the viewport's right edge. */
  right: number;
  width: number;
}

/** Measures an element's distance from both edges of the page (without a scroll bar). */
const sidesOf = async (page: Page, locator: Locator): Promise<Sides> => {
  const box: Box = await boxOf(locator);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return { left: box.x, right: width - box.x - box.width, width: box.width };
};

const TOLERANCE = 3;

/** The RTL element starts where the LTR one starts, mirrored: LTR left gap = RTL right gap. */
const expectSameStart = (ltr: Sides, rtl: Sides, what: string) => {
  expect(Math.abs(rtl.right - ltr.left), `${what}: start edge mirrored`).toBeLessThanOrEqual(
    TOLERANCE,
  );
};
/** The RTL element ends where the LTR one ends, mirrored: LTR right gap = RTL left gap. */
const expectSameEnd = (ltr: Sides, rtl: Sides, what: string) => {
  expect(Math.abs(rtl.left - ltr.right), `${what}: end edge mirrored`).toBeLessThanOrEqual(
    TOLERANCE,
  );
};
/** A box of the layout (not sized by its text): both edges mirror. */
const expectMirrored = (ltr: Sides, rtl: Sides, what: string) => {
  expectSameStart(ltr, rtl, what);
  expectSameEnd(ltr, rtl, what);
};

test.describe('right to left in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the search page: navbar, results and details mirror; screenshot', async ({ page }) => {
    const measure = async (locale: string) => {
      await openSearch(page, locale);
      return {
        brand: await sidesOf(page, page.locator('.navbar__brand')),
        account: await sidesOf(page, page.locator('.navbar__account')),
        filters: await sidesOf(page, page.locator('.search-layout__filters')),
        results: await sidesOf(page, page.locator('.search-layout__results')),
        details: await sidesOf(page, page.locator('.search-layout__details')),
        firstCard: await sidesOf(page, page.locator('.result-card').first()),
        heading: await sidesOf(page, page.locator('.search-layout__details h2').first()),
      };
    };
    const ltr = await measure('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const rtl = await measure('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The brand at the left edge in English, at the right edge in Arabic; the account the other way.
    expect(ltr.brand.left).toBeLessThan(ltr.brand.right);
    expect(rtl.brand.right).toBeLessThan(rtl.brand.left);
    expectSameStart(ltr.brand, rtl.brand, 'navbar brand');
    expectSameEnd(ltr.account, rtl.account, 'navbar account tools');
    // Filters, results and details: the columns swap sides.
    expect(ltr.results.left).toBeLessThan(ltr.details.left);
    expect(rtl.details.left).toBeLessThan(rtl.results.left);
    expectMirrored(ltr.filters, rtl.filters, 'filters column');
    expectMirrored(ltr.results, rtl.results, 'results column');
    expectMirrored(ltr.details, rtl.details, 'details pane');
    expectMirrored(ltr.firstCard, rtl.firstCard, 'first result card');
    expectSameStart(ltr.heading, rtl.heading, "details pane's heading");

    // The selected card's marker stripe is on its start side.
    const stripe = () =>
      page
        .locator('.result-card--selected')
        .evaluate((card) => getComputedStyle(card).boxShadow.match(/(-?\d+)px 0px 0px/)?.[1]);
    expect(Number(await stripe())).toBeLessThan(0);

    await page.screenshot({ path: `${DOCS_DIR}/rtl-search-ar.png` });
  });

  test('the offer and offer letter pages mirror; screenshot', async ({ page }) => {
    await signIn(page, undefined, '/careers/offers');
    const measureOffer = async (locale: string) => {
      await openOffer(page, locale);
      const card = page.locator('.card-list .card').first();
      return {
        brand: await sidesOf(page, page.locator('.navbar__brand')),
        back: await sidesOf(page, page.locator('.back-link')),
        heading: await sidesOf(page, page.getByRole('heading', { level: 1 })),
        card: await sidesOf(page, card),
        tag: await sidesOf(page, card.locator('.tag')),
        start: await sidesOf(page, card.locator('.button--primary')),
      };
    };
    const measureLetter = async (locale: string) => {
      await openOfferLetter(page, locale);
      const actions = page.locator('.offer-step__actions');
      return {
        back: await sidesOf(page, page.locator('.back-link')),
        step: await sidesOf(page, page.locator('.offer-step').first()),
        submit: await sidesOf(page, actions.locator('.button--primary')),
        decline: await sidesOf(page, actions.locator('.button:not(.button--primary)')),
      };
    };
    const ltrOffer = await measureOffer('en');
    const rtlOffer = await measureOffer('ar');
    expect(rtlOffer.brand.right).toBeLessThan(rtlOffer.brand.left);
    expectSameStart(ltrOffer.brand, rtlOffer.brand, 'navbar brand');
    expectSameStart(ltrOffer.heading, rtlOffer.heading, 'heading');
    expectSameStart(ltrOffer.back, rtlOffer.back, 'back link');
    expectMirrored(ltrOffer.card, rtlOffer.card, 'offer letter card');
    expectSameStart(ltrOffer.tag, rtlOffer.tag, 'action required tag');
    expectSameStart(ltrOffer.start, rtlOffer.start, 'Start button');
    expect(ltrOffer.start.left).toBeLessThan(ltrOffer.start.right);
    expect(rtlOffer.start.right).toBeLessThan(rtlOffer.start.left);

    const ltrLetter = await measureLetter('en');
    const rtlLetter = await measureLetter('ar');
    expectSameStart(ltrLetter.back, rtlLetter.back, 'back link');
    expectMirrored(ltrLetter.step, rtlLetter.step, 'first step card');
    // The actions sit at the end: right in English, left in Arabic, the primary one last.
    expectSameEnd(ltrLetter.submit, rtlLetter.submit, 'Submit signed offer button');
    expect(ltrLetter.decline.left).toBeLessThan(ltrLetter.submit.left);
    expect(rtlLetter.submit.left).toBeLessThan(rtlLetter.decline.left);
    await page.screenshot({ path: `${DOCS_DIR}/rtl-offer-letter-ar.png` });
  });
});

/**
 * What does not fit at this width: a page wider than the screen, buttons or cards whose text
 * runs past their edges, and check boxes or radio buttons squeezed by a long label beside them.
 */
const overflows = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const boxes = document.querySelectorAll<HTMLElement>(
      'button, a.button, .card, .result-card, .offer-card, .notification-card, .position-details',
    );
    boxes.forEach((element) => {
      // Hidden, or visually hidden for screen readers only (1 px wide, clipped).
      if (!element.checkVisibility() || element.getBoundingClientRect().width <= 1) return;
      if (element.scrollWidth > element.clientWidth + 1) {
        const text = (element.innerText || element.getAttribute('aria-label') || '').trim();
        const name = `<${element.tagName.toLowerCase()} class="${element.className}">`;
        found.push(
          `${name} "${text.slice(0, 60)}": ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    });
    document
      .querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
      .forEach((input) => {
        const { width, height } = input.getBoundingClientRect();
        if (input.checkVisibility() && width > 1 && Math.abs(width - height) > 1) {
          const label = input.labels?.[0]?.innerText.trim() ?? input.name;
          found.push(`${input.type} "${label.slice(0, 60)}" squeezed: ${width} × ${height}`);
        }
      });
    return found;
  });

test.describe('German on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('search and job pages fit 375 px', async ({ page }) => {
    await page.goto(inLocale('/careers/search', 'de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('.result-card').first()).toBeVisible();
    await expect(page.locator('.search-toolbar__count')).not.toBeEmpty();
    expect(await overflows(page), 'search page').toEqual([]);
    await openJob(page, await firstJobPath(page), 'de');
    expect(await overflows(page), 'job page').toEqual([]);
  });

  test('offers and settings pages fit 375 px', async ({ page }) => {
    await signIn(page, undefined, '/careers/offers');
    await openOffers(page, 'de');
    expect(await overflows(page), 'offers page').toEqual([]);
    await page.goto(inLocale('/careers/settings', 'de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main form').first()).toBeVisible();
    expect(await overflows(page), 'settings page').toEqual([]);
  });
});

test.describe('axe in Arabic and Japanese', () => {
  for (const locale of ['ar', 'ja'] as const) {
    test(`search page and offer page in ${locale}`, async ({ page }) => {
      await openSearch(page, locale);
      await expectNoAxeViolations(page);
      await signIn(page, undefined, '/careers/offers');
      await openOffer(page, locale);
      await expectNoAxeViolations(page);
    });
  }
});
