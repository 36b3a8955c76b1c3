import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { useMessages } from '../../i18n/use-messages';
import './chrome.css';

const SIGNED_IN_LINKS = [
  { to: '/careers/dashboard', label: 'common.nav.dashboard' },
  { to: '/careers/applications', label: 'common.nav.applications' },
  { to: '/careers/saved-jobs', label: 'common.nav.savedJobs' },
  { to: '/careers/offers', label: 'common.nav.offers' },
  { to: '/careers/profile', label: 'common.nav.profile' },
] as const;

export const Navbar = () => {
  const { t } = useMessages();
  const boot = useSession();
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
            src={pcsxConfig.logoUrl}
            alt={t('common.nav.brand', { company: pcsxConfig.companyName })}
            height={32}
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
          {boot.isLoggedIn &&
            SIGNED_IN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          {pcsxConfig.navbarLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="navbar__account">
        {boot.isLoggedIn ? (
          <>
            <span className="navbar__user">{boot.user?.firstname}</span>
            <a className="button" href="/logout">
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
