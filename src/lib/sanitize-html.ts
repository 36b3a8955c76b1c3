import DOMPurify from 'dompurify';

/** The only way HTML from configuration or the server reaches the page. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
