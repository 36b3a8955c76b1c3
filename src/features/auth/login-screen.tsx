import type { AuthResult } from '@generated/api/models';
import { setCsrfToken } from '../../api/request-context';
import { useMessages } from '../../i18n/use-messages';
import { LoginForm } from './login-form';

/** /careers/login: the sign-in form as a page; signing in lands on the dashboard. */
export const LoginScreen = () => {
  const { t } = useMessages('auth');
  const onSignedIn = (result: AuthResult) => {
    setCsrfToken(result.csrfToken);
    window.location.assign('/careers/dashboard');
  };
  return (
    <section className="narrow">
      <h1>{t('auth.login.heading')}</h1>
      <LoginForm onSignedIn={onSignedIn} />
    </section>
  );
};

/** The route module's screen. */
export { LoginScreen as Component };
