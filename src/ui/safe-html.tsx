import { useEffect, useMemo, useState } from 'react';
import {
  getLoadedSanitizer,
  loadSanitizer,
  type Sanitizer,
  type SanitizerKind,
} from '../lib/sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
  /** The policy: `branding` shows employer HTML exactly as the server will store it. */
  policy?: SanitizerKind;
  /** BCP 47 language of the HTML, when it is not the page's. */
  lang?: string | undefined;
}

/** The sanitizer, loading it on first use; undefined until it has loaded. */
export const useSanitizer = (kind: SanitizerKind = 'general'): Sanitizer | undefined => {
  const [sanitize, setSanitize] = useState<Sanitizer | undefined>(() => getLoadedSanitizer(kind));
  useEffect(() => {
    if (sanitize) return;
    let isCurrent = true;
    void loadSanitizer(kind).then((loaded) => {
      if (isCurrent) setSanitize(() => loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [sanitize, kind]);
  return sanitize;
};

/**
 * Renders configured or server HTML after DOMPurify has removed anything executable. Nothing is
 * rendered until the sanitizer has loaded, so unsanitized HTML never reaches the page.
 */
export const SafeHtml = ({ html, className, as: Tag = 'div', policy, lang }: SafeHtmlProps) => {
  const sanitize = useSanitizer(policy);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
};
