import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from '../../i18n/localized-navigation';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';

/** Every page of the signed-in candidate's own area. */
export const MY_CAREER_LINKS = [
  { to: '/careers/dashboard', label: 'common.nav.dashboard' },
  { to: '/careers/profile', label: 'common.nav.profile' },
  { to: '/careers/applications', label: 'common.nav.applications' },
  { to: '/careers/saved-jobs', label: 'common.nav.savedJobs' },
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

const menuLinks = (root: HTMLElement | null): HTMLElement[] =>
  Array.from(root?.querySelectorAll<HTMLElement>('li a') ?? []);

/** Where an arrow, Home or End key moves from link `index` (-1: none) among `count`, wrapping. */
const nextLinkIndex = (key: string, index: number, count: number): number => {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return (index + 1) % count;
  return index <= 0 ? count - 1 : index - 1;
};

/**
 * A disclosure button with the links of the candidate's area: Escape closes it and returns focus
 * to the button, arrow keys (and Home/End) move between the links, Tab moves on as usual and
 * closes it once focus leaves. `onNavigate` lets the phone menu close too.
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
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const items = menuLinks(rootRef.current);
    if (!isOpen || items.length === 0) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        focusFirstOnOpen.current = true;
        setIsOpen(true);
      }
      return;
    }
    event.preventDefault();
    const index = items.findIndex((item) => item === document.activeElement);
    const next = nextLinkIndex(event.key, index, items.length);
    items[next]?.focus();
  };

  // An arrow key that opens the menu puts focus on its first link once the links are shown.
  useEffect(() => {
    if (!isOpen || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    menuLinks(rootRef.current)[0]?.focus();
  }, [isOpen]);

  // Tab past the last link (or away from the button) closes the menu. Focus going nowhere known
  // keeps it open: Safari does not focus a clicked link, and closing then would hide the link
  // before its click lands; a click elsewhere closes it through the pointerdown listener.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  const close = () => {
    setIsOpen(false);
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
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {t('common.nav.myCareer')}
        <span aria-hidden="true" className="my-career__chevron" />
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
