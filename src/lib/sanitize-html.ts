export type Sanitizer = (html: string) => string;

/** `general` for HTML from the server (job descriptions, offers); `branding` previews employer HTML. */
export type SanitizerKind = 'general' | 'branding';

const loaded = new Map<SanitizerKind, Sanitizer>();

/** The sanitizer once loaded; DOMPurify stays out of the first-render bundle. */
export const getLoadedSanitizer = (kind: SanitizerKind = 'general'): Sanitizer | undefined =>
  loaded.get(kind);

const createSanitizer = async (kind: SanitizerKind): Promise<Sanitizer> => {
  if (kind === 'branding') return (await import('./branding-sanitizer')).createBrandingSanitizer();
  const { default: DOMPurify } = await import('dompurify');
  // Style attributes go too: the page's CSP refuses inline styles, so they would only be reported.
  return (html) =>
    DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_ATTR: ['style'],
    });
};

/** The only way HTML from configuration or the server reaches the page: DOMPurify. */
export const loadSanitizer = async (kind: SanitizerKind = 'general'): Promise<Sanitizer> => {
  const existing = loaded.get(kind);
  if (existing) return existing;
  const sanitize = await createSanitizer(kind);
  loaded.set(kind, sanitize);
  return sanitize;
};
