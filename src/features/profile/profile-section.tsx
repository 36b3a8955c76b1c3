import type { ReactNode } from 'react';

/** The element a completion link jumps to for a section. */
export const sectionAnchorId = (section: string): string => `profile-section-${section}`;

interface ProfileSectionProps {
  section: string;
  title: string;
  /** Controls beside the heading, such as the Edit button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the profile page: a heading that links can focus, its controls and content. */
export const ProfileSection = ({ section, title, actions, children }: ProfileSectionProps) => {
  const headingId = `${sectionAnchorId(section)}-heading`;
  return (
    <section id={sectionAnchorId(section)} aria-labelledby={headingId} className="profile-section">
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
