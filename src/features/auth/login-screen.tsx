import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthResult } from '@generated/api/models';
import { setCsrfToken } from '../../api/request-context';
import type { AuthModalRoute } from '../../entities/auth/auth-modal-store';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { NEXT_PARAM, safeReturnPath } from '../../shared/login-url';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const HEADINGS: Record<AuthModalRoute, MessageId<'auth'>> = {
  login: 'auth.login.heading',
  register: 'auth.modal.registerTitle',
  resetPassword: 'auth.modal.resetPasswordTitle',
};

/**
 * /careers/login: the sign-in modal's forms as a page (sign in, create an account, forgot
 * password); signing in lands on the page `next` names (on this site), else the dashboard.
 */
export const LoginScreen = () => {
  const { t } = useMessages('auth');
  const [view, setView] = useState<AuthModalRoute>('login');
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(NEXT_PARAM)) ?? '/careers/dashboard';
  // The button that switched the form is gone: focus goes to the new form's heading.
  const show = (next: AuthModalRoute) => {
    setView(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const onSignedIn = (result: AuthResult) => {
    setCsrfToken(result.csrfToken);
    window.location.assign(returnPath);
  };
  return (
    <section className="narrow">
      <h1 ref={heading} tabIndex={-1}>
        {t(HEADINGS[view])}
      </h1>
      {view === 'login' && (
        <LoginForm
          onSignedIn={onSignedIn}
          onRegister={() => show('register')}
          onResetPassword={() => show('resetPassword')}
        />
      )}
      {view === 'register' && <RegisterForm onLogin={() => show('login')} />}
      {view === 'resetPassword' && <ResetPasswordForm onBack={() => show('login')} />}
    </section>
  );
};

/** The route module's screen. */
export { LoginScreen as Component };
