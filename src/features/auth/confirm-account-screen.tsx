import { useState } from 'react';
import { useConfirmRegistration } from '@generated/api/auth/auth';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { setCsrfToken } from '../../api/request-context';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { isLinkTokenError, readTokenFromLink } from '../../entities/auth/link-token';

/** Where a new candidate lands once the account exists (signed in). */
const AFTER_CONFIRM_PATH = '/careers/dashboard';
const LOGIN_PATH = '/careers/login';

/** The email has an account by now: signing in is the way on. */
const isAccountTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

/**
 * /careers/confirm-account: creates the account of a registration link, then signs in. It waits
 * for a click rather than confirming on load, so a mail scanner opening the link creates nothing.
 */
export const ConfirmAccountScreen = () => {
  const { t } = useMessages('auth');
  const { domain } = useSession();
  const [token] = useState(readTokenFromLink);
  const confirm = useConfirmRegistration();

  const onConfirm = () => {
    if (token === null) return;
    confirm.mutate(
      { data: { token }, params: { domain } },
      {
        onSuccess: (result) => {
          setCsrfToken(result.csrfToken);
          // A full load, so every part of the app starts from the new session.
          window.location.assign(AFTER_CONFIRM_PATH);
        },
      },
    );
  };

  const body = () => {
    if (token === null || isLinkTokenError(confirm.error)) {
      return (
        <div className="form-stack">
          <p className="form-error" role="alert">
            {token === null
              ? t('auth.confirmAccount.missingToken')
              : getRequestErrorMessage(confirm.error)}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openAuthModal({ route: 'register' })}
          >
            {t('auth.confirmAccount.registerAgain')}
          </button>
        </div>
      );
    }
    if (isAccountTaken(confirm.error)) {
      return (
        <div className="form-stack">
          <p className="form-error" role="alert">
            {getRequestErrorMessage(confirm.error)}
          </p>
          <Link className="button button--primary" to={LOGIN_PATH}>
            {t('auth.confirmAccount.signIn')}
          </Link>
        </div>
      );
    }
    const isBusy = confirm.isPending || confirm.isSuccess;
    return (
      <div className="form-stack">
        {confirm.isError && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(confirm.error)}
          </p>
        )}
        <p>{t('auth.confirmAccount.intro')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={isBusy}
          aria-busy={isBusy}
          onClick={onConfirm}
        >
          {isBusy ? t('auth.confirmAccount.submitting') : t('auth.confirmAccount.submit')}
        </button>
      </div>
    );
  };

  return (
    <section className="narrow">
      <h1>{t('auth.confirmAccount.heading')}</h1>
      {body()}
    </section>
  );
};

/** The route module's screen. */
export { ConfirmAccountScreen as Component };
