import { escapeHtml } from '../lib/html';

/** Search engines accept at most 50,000 URLs per sitemap file. */
export const SITEMAP_LIMIT = 50_000;

export const renderSitemap = (origin: string, positionIds: readonly number[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...positionIds.map(
      (id) => `<url><loc>${escapeHtml(`${origin}/careers/job/${id}`)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
