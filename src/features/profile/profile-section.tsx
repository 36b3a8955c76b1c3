import type { ReactNode } from 'react';

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

/** `#profile-section-…` names a section, whose heading takes focus. */
export const focusSectionByAnchor = (anchor: string): boolean =>
  anchor.startsWith(ANCHOR_PREFIX) && focusSection(anchor.slice(ANCHOR_PREFIX.length));

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
