import type { AuthResult } from '@generated/api/models';
import { RegisterAccountForm } from '../../entities/auth/register-account-form';
import { useMessages } from '../../i18n/use-messages';

interface RegisterFormProps {
  onRegistered: (result: AuthResult) => Promise<void> | void;
  onLogin: () => void;
}

export const RegisterForm = ({ onRegistered, onLogin }: RegisterFormProps) => {
  const { t } = useMessages('auth');
  return (
    <RegisterAccountForm onRegistered={onRegistered}>
      <button type="button" className="link-button" onClick={onLogin}>
        {t('auth.register.haveAccount')}
      </button>
    </RegisterAccountForm>
  );
};
