import { useId, useState, type SyntheticEvent } from 'react';
import { useRegister } from '@generated/api/auth/auth';
import type { AuthResult } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';

interface RegisterFormProps {
  onRegistered: (result: AuthResult) => Promise<void> | void;
  onLogin: () => void;
}

const MIN_PASSWORD_LENGTH = 10;

export const RegisterForm = ({ onRegistered, onLogin }: RegisterFormProps) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [values, setValues] = useState({ firstname: '', lastname: '', email: '', password: '' });
  const register = useRegister();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    register.mutate(
      {
        data: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          password: values.password,
        },
      },
      { onSuccess: (result) => void onRegistered(result) },
    );
  };

  return (
    <form className="form-stack" onSubmit={onSubmit}>
      {register.isError && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(register.error)}
        </p>
      )}
      <label htmlFor={`${id}-first`}>{t('auth.register.firstName')}</label>
      <input
        id={`${id}-first`}
        autoComplete="given-name"
        required
        value={values.firstname}
        onChange={set('firstname')}
      />
      <label htmlFor={`${id}-last`}>{t('auth.register.lastName')}</label>
      <input
        id={`${id}-last`}
        autoComplete="family-name"
        required
        value={values.lastname}
        onChange={set('lastname')}
      />
      <label htmlFor={`${id}-email`}>{t('auth.field.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
      />
      <label htmlFor={`${id}-password`}>{t('auth.field.password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-describedby={`${id}-password-hint`}
        value={values.password}
        onChange={set('password')}
      />
      <p id={`${id}-password-hint`} className="hint">
        {t('auth.register.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      </p>
      <button type="submit" className="button button--primary" disabled={register.isPending}>
        {t('auth.register.submit')}
      </button>
      <button type="button" className="link-button" onClick={onLogin}>
        {t('auth.register.haveAccount')}
      </button>
    </form>
  );
};
