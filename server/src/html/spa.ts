import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { components } from '../../../generated/server/pcsx';
import { escapeHtml, jsonForScriptTag } from '../lib/html';
import { themeCssText, themeValueOf } from '../../../src/shared/theme-tokens';
import { SOURCE_LOCALE, translatorFor } from '../i18n/messages';
import { directionOf } from '../i18n/request-locale';
import { pageDataOf } from '../site';

type BootData = components['schemas']['BootData'];

/** The build's built-in theme in the page template (see `vite.config.ts`). */
const THEME_STYLE = /<style id="pcsx-theme">[^<]*<\/style>/;
/** The template's root element, title and description, which carry the page's language. */
const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /(<meta name="description" content=")[^"]*("[^>]*>)/i;

/** The root element's attributes other than `lang` and `dir`, which the page's language sets. */
const otherAttributesOf = (htmlTag: string): string =>
  htmlTag
    .replace(/^<html\b/i, '')
    .replace(/>$/, '')
    .replace(/\s(?:lang|dir)="[^"]*"/gi, '');

/** The element whose links the app's entry adds to the head once the page has painted. */
export const AFTER_PAINT_TEMPLATE_ID = 'pcsx-after-paint';

/** Hashed build output never changes under the same name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The built app: its static files and its `index.html`, into which every page answer injects
 * the CSRF token, the boot data and the site configuration block third-party clients read.
 */
export class SpaFiles {
  private template: { html: string; mtimeMs: number } | null = null;
  readonly root: string;

  constructor(distDir: string) {
    this.root = resolve(distDir);
  }

  /** A file of the build to serve as is, or null (then the path is an app route). */
  async staticFile(urlPath: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded === '/' || decoded.endsWith('/') || decoded.includes('\0')) return null;
    const file = resolve(this.root, `.${decoded}`);
    if (!file.startsWith(this.root + sep) || file === join(this.root, 'index.html')) return null;
    try {
      return (await stat(file)).isFile() ? file.slice(this.root.length + 1) : null;
    } catch {
      return null;
    }
  }

  /** The page template, re-read when the build changes; null when the app is not built. */
  private async indexHtml(): Promise<string | null> {
    const file = join(this.root, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (!this.template || this.template.mtimeMs !== mtimeMs) {
        this.template = { html: await readFile(file, 'utf8'), mtimeMs };
      }
      return this.template.html;
    } catch {
      return null;
    }
  }

  /**
   * The page for one visitor. `firstPaint` is trusted markup (escaped by its maker) shown in the
   * app's root until the app renders; `preloads` are link tags for the head; `afterPaintPreloads`
   * are link tags the entry adds once the page has painted (`AFTER_PAINT_TEMPLATE_ID`);
   * `headScripts` are the addresses of the employer's scripts for this page (same origin).
   * The published theme is inlined as CSS custom properties, so the first paint is already
   * in the employer's colours: it replaces the built-in theme the build put in the template's
   * `<style id="pcsx-theme">`, or joins the head when the template has none. The element carries
   * `styleNonce`, the one the answer's CSP allows: the policy admits no other inline style.
   * The page is in `locale`: the root element's `lang` and `dir`, its title and description.
   */
  async render(
    csrfToken: string,
    boot: BootData,
    styleNonce: string,
    {
      firstPaint = '',
      preloads = '',
      afterPaintPreloads = '',
      headScripts = [],
      locale = SOURCE_LOCALE,
    }: {
      firstPaint?: string;
      preloads?: string;
      afterPaintPreloads?: string;
      headScripts?: readonly string[];
      locale?: string;
    } = {},
  ): Promise<string | null> {
    const html = await this.indexHtml();
    if (html === null) return null;
    const { theme, pcsxConfig } = boot.configs;
    // Theme values are validated (hex colours, numbers, a restricted font list) before storing.
    const themeStyle = `<style id="pcsx-theme" nonce="${escapeHtml(styleNonce)}">${themeCssText(theme)}</style>`;
    const templateHasTheme = THEME_STYLE.test(html);
    const head =
      `<meta name="csrf-token" content="${escapeHtml(csrfToken)}">` +
      (templateHasTheme ? '' : themeStyle) +
      `<script type="application/json" id="pcsx-boot">${jsonForScriptTag(boot)}</script>` +
      headScripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('') +
      preloads +
      (afterPaintPreloads
        ? `<template id="${AFTER_PAINT_TEMPLATE_ID}">${afterPaintPreloads}</template>`
        : '');
    const pageData = pageDataOf({
      primary: pcsxConfig.primaryColor,
      navbarText: String(themeValueOf(theme, 'navbar', 'text')),
    });
    const data = `<code id="pcsx-data" hidden data-nosnippet>${escapeHtml(JSON.stringify(pageData))}</code>`;
    // Function replacers throughout: a replacement string would expand `$&`, `$'` and the like
    // written by a candidate (a name, a headline) into parts of the template.
    const t = translatorFor(locale);
    return html
      .replace(
        HTML_TAG,
        (tag) =>
          `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"${otherAttributesOf(tag)}>`,
      )
      .replace(TITLE, () => `<title>${escapeHtml(t('server.page.title'))}</title>`)
      .replace(
        DESCRIPTION,
        (_meta, start: string, end: string) =>
          `${start}${escapeHtml(t('server.page.description'))}${end}`,
      )
      .replace(THEME_STYLE, () => themeStyle)
      .replace(/<\/head>/i, () => `${head}</head>`)
      .replace(/<body[^>]*>/i, (body) => `${body}${data}`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${firstPaint}</div>`);
  }
}

export const APP_NOT_BUILT_MESSAGE =
  'The careers portal app is not built yet. Run `npx vite build` (or set PCSX_DIST to the build directory), then reload.';
