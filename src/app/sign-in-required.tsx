import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '../i18n/localized-navigation';
import { openAuthModal, redirectAfterSignIn } from '../entities/auth/auth-modal-store';
import { useMessages } from '../i18n/use-messages';

/**
 * Stands in for a protected screen while logged out: opens the sign-in modal, and closing it
 * without signing in goes back to /careers.
 */
export const SignInRequired = () => {
  const { t } = useMessages();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    openAuthModal({
      // Signing in lands on the page that asked for it (onboarding has its own trigger).
      pendingAction: redirectAfterSignIn(
        pathname === '/careers/onboarding' ? 'candidate_onboarding' : 'candidate_login',
        `${pathname}${search}`,
      ),
      onDismiss: () => {
        void navigate('/careers', { replace: true });
      },
    });
  }, [navigate, pathname, search]);
  return (
    <section>
      <h1>{t('common.signInRequired.heading')}</h1>
      <p>{t('common.signInRequired.body')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          openAuthModal({
            onDismiss: () => {
              void navigate('/careers', { replace: true });
            },
          });
        }}
      >
        {t('common.signInRequired.signIn')}
      </button>
    </section>
  );
};
