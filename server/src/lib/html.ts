const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Plain text of trusted, server-generated HTML (for indexing), entities decoded. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) =>
      entity === '&amp;'
        ? '&'
        : entity === '&lt;'
          ? '<'
          : entity === '&gt;'
            ? '>'
            : entity === '&quot;'
              ? '"'
              : "'",
    )
    .replace(/\s+/g, ' ')
    .trim();

/** JSON for a `<script type="application/json">` block: `<` escaped so no tag can close it. */
export const jsonForScriptTag = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
