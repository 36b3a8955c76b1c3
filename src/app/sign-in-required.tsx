import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openAuthModal } from '../entities/auth/auth-modal-store';

/**
 * Stands in for a protected screen while logged out: opens the sign-in modal, and closing it
 * without signing in goes back to /careers.
 */
export const SignInRequired = () => {
  const navigate = useNavigate();
  useEffect(() => {
    openAuthModal({
      pendingAction: { trigger: 'candidate_login', run: () => undefined },
      onDismiss: () => {
        void navigate('/careers', { replace: true });
      },
    });
  }, [navigate]);
  return (
    <section>
      <h1>Sign in required</h1>
      <p>Sign in to see this page.</p>
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
        Sign in
      </button>
    </section>
  );
};
