import { Link, Navigate } from '../../i18n/localized-navigation';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useSignOut } from '../../entities/auth/use-sign-out';
import { useMessages } from '../../i18n/use-messages';
import './logout-screen.css';

/**
 * /logout: asks before signing out. Following a link here (from any site) changes nothing; only
 * the button signs out, with a POST that carries the CSRF token.
 */
export const LogoutScreen = () => {
  const { t } = useMessages('auth');
  const { isLoggedIn } = useSession();
  const { signOut, isPending, error } = useSignOut();
  if (!isLoggedIn && !isPending) return <Navigate to="/careers" replace />;
  return (
    <section className="narrow">
      <h1>{t('auth.logout.heading')}</h1>
      {error !== null && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(error)}
        </p>
      )}
      <div className="logout-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => signOut()}
          disabled={isPending}
          aria-busy={isPending}
        >
          {isPending ? t('auth.logout.status') : t('auth.logout.confirm')}
        </button>
        <Link className="button" to="/careers">
          {t('auth.logout.cancel')}
        </Link>
      </div>
    </section>
  );
};

/** The route module's screen. */
export { LogoutScreen as Component };
