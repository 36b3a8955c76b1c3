import DOMPurify from 'dompurify';
import { BRANDING_HTML_CONFIG, enforceBrandingHtmlRules } from '../shared/branding-html-policy';

/** Employer HTML by the policy the server stores it by; its own DOMPurify instance and hook. */
export const createBrandingSanitizer = (): ((html: string) => string) => {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', enforceBrandingHtmlRules);
  return (html) => purify.sanitize(html, BRANDING_HTML_CONFIG);
};
