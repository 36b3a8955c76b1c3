import { RegisterAccountForm } from '../../entities/auth/register-account-form';
import { useMessages } from '../../i18n/use-messages';

/** The sign-in modal's registration: ends with "check your email", not signed in. */
export const RegisterForm = ({ onLogin }: { onLogin: () => void }) => {
  const { t } = useMessages('auth');
  return (
    <RegisterAccountForm>
      <button type="button" className="link-button" onClick={onLogin}>
        {t('auth.register.haveAccount')}
      </button>
    </RegisterAccountForm>
  );
};
