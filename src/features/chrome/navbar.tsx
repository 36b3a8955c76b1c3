import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { NavLink } from '../../i18n/localized-navigation';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { canBuildTheme, canManageBranding } from '../../entities/auth/permissions';
import { useSignOut } from '../../entities/auth/use-sign-out';
import { useMessages } from '../../i18n/use-messages';
import { LanguageSwitcher } from './language-switcher';
import './chrome.css';

// Only signed-in candidates have a career area: visitors' first render does not carry the menu.
const MyCareerMenu = lazy(() =>
  import('./my-career-menu').then((module) => ({ default: module.MyCareerMenu })),
);

const LOGOUT_PATH = '/logout';

interface NavbarProps {
  /** Controls of the signed-in account beside the user's name (the notifications bell). */
  accountTools?: ReactNode;
}

export const Navbar = ({ accountTools }: NavbarProps) => {
  const { t } = useMessages();
  const boot = useSession();
  const { signOut, isPending: isSigningOut } = useSignOut();
  const { pcsxConfig } = boot.configs;
  const menuId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Following a link closes the phone menu.
  const closeMenu = () => setIsMenuOpen(false);
  return (
    <header className="navbar">
      <NavLink to="/careers" className="navbar__brand">
        {pcsxConfig.logoUrl ? (
          <img
            className="navbar__logo"
            src={pcsxConfig.logoUrl}
            alt={t('common.nav.brand', { company: pcsxConfig.companyName })}
          />
        ) : (
          t('common.nav.brand', { company: pcsxConfig.companyName })
        )}
      </NavLink>
      <button
        type="button"
        className="button navbar__menu-button"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={() => setIsMenuOpen((open) => !open)}
      >
        {t('common.nav.menu')}
      </button>
      <nav
        id={menuId}
        aria-label={t('common.nav.main')}
        className={`navbar__nav${isMenuOpen ? ' navbar__nav--open' : ''}`}
      >
        <ul className="navbar__links">
          <li>
            <NavLink to="/careers/search" end onClick={closeMenu}>
              {t('common.nav.searchJobs')}
            </NavLink>
          </li>
          {boot.isLoggedIn && (
            <li>
              <Suspense fallback={null}>
                <MyCareerMenu
                  onNavigate={closeMenu}
                  canManageBranding={canManageBranding(boot)}
                  canBuildTheme={canBuildTheme(boot)}
                />
              </Suspense>
            </li>
          )}
          {pcsxConfig.navbarLinks.map((link, index) => (
            // Two links may share an address: the position tells them apart.
            <li key={`${index}-${link.url}`}>
              <a href={link.url} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="navbar__account">
        <LanguageSwitcher />
        {boot.isLoggedIn ? (
          <>
            {accountTools}
            <span className="navbar__user">{boot.user?.firstname}</span>
            {/* A link to the confirmation page, so it also works opened in a new tab; a plain
                click signs out at once, as the person asked to. */}
            <a
              className="button"
              href={LOGOUT_PATH}
              aria-disabled={isSigningOut}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                if (isSigningOut) return;
                // When the call fails, the confirmation page offers it again and shows why.
                signOut({ onError: () => window.location.assign(LOGOUT_PATH) });
              }}
            >
              {t('common.nav.signOut')}
            </a>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openAuthModal({ route: 'login' })}
          >
            {t('common.nav.signIn')}
          </button>
        )}
      </div>
    </header>
  );
};
