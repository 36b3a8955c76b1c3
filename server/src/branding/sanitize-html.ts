import type { DOMPurify } from 'dompurify';
import {
  BRANDING_HTML_CONFIG,
  enforceBrandingHtmlRules,
} from '../../../src/shared/branding-html-policy';

/**
 * Employer HTML (banners, footer) as pages may show it, by the policy the admin screen previews
 * with. DOMPurify runs over a jsdom window, loaded on the first use only: most server starts
 * never sanitise anything.
 */
let purifier: Promise<DOMPurify> | null = null;

const createPurifier = async (): Promise<DOMPurify> => {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', enforceBrandingHtmlRules);
  return purify;
};

export const sanitizeBrandingHtml = async (html: string): Promise<string> => {
  purifier ??= createPurifier();
  const purify = await purifier;
  return purify.sanitize(html, BRANDING_HTML_CONFIG);
};
