import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';

/** Content taller than this collapses behind 'Read more': 400 px, 150 px for instructions. */
export const READ_MORE_HEIGHT = { default: 400, instruction: 150 } as const;

interface ReadMoreProps {
  children: ReactNode;
  maxHeight?: number;
  className?: string;
}

/** Content taller than `maxHeight` collapses to that height behind a 'Read more' button. */
export const ReadMore = ({
  children,
  maxHeight = READ_MORE_HEIGHT.default,
  className,
}: ReadMoreProps) => {
  const { t } = useMessages('forms');
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [isTall, setTall] = useState(false);
  const [isExpanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!element) return undefined;
    const measure = () => setTall(element.scrollHeight > maxHeight);
    measure();
    // Content can grow after the first paint (sanitized HTML, images), so it is measured again.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    Array.from(element.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [children, maxHeight]);
  const isCollapsed = isTall && !isExpanded;
  return (
    <div className={['pcsx-read-more', className].filter(Boolean).join(' ')}>
      <div
        id={contentId}
        ref={contentRef}
        className={
          isCollapsed
            ? 'pcsx-read-more__content pcsx-read-more__content--collapsed'
            : 'pcsx-read-more__content'
        }
        style={isCollapsed ? { maxHeight } : undefined}
      >
        {children}
      </div>
      {isTall && (
        <button
          type="button"
          className="pcsx-link-button"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t('forms.engine.readMore.less') : t('forms.engine.readMore.more')}
        </button>
      )}
    </div>
  );
};
