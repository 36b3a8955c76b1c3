import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * What a page shows that no catalogue (nor `Intl`) put there: English left on a translated page.
 *
 * Text the server sends as content (job titles, descriptions, people's and places' names, skills)
 * is taken out first; values the page must translate, though they come as data (employment
 * types, hiring stages, statuses, time zones, form titles), are not, so a page that shows them
 * raw fails. What is left must be in the page's language.
 */

/**
 * Proper nouns the page may show in any language: the employer, products, and the skills a form
 * suggests (skills are named as the trade names them).
 */
export const ALLOWED_PROPER_NOUNS: readonly string[] = [
  'Northwind Labs',
  'LinkedIn',
  'PDF',
  'Communication',
  'Teamwork',
  'Project management',
  'Customer service',
];

/** Keys whose values the page shows through its catalogues: labels, not content. */
const LABEL_KEYS: ReadonlySet<string> = new Set([
  'employmentType',
  'employment_type',
  'stage',
  'status',
  'timezone',
]);

/** In an object that has the first key, the others are labels too (a form's texts are its schema's). */
const LABELS_BESIDE: readonly (readonly [string, readonly string[]])[] = [
  ['schemaName', ['title', 'description']],
  ['greeting', ['title', 'greeting']],
];

/** Search filters whose options are fixed labels: their values are never shown as they are. */
const LABELLED_FILTERS: ReadonlySet<string> = new Set([
  'employment_type',
  'seniority',
  'roletype',
  'work_location_option',
  'posted_within',
]);

/**
 * Keys of text the server writes in the request's language (filter names, option labels,
 * messages): content for the pseudo-locale, which the server does not speak, and checked like the
 * page's own text in a real language.
 */
const SERVER_WORDED_KEYS: ReadonlySet<string> = new Set(['label', 'message']);

// Right-to-left pages set embedded text apart with invisible direction marks.
const withoutDirectionMarks = (text: string) =>
  text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** The server's content, as a page shows it: HTML as the text between its tags. */
const addContent = (
  value: unknown,
  into: Set<string>,
  isPseudo: boolean,
  skipped: ReadonlySet<string> = new Set(),
): void => {
  if (typeof value === 'string') {
    value
      .split(/<[^>]*>/)
      .map((text) => withoutDirectionMarks(text.replace(/&amp;/g, '&')).trim())
      .filter(Boolean)
      .forEach((text) => into.add(text));
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item) => addContent(item, into, isPseudo, skipped));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const labels = new Set([...LABEL_KEYS, ...skipped]);
  const isLabelledFilter = 'name' in value && LABELLED_FILTERS.has(String(value.name));
  for (const [marker, keys] of LABELS_BESIDE) {
    if (marker in value) keys.forEach((key) => labels.add(key));
  }
  if (!isPseudo) SERVER_WORDED_KEYS.forEach((key) => labels.add(key));
  Object.entries(value).forEach(([key, item]) => {
    if (labels.has(key)) return;
    const childSkipped = isLabelledFilter && key === 'options' ? new Set(['value']) : undefined;
    addContent(item, into, isPseudo, childSkipped);
  });
};

/** The data the server writes into a page: the boot data and the first paint's data. */
const INLINE_DATA: readonly RegExp[] = [
  /<script type="application\/json" id="pcsx-boot"[^>]*>([\s\S]*?)<\/script>/,
  /<code id="pcsx-data"[^>]*>([\s\S]*?)<\/code>/,
];

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The inline data of a page's HTML, as values. */
const inlineDataOf = (html: string): unknown[] =>
  INLINE_DATA.flatMap((pattern) => {
    const text = pattern.exec(html)?.[1];
    if (!text) return [];
    try {
      const data: unknown = JSON.parse(
        text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity),
      );
      return [data];
    } catch {
      return [];
    }
  });

/**
 * Collects the content of every API answer and of the data written into each page from now on;
 * `settled()` waits for the answers already received to be read.
 */
export const watchServerContent = async (page: Page, locale: string) => {
  const isPseudo = locale === 'en-XA';
  const content = new Set<string>();
  const reading: Promise<void>[] = [];
  const add = (data: unknown) => {
    addContent(data, content, isPseudo);
    const user = (data as { user?: { firstname?: string; lastname?: string } } | null)?.user;
    // The avatar shows the candidate's initials.
    if (user?.firstname && user.lastname) content.add(`${user.firstname[0]}${user.lastname[0]}`);
  };
  page.on('response', (response) => {
    const isPage = response.request().resourceType() === 'document';
    if (!isPage && !response.url().includes('/api/pcsx/')) return;
    reading.push(
      (isPage
        ? response.text().then((html) => inlineDataOf(html).forEach(add))
        : response.json().then(add)
      ).catch(() => undefined),
    );
  });
  // Each answer is read before the page gets it, so nothing the page shows is read too late.
  await page.route('**/api/pcsx/**', async (route) => {
    const response = await route.fetch();
    if ((response.headers()['content-type'] ?? '').includes('json')) add(await response.json());
    await route.fulfill({ response });
  });
  return {
    content,
    settled: async () => {
      await Promise.all(reading);
      // The inline data as the page holds it too, in case its HTML came from the cache.
      const inline = await page.evaluate(() =>
        ['pcsx-boot', 'pcsx-data'].map((id) => document.getElementById(id)?.textContent ?? ''),
      );
      inline.forEach((text) => {
        try {
          add(JSON.parse(text) as unknown);
        } catch {
          // Not on this page.
        }
      });
    },
  };
};

/** Waits until the page shows its content: its heading, nothing loading or busy. */
export const waitForSettledPage = async (page: Page): Promise<void> => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
};

/** Every text a person reads or hears on the page: text nodes and accessible-name attributes. */
const readableTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text that is not rendered (display: none, hidden) is read by nobody; a PDF's text layer
      // is the employer's document.
      if (
        !parent?.checkVisibility() ||
        parent.closest('script, style, template, .pdf-viewer__text')
      )
        continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    document
      .querySelectorAll('[aria-label], [placeholder], [title], img[alt]')
      .forEach((element) => {
        if (!element.checkVisibility()) return;
        ['aria-label', 'placeholder', 'title', 'alt'].forEach((name) => {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        });
      });
    return texts;
  });

/**
 * What `Intl` writes in the page's language: the city and country of each place the server sends
 * ("Tokyo, 13, JP"), month and weekday names, relative times, list words and time zone names. In
 * the pseudo-locale these are English, as the browser has no pseudo-locale.
 */
const intlTexts = (page: Page, content: readonly string[]) =>
  page.evaluate((places) => {
    const lang = document.documentElement.lang;
    const texts = new Set<string>();
    const countries = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' });
    places.forEach((place) => {
      const parts = /^(.+), [^,]+, ([A-Z]{2})$/.exec(place);
      const country = parts?.[2] ? countries.of(parts[2]) : undefined;
      if (parts?.[1] && country) texts.add(parts[1]).add(country);
    });
    const year = 2026;
    for (let month = 0; month < 12; month += 1) {
      for (const style of ['long', 'short'] as const) {
        texts.add(new Intl.DateTimeFormat(lang, { month: style }).format(new Date(year, month, 9)));
      }
    }
    for (let day = 1; day <= 7; day += 1) {
      for (const style of ['long', 'short'] as const) {
        texts.add(new Intl.DateTimeFormat(lang, { weekday: style }).format(new Date(year, 1, day)));
      }
    }
    const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'always', style: 'long' });
    const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
    units.forEach((unit) =>
      [-2, -1, 1, 2].forEach((value) =>
        relative
          .formatToParts(value, unit)
          .forEach((part) => part.type === 'literal' && texts.add(part.value.trim())),
      ),
    );
    for (const type of ['conjunction', 'disjunction'] as const) {
      for (const items of [
        ['x', 'y'],
        ['x', 'y', 'z'],
      ]) {
        new Intl.ListFormat(lang, { type })
          .formatToParts(items)
          .forEach(
            (part) => part.type === 'literal' && texts.add(part.value.replace(/,/g, '').trim()),
          );
      }
    }
    Intl.supportedValuesOf('timeZone').forEach((timeZone) => {
      [new Date(year, 0, 15), new Date(year, 6, 15)].forEach((at) => {
        const name = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'long' })
          .formatToParts(at)
          .find((part) => part.type === 'timeZoneName')?.value;
        if (name) texts.add(name);
      });
    });
    texts.delete('');
    return [...texts];
  }, content);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Takes each known text out of `text` where it stands as whole words. */
const withoutKnownTexts = (text: string, known: readonly string[]): string =>
  known.reduce(
    (rest, value) =>
      rest.includes(value)
        ? rest.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(value)}(?![\\p{L}])`, 'gu'), ' ')
        : rest,
    text,
  );

const wordsOf = (text: string): string[] =>
  (text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).map((word) => word.toLowerCase());

const CLIENT_LOCALES = join(process.cwd(), 'src', 'i18n', 'locales');
const SERVER_LOCALES = join(process.cwd(), 'server', 'src', 'i18n', 'locales');

const messagesIn = (file: string): string[] =>
  Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);

/** Every word of a locale's catalogues: the app's and the server's. */
const catalogueWords = (locale: string): Set<string> => {
  const files = [
    ...readdirSync(join(CLIENT_LOCALES, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(CLIENT_LOCALES, locale, file)),
    join(SERVER_LOCALES, `${locale}.json`),
  ];
  return new Set(files.flatMap(messagesIn).flatMap(wordsOf));
};

/**
 * The words of the English interface a page in `locale` must not show: every word of the English
 * catalogues, the app's and the server's (three letters or more), that the locale's own
 * catalogues never use. Words both languages write ("Name", "Job", "Status" in German;
 * placeholder names) are left out.
 */
export const englishOnlyWords = (locale: string): Set<string> => {
  const local = catalogueWords(locale);
  return new Set([...catalogueWords('en')].filter((word) => word.length >= 3 && !local.has(word)));
};

/**
 * The texts of the page, as it is now, that are not in its language. In the pseudo-locale every
 * catalogue letter is accented, so any plain word of two letters or more is untranslated; in a
 * real language, a word only the English interface uses is.
 */
export const untranslatedTexts = async (
  page: Page,
  locale: string,
  content: ReadonlySet<string>,
): Promise<string[]> => {
  const known = [
    ...content,
    ...(await intlTexts(page, [...content])),
    ...ALLOWED_PROPER_NOUNS,
    locale,
  ].sort((a, b) => b.length - a.length);
  const englishWords = locale === 'en-XA' ? null : englishOnlyWords(locale);
  return (await readableTexts(page)).map(withoutDirectionMarks).filter((text) => {
    // File types (".pdf", ".docx") are codes in every language.
    const rest = withoutKnownTexts(text, known).replace(/(?<![\p{L}])\.[a-z0-9]{2,5}\b/gu, ' ');
    if (englishWords === null) return /[A-Za-z]{2,}/.test(rest);
    return wordsOf(rest).some((word) => englishWords.has(word));
  });
};
