import {
  dismissAuthModal,
  setAuthModalRoute,
  useAuthModal,
  type AuthModalRoute,
} from '../../entities/auth/auth-modal-store';
import { Modal } from '../../ui/modal/modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { useCompleteSignIn } from './use-complete-sign-in';

const TITLES: Record<AuthModalRoute, string> = {
  login: 'Sign in',
  register: 'Create an account',
  resetPassword: 'Reset your password',
};

export const AuthModalContent = () => {
  const { route } = useAuthModal();
  const completeSignIn = useCompleteSignIn();
  return (
    <Modal title={TITLES[route]} isOpen onClose={dismissAuthModal}>
      {route === 'login' && (
        <LoginForm
          onSignedIn={completeSignIn}
          onRegister={() => setAuthModalRoute('register')}
          onResetPassword={() => setAuthModalRoute('resetPassword')}
        />
      )}
      {route === 'register' && (
        <RegisterForm onRegistered={completeSignIn} onLogin={() => setAuthModalRoute('login')} />
      )}
      {route === 'resetPassword' && <ResetPasswordForm onBack={() => setAuthModalRoute('login')} />}
    </Modal>
  );
};
