import { useId } from 'react';
import { NavLink } from '../../i18n/localized-navigation';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { useDisclosureMenu } from './use-disclosure-menu';

/** Every page of the signed-in candidate's own area. */
export const MY_CAREER_LINKS = [
  { to: '/careers/dashboard', label: 'common.nav.dashboard' },
  { to: '/careers/profile', label: 'common.nav.profile' },
  { to: '/careers/applications', label: 'common.nav.applications' },
  { to: '/careers/saved-jobs', label: 'common.nav.savedJobs' },
  { to: '/careers/job-alerts', label: 'common.nav.jobAlerts' },
  { to: '/careers/interviews', label: 'common.nav.interviews' },
  { to: '/careers/events', label: 'common.nav.events' },
  { to: '/careers/referrals', label: 'common.nav.referrals' },
  { to: '/careers/offers', label: 'common.nav.offers' },
  { to: '/careers/forms/center', label: 'common.nav.formsCenter' },
  { to: '/careers/settings', label: 'common.nav.settings' },
  { to: '/careers/export-resume', label: 'common.nav.exportResume' },
] as const satisfies readonly { to: string; label: MessageId }[];

/** The site branding screen, listed for admins and theme-builder users only. */
export const BRANDING_ADMIN_LINK = {
  to: '/careers/admin/branding',
  label: 'common.nav.siteBranding',
} as const satisfies { to: string; label: MessageId };

/** The theme builder, listed for theme-builder users only. */
export const THEME_BUILDER_LINK = {
  to: '/careers/theme-builder',
  label: 'common.nav.themeBuilder',
} as const satisfies { to: string; label: MessageId };

const MENU_LINK_SELECTOR = 'li a';

/**
 * A disclosure button with the links of the candidate's area (see `useDisclosureMenu` for its
 * keys). `onNavigate` lets the phone menu close too.
 */
export const MyCareerMenu = ({
  onNavigate,
  canManageBranding = false,
  canBuildTheme = false,
}: {
  onNavigate: () => void;
  canManageBranding?: boolean;
  canBuildTheme?: boolean;
}) => {
  const { t } = useMessages();
  const listId = useId();
  const {
    isOpen,
    toggle,
    close: closeMenu,
    rootRef,
    buttonRef,
    onKeyDown,
    onBlur,
  } = useDisclosureMenu({
    itemSelector: MENU_LINK_SELECTOR,
  });

  const close = () => {
    closeMenu();
    onNavigate();
  };

  return (
    <div ref={rootRef} className="my-career">
      <button
        ref={buttonRef}
        type="button"
        className="my-career__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {t('common.nav.myCareer')}
        <span aria-hidden="true" className="disclosure-chevron" />
      </button>
      <ul id={listId} className="my-career__list" hidden={!isOpen}>
        {[
          ...MY_CAREER_LINKS,
          ...(canManageBranding ? [BRANDING_ADMIN_LINK] : []),
          ...(canBuildTheme ? [THEME_BUILDER_LINK] : []),
        ].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close} onKeyDown={onKeyDown} onBlur={onBlur}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
