import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { isRightToLeft } from '../../shared/locale-match';
import { NavLink } from '../../i18n/localized-navigation';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import './navbar-menus.css';

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

/**
 * The button with the links of the candidate's area, on Radix DropdownMenu: ArrowDown, Enter or
 * Space opens it at the first link, arrow keys (wrapping), Home, End and typing a name move
 * between the links, Escape or Tab closes it with focus back on the button, and a press elsewhere
 * closes it. The list stays in the navbar's markup, so on a phone it opens inside the folded menu.
 * `onNavigate` lets the phone menu close too.
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
  const { t, locale } = useMessages();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DropdownMenu.Root
      open={isOpen}
      onOpenChange={setIsOpen}
      modal={false}
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
    >
      <DropdownMenu.Trigger className="my-career__button">
        {t('common.nav.myCareer')}
        <span aria-hidden="true" className="disclosure-chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        className="navbar-menu my-career__list"
        align="start"
        loop
        onKeyDown={(event) => {
          // A menu keeps Tab from moving focus; leaving it closes it, back on its button.
          if (event.key === 'Tab') setIsOpen(false);
        }}
      >
        {[
          ...MY_CAREER_LINKS,
          ...(canManageBranding ? [BRANDING_ADMIN_LINK] : []),
          ...(canBuildTheme ? [THEME_BUILDER_LINK] : []),
        ].map((link) => (
          <DropdownMenu.Item key={link.to} asChild onSelect={onNavigate}>
            <NavLink to={link.to}>{t(link.label)}</NavLink>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};
