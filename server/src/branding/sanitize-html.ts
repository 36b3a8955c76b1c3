import type { DOMPurify } from 'dompurify';

/**
 * Employer HTML (banners, footer) as pages may show it: formatting, lists, headings, links and
 * images kept; scripts, styles, event handlers, frames, forms and `javascript:` URLs dropped.
 * DOMPurify runs over a jsdom window, loaded on the first use only: most server starts never
 * sanitise anything.
 */

const ALLOWED_TAGS = [
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
];

const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'lang'];

/** http, https and mailto URLs, and relative ones: anything without a scheme. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Images come from this site (a path, not `//host`) or are inline raster data. */
const ALLOWED_IMAGE_SOURCE = /^(?:\/(?!\/)|data:image\/(?:png|jpeg|gif|webp);base64,)/i;

/** What the hook below touches of a DOM element (the server is compiled without DOM types). */
interface SanitizedElement {
  nodeName: string;
  getAttribute: (name: string) => string | null;
  hasAttribute: (name: string) => boolean;
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
}

const isElement = (node: unknown): node is SanitizedElement =>
  typeof node === 'object' && node !== null && 'getAttribute' in node;

let purifier: Promise<DOMPurify> | null = null;

const createPurifier = async (): Promise<DOMPurify> => {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!isElement(node)) return;
    if (node.nodeName === 'IMG') {
      const source = node.getAttribute('src') ?? '';
      if (!ALLOWED_IMAGE_SOURCE.test(source.trim())) node.removeAttribute('src');
    }
    if (node.nodeName === 'A' && node.hasAttribute('target')) {
      // A new tab must not get a handle on this page.
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
  });
  return purify;
};

export const sanitizeBrandingHtml = async (html: string): Promise<string> => {
  purifier ??= createPurifier();
  const purify = await purifier;
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
};
