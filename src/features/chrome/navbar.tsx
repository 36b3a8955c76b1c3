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
  return (
    <header className="navbar">
      <NavLink to="/careers" className="navbar__brand">
        {pcsxConfig.logoUrl ? (
          <img src={pcsxConfig.logoUrl} alt={`${pcsxConfig.companyName} careers`} height={32} />
        ) : (
          `${pcsxConfig.companyName} careers`
        )}
      </NavLink>
      <nav aria-label="Main" className="navbar__nav">
        <ul className="navbar__links">
          <li>
            <NavLink to="/careers/search" end>
              Search jobs
            </NavLink>
          </li>
          {boot.isLoggedIn &&
            SIGNED_IN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          {pcsxConfig.navbarLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.label}</a>
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
