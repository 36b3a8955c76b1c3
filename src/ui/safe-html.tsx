import { useEffect, useMemo, useState } from 'react';
import { getLoadedSanitizer, loadSanitizer, type Sanitizer } from '../lib/sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
}

/** The sanitizer, loading it on first use; undefined until it has loaded. */
export const useSanitizer = (): Sanitizer | undefined => {
  const [sanitize, setSanitize] = useState<Sanitizer | undefined>(getLoadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let isCurrent = true;
    void loadSanitizer().then((loaded) => {
      if (isCurrent) setSanitize(() => loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [sanitize]);
  return sanitize;
};

/**
 * Renders configured or server HTML after DOMPurify has removed anything executable. Nothing is
 * rendered until the sanitizer has loaded, so unsanitized HTML never reaches the page.
 */
export const SafeHtml = ({ html, className, as: Tag = 'div' }: SafeHtmlProps) => {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
