import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { components } from '../../../generated/server/pcsx';
import type { PositionFullRecord } from '../db/repositories/positions';
import {
  FIRST_PAINT_SCREENS,
  reservedSegments,
  SCREENS,
  type FirstPaintKind,
  type Screen,
} from '../../../src/shared/screens';
import { msg, SOURCE_LOCALE, translatorFor } from '../i18n/messages';
import { locationsLabel } from '../../../src/shared/location-label';
import { JobCard, type JobCardTranslate } from '../../../src/shared/job-card';
import { escapeHtml, htmlToText } from '../lib/html';
import { appMessage } from './app-messages';

type PositionSummary = components['schemas']['PositionSummary'];

export type FirstPaintRoute = FirstPaintKind;

/** First segments under `/careers` that are not search routes (`/careers/:query?/:location?`). */
export const RESERVED_SEGMENTS: ReadonlySet<string> = reservedSegments();

/** Which first-paint route a page path is, and the job id for job pages. */
export interface FirstPaintMatch {
  route: FirstPaintRoute;
  /** The job of a job page. */
  positionId: number | null;
  /** A search page's path values (`/careers/:query/:location`), as they appear in the path. */
  pathValues: { query?: string; location?: string };
}

/** Which first-paint route a page path is, with the job of a job page or a search's words. */
export const firstPaintRouteOf = (
  path: string,
  search: URLSearchParams,
): FirstPaintMatch | null => {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'careers' || segments.length > 3) return null;
  const [, first, second] = segments;
  if (first === 'job') {
    const raw = second === 'private' ? search.get('pid') : (second ?? null);
    const positionId = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return { route: 'job', positionId, pathValues: {} };
  }
  if (first === undefined || first === 'search') {
    return { route: 'search', positionId: null, pathValues: {} };
  }
  if (!RESERVED_SEGMENTS.has(first)) {
    return {
      route: 'search',
      positionId: null,
      pathValues: { query: first, ...(second === undefined ? {} : { location: second }) },
    };
  }
  return null;
};

/**
 * The manifest keys of what a screen's first render needs besides the entry: its component, its
 * data loader and its messages in the page's language (another locale's list of catalogues, named
 * by the `localeCatalogues` plugin of vite.config.ts, and common messages too: the English common
 * messages are in the entry), which the router requests side by side.
 */
export const routeChunkKeys = (
  route: FirstPaintRoute,
  locale: string = SOURCE_LOCALE,
): string[] => {
  const { module, loader, namespaces }: Screen = SCREENS[FIRST_PAINT_SCREENS[route]];
  const catalogue = (namespace: string) => `src/i18n/locales/${locale}/${namespace}.json?lingui`;
  return [
    `src/${module}.tsx`,
    ...(loader ? [`src/${loader}.ts`] : []),
    ...(locale === SOURCE_LOCALE
      ? []
      : [`virtual:locale-catalogues/${locale}`, catalogue('common')]),
    ...namespaces.map(catalogue),
  ];
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * What a page links besides the template's entry: the styles its first paint is drawn in, and
 * the app's modules (the start module, the route's screen, loader and messages) to fetch early.
 */
export interface PagePreloads {
  /** Stylesheet links, for the head: the first paint waits for them. */
  readonly styles: string;
  /** Modulepreload links for the app's code. */
  readonly scripts: string;
}

const NO_PRELOADS: PagePreloads = { styles: '', scripts: '' };

/**
 * The links of `PagePreloads`, read from Vite's manifest and kept until the build changes, so
 * the browser does not wait for the app's JS to discover the code and styles a page needs.
 */
export class RoutePreloads {
  private cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | null = null;
  private readonly preloads = new Map<string, PagePreloads>();

  constructor(private readonly distDir: string) {}

  /** For a first-paint route's page, or (`null`) any other page: the app's start alone. */
  async linksFor(
    route: FirstPaintRoute | null,
    locale: string = SOURCE_LOCALE,
  ): Promise<PagePreloads> {
    const file = join(this.distDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
        const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
        this.cached = { mtimeMs, manifest };
        this.preloads.clear();
      }
      const key = `${route ?? ''}/${locale}`;
      let preloads = this.preloads.get(key);
      if (preloads === undefined) {
        preloads = RoutePreloads.build(this.cached.manifest, route, locale);
        this.preloads.set(key, preloads);
      }
      return preloads;
    } catch {
      return NO_PRELOADS;
    }
  }

  private static build(
    manifest: Record<string, ManifestChunk>,
    route: FirstPaintRoute | null,
    locale: string,
  ): PagePreloads {
    const collect = (key: string, into: Set<string>, css: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach((imported) => collect(imported, into, css));
    };
    // The template links the entry, what it imports and the app's styles (see `vite.config.ts`).
    const templateFiles = new Set<string>();
    const templateCss = new Set<string>();
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (entryKey) collect(entryKey, templateFiles, templateCss);
    // The entry's one dynamic import is the app's start, which it loads once the page has painted.
    const startFiles = new Set<string>();
    (entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []).forEach((key) =>
      collect(key, startFiles, templateCss),
    );
    const files = new Set([...startFiles].filter((file) => !templateFiles.has(file)));
    const css = new Set<string>();
    (route ? routeChunkKeys(route, locale) : []).forEach((key) => collect(key, files, css));
    return {
      styles: [...css]
        .filter((file) => !templateCss.has(file))
        .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`)
        .join(''),
      scripts: [...files]
        .filter((file) => !templateFiles.has(file))
        .map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`)
        .join(''),
    };
  }
}

/** The first paragraph of a description as plain text (the app renders the sanitized HTML). */
const firstParagraph = (html: string): string => {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  return htmlToText(paragraph ?? html).slice(0, 600);
};

/** A description's own opening heading ("About the role"), perhaps inside a wrapper. */
const OPENING_HEADING =
  /^\s*(?:<(?:div|section|article|header)\b[^>]*>\s*)*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i;

/**
 * The heading over the description's first paragraph: the description's own when it opens with
 * one, as the app's job page shows it, else ours.
 */
const descriptionHeading = (html: string, ours: string): string => {
  const own = OPENING_HEADING.exec(html)?.[1];
  return own === undefined ? ours : htmlToText(own);
};

/**
 * The first results as the app's results list draws them (`results-list.tsx`), with the same
 * card (`src/shared/job-card.ts`) in the page's words: real links to each job, so they work
 * before the app has started, in the markup the app then renders in their place.
 */
const renderResultCards = (
  positions: readonly PositionSummary[],
  locale: string,
  linkSearch: string,
): string => {
  const t: JobCardTranslate = (id, values) => appMessage(locale, id, values);
  const cards = renderToStaticMarkup(
    createElement(
      'ol',
      { className: 'results-list' },
      positions.map((position) =>
        createElement(
          'li',
          { key: position.id },
          createElement(JobCard, { position, href: position.positionUrl + linkSearch, t, locale }),
        ),
      ),
    ),
  );
  // The app's columns, empty but for the results, so the cards take the width they will keep.
  return `<div class="search-layout"><div class="search-layout__filters"></div><div class="search-layout__results">${cards}</div><div class="search-layout__details"></div></div>`;
};

/** What the page shows besides the brand: the job of a job page, a search page's first results. */
export interface FirstPaintContent {
  position?: PositionFullRecord | undefined;
  results?: readonly PositionSummary[] | undefined;
  /** The page's `hl`, kept in the links as the app keeps it; null without one. */
  hl?: string | null;
}

/**
 * Static markup shown while the app loads, in the app's own classes: the brand and the page's
 * heading, with a job's opening lines or the first results, so the page's content paints before
 * any script has run. The app replaces it on its first render. Every value is escaped; no stored
 * HTML is copied.
 */
export const renderFirstPaint = (
  route: FirstPaintRoute,
  companyName: string,
  locale: string,
  { position, results, hl = null }: FirstPaintContent = {},
): string => {
  const t = translatorFor(locale);
  const header = `<header class="navbar"><a class="navbar__brand" href="/careers">${escapeHtml(t(msg('server.firstPaint.brand', { company: companyName })))}</a></header>`;
  const linkSearch = hl === null ? '' : `?${new URLSearchParams({ hl }).toString()}`;
  const content =
    route === 'search'
      ? `<div class="search-page"><h1>${escapeHtml(t('server.firstPaint.searchHeading'))}</h1>${results && results.length > 0 ? renderResultCards(results, locale, linkSearch) : ''}</div>`
      : position
        ? `<div class="job-page"><article class="position-details"><h1 class="position-details__title" lang="${escapeHtml(position.language)}">${escapeHtml(position.name)}</h1><p class="muted">${escapeHtml(locationsLabel(position.standardizedLocations, locale))}</p><h2>${escapeHtml(descriptionHeading(position.jobDescription, t('server.firstPaint.aboutJob')))}</h2><div class="job-description" lang="${escapeHtml(position.language)}"><p>${escapeHtml(firstParagraph(position.jobDescription))}</p></div></article></div>`
        : '';
  return `<div class="app">${header}<main class="page">${content}</main></div>`;
};
