import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
}

/** Renders configured or server HTML after DOMPurify has removed anything executable. */
export const SafeHtml = ({ html, className, as: Tag = 'div' }: SafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
