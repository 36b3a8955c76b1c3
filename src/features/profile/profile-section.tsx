import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The element a completion link jumps to for a section. */
export const sectionAnchorId = (section: string): string => `profile-section-${section}`;

const ANCHOR_PREFIX = sectionAnchorId('');

/**
 * Focuses a section's heading, which scrolls to it, so the next Tab reaches its Edit button.
 * False when the page has no such section.
 */
export const focusSection = (section: string): boolean => {
  const heading = document.getElementById(`${sectionAnchorId(section)}-heading`);
  if (!heading) return false;
  heading.focus();
  return true;
};

/** A link from elsewhere (a nudge, completion) to `#profile-section-…` lands on that section. */
export const useFocusSectionFromHash = (): void => {
  const { hash } = useLocation();
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    if (anchor.startsWith(ANCHOR_PREFIX)) focusSection(anchor.slice(ANCHOR_PREFIX.length));
  }, [hash]);
};

interface ProfileSectionProps {
  section: string;
  className?: string;
  title: string;
  /** Controls beside the heading, such as the Edit button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the profile page: a heading that links can focus, its controls and content. */
export const ProfileSection = ({
  section,
  className,
  title,
  actions,
  children,
}: ProfileSectionProps) => {
  const headingId = `${sectionAnchorId(section)}-heading`;
  return (
    <section
      id={sectionAnchorId(section)}
      aria-labelledby={headingId}
      className={className ? `profile-section ${className}` : 'profile-section'}
    >
      <div className="profile-section__header">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
};
