import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PositionFullRecord } from '../db/repositories/positions';
import type { FIRST_PAINT_SCREENS } from '../../../src/app/route-table';
import { reservedSegments, SCREEN_MODULES, SCREEN_NAMESPACES } from '../../../src/app/route-table';
import { msg, SOURCE_LOCALE, translatorFor } from '../i18n/messages';
import { escapeHtml, htmlToText } from '../lib/html';

export type FirstPaintRoute = (typeof FIRST_PAINT_SCREENS)[number];

/** First segments under `/careers` that are not search routes (`/careers/:query?/:location?`). */
export const RESERVED_SEGMENTS: ReadonlySet<string> = reservedSegments();

/** Which first-paint route a page path is, and the job id for job pages. */
export const firstPaintRouteOf = (
  path: string,
  search: URLSearchParams,
): { route: FirstPaintRoute; positionId: number | null } | null => {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'careers' || segments.length > 3) return null;
  const [, first, second] = segments;
  if (first === 'job') {
    const raw = second === 'private' ? search.get('pid') : (second ?? null);
    const positionId = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return { route: 'job', positionId };
  }
  if (first === undefined || first === 'search' || !RESERVED_SEGMENTS.has(first)) {
    return { route: 'search', positionId: null };
  }
  return null;
};

/**
 * The manifest keys of what a screen's first render needs besides the entry: its component, its
 * data loader and its messages in the page's language (another locale's index and common messages
 * too: the English common messages are in the entry), which the router requests side by side.
 */
export const routeChunkKeys = (
  route: FirstPaintRoute,
  locale: string = SOURCE_LOCALE,
): string[] => {
  const { module, loader } = SCREEN_MODULES[route];
  const catalogue = (namespace: string) => `src/i18n/locales/${locale}/${namespace}.json?lingui`;
  return [
    `src/${module}.tsx`,
    ...(loader ? [`src/${loader}.ts`] : []),
    ...(locale === SOURCE_LOCALE
      ? []
      : [`src/i18n/locales/${locale}/index.ts`, catalogue('common')]),
    ...SCREEN_NAMESPACES[route].map(catalogue),
  ];
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * What a page needs for its first paint, so the browser does not wait for the app's JS to
 * discover it: the route screen's chunks (modulepreload) and styles, read from Vite's manifest.
 */
export class RoutePreloads {
  private cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | null = null;
  private readonly links = new Map<string, string>();

  constructor(private readonly distDir: string) {}

  async linksFor(route: FirstPaintRoute, locale: string = SOURCE_LOCALE): Promise<string> {
    const file = join(this.distDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
        const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
        this.cached = { mtimeMs, manifest };
        this.links.clear();
      }
      const key = `${route}/${locale}`;
      let links = this.links.get(key);
      if (links === undefined) {
        links = RoutePreloads.build(this.cached.manifest, route, locale);
        this.links.set(key, links);
      }
      return links;
    } catch {
      return '';
    }
  }

  private static build(
    manifest: Record<string, ManifestChunk>,
    route: FirstPaintRoute,
    locale: string,
  ): string {
    const entryFiles = new Set<string>();
    const collect = (key: string, into: Set<string>, css: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach((imported) => collect(imported, into, css));
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (entryKey) collect(entryKey, entryFiles, new Set());
    const files = new Set<string>();
    const css = new Set<string>();
    routeChunkKeys(route, locale).forEach((key) => collect(key, files, css));
    return [
      ...[...css].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`),
      ...[...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`),
    ].join('');
  }
}

/** The first paragraph of a description as plain text (the app renders the sanitized HTML). */
const firstParagraph = (html: string): string => {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  return htmlToText(paragraph ?? html).slice(0, 600);
};

/**
 * Static markup shown while the app loads, in the app's own classes: the brand and the page's
 * heading (and a job's opening lines), so text paints before any script has run. The app
 * replaces it on its first render. Every value is escaped; no stored HTML is copied.
 */
export const renderFirstPaint = (
  route: FirstPaintRoute,
  companyName: string,
  position: PositionFullRecord | undefined,
  locale: string,
): string => {
  const t = translatorFor(locale);
  const header = `<header class="navbar"><a class="navbar__brand" href="/careers">${escapeHtml(t(msg('server.firstPaint.brand', { company: companyName })))}</a></header>`;
  const content =
    route === 'search'
      ? `<div class="search-page"><h1>${escapeHtml(t('server.firstPaint.searchHeading'))}</h1></div>`
      : position
        ? `<div class="job-page"><article class="position-details"><h1 class="position-details__title">${escapeHtml(position.name)}</h1><p class="muted">${escapeHtml(position.standardizedLocations.join(' | '))}</p><h2>${escapeHtml(t('server.firstPaint.aboutJob'))}</h2><div class="job-description"><p>${escapeHtml(firstParagraph(position.jobDescription))}</p></div></article></div>`
        : '';
  return `<div class="app">${header}<main class="page">${content}</main></div>`;
};
