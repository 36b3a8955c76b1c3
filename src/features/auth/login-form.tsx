import { useId, useState, type SyntheticEvent } from 'react';
import { useLogin } from '@generated/api/auth/auth';
import type { AuthResult } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';

interface LoginFormProps {
  onSignedIn: (result: AuthResult) => Promise<void> | void;
  onRegister?: () => void;
  onResetPassword?: () => void;
}

export const LoginForm = ({ onSignedIn, onRegister, onResetPassword }: LoginFormProps) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    login.mutate(
      { data: { email: email.trim(), password } },
      { onSuccess: (result) => void onSignedIn(result) },
    );
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate={false}>
      {login.isError && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(login.error)}
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t('auth.field.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>{t('auth.field.password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <div className="form-links">
        {onResetPassword && (
          <button type="button" className="link-button" onClick={onResetPassword}>
            {t('auth.login.forgotPassword')}
          </button>
        )}
        {onRegister && (
          <button type="button" className="link-button" onClick={onRegister}>
            {t('auth.login.createAccount')}
          </button>
        )}
      </div>
    </form>
  );
};
