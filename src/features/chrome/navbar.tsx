import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../lib/auth-modal-store';
import './chrome.css';

const SIGNED_IN_LINKS = [
  { to: '/careers/dashboard', label: 'Dashboard' },
  { to: '/careers/applications', label: 'Applications' },
  { to: '/careers/saved-jobs', label: 'Saved jobs' },
  { to: '/careers/offers', label: 'Offers' },
  { to: '/careers/profile', label: 'Profile' },
];

export const Navbar = () => {
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
          <img src={pcsxConfig.logoUrl} alt={`${pcsxConfig.companyName} careers`} height={32} />
        ) : (
          `${pcsxConfig.companyName} careers`
        )}
      </NavLink>
      <button
        type="button"
        className="button navbar__menu-button"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={() => setIsMenuOpen((open) => !open)}
      >
        Menu
      </button>
      <nav
        id={menuId}
        aria-label="Main"
        className={`navbar__nav${isMenuOpen ? ' navbar__nav--open' : ''}`}
      >
        <ul className="navbar__links">
          <li>
            <NavLink to="/careers/search" end onClick={closeMenu}>
              Search jobs
            </NavLink>
          </li>
          {boot.isLoggedIn &&
            SIGNED_IN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu}>
                  {link.label}
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
              Sign out
            </a>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openAuthModal({ route: 'login' })}
          >
            Sign in
          </button>
        )}
      </div>
    </header>
  );
};
