import { SafeHtml } from '../../ui/safe-html';
import { ReadMore, READ_MORE_HEIGHT } from './read-more';

interface HtmlViewerProps {
  html: string;
  className?: string;
  maxHeight?: number;
}

/** HTML from a form definition, shown only after DOMPurify has removed anything executable. */
export const HtmlViewer = ({
  html,
  className,
  maxHeight = READ_MORE_HEIGHT.default,
}: HtmlViewerProps) => (
  <ReadMore maxHeight={maxHeight} className={className}>
    <SafeHtml html={html} className="pcsx-html" />
  </ReadMore>
);
