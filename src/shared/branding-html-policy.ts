/**
 * What employer HTML (banners, footer) may contain, one policy for the server that stores it and
 * the admin screen that previews it: formatting, lists, headings, links and images kept; scripts,
 * styles, event handlers, frames, forms and `javascript:` URLs dropped. Pure: the reference server
 * compiles this module too.
 */
export const BRANDING_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'code',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'lang'],
  /** http, https and mailto URLs, and relative ones: anything without a scheme. */
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
};

const SITE_ORIGIN = 'https://site.invalid';
/** A new tab must not get a handle on this page. */
const NEW_TAB_REL = ['noopener', 'noreferrer'].join(' ');
const INLINE_RASTER_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,/i;

/** A URL that stays on this site once a browser resolves it (`/\host` and `//host` do not). */
export const isSameSiteUrl = (value: string): boolean => {
  try {
    return new URL(value, `${SITE_ORIGIN}/careers/`).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
};

/** Images come from this site or are inline raster data. */
const isAllowedImageSource = (source: string): boolean =>
  INLINE_RASTER_IMAGE.test(source) || (source !== '' && isSameSiteUrl(source));

/** What the rule below touches of a DOM element (the server is compiled without DOM types). */
export interface PolicyElement {
  nodeName: string;
  getAttribute: (name: string) => string | null;
  hasAttribute: (name: string) => boolean;
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
}

const isPolicyElement = (node: unknown): node is PolicyElement =>
  typeof node === 'object' && node !== null && 'getAttribute' in node;

/** DOMPurify's `afterSanitizeAttributes` hook of the policy. */
export const enforceBrandingHtmlRules = (node: unknown): void => {
  if (!isPolicyElement(node)) return;
  if (node.nodeName === 'IMG' && !isAllowedImageSource((node.getAttribute('src') ?? '').trim())) {
    node.removeAttribute('src');
  }
  if (node.nodeName === 'A' && node.hasAttribute('target')) {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
    else node.removeAttribute('target');
  }
};
