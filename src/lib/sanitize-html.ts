export type Sanitizer = (html: string) => string;

let sanitizer: Sanitizer | undefined;

/** The sanitizer once loaded; DOMPurify stays out of the first-render bundle. */
export const getLoadedSanitizer = (): Sanitizer | undefined => sanitizer;

/** The only way HTML from configuration or the server reaches the page: DOMPurify. */
export const loadSanitizer = async (): Promise<Sanitizer> => {
  if (sanitizer) return sanitizer;
  const { default: DOMPurify } = await import('dompurify');
  const sanitize: Sanitizer = (html) =>
    DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  sanitizer = sanitize;
  return sanitize;
};
