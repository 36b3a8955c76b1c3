import {
  dismissAuthModal,
  setAuthModalRoute,
  useAuthModal,
  type AuthModalRoute,
} from '../../entities/auth/auth-modal-store';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { useCompleteSignIn } from './use-complete-sign-in';

const TITLES: Record<AuthModalRoute, MessageId<'auth'>> = {
  login: 'auth.modal.signInTitle',
  register: 'auth.modal.registerTitle',
  resetPassword: 'auth.modal.resetPasswordTitle',
};

export const AuthModalContent = () => {
  const { t } = useMessages('auth');
  const { route, opener } = useAuthModal();
  const completeSignIn = useCompleteSignIn();
  return (
    <Modal title={t(TITLES[route])} isOpen onClose={dismissAuthModal} returnFocusTo={opener}>
      {route === 'login' && (
        <LoginForm
          onSignedIn={completeSignIn}
          onRegister={() => setAuthModalRoute('register')}
          onResetPassword={() => setAuthModalRoute('resetPassword')}
        />
      )}
      {route === 'register' && <RegisterForm onLogin={() => setAuthModalRoute('login')} />}
      {route === 'resetPassword' && <ResetPasswordForm onBack={() => setAuthModalRoute('login')} />}
    </Modal>
  );
};
