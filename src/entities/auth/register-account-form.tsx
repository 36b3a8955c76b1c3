import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useRegister } from '@generated/api/auth/auth';
import type { AuthResult } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { MIN_PASSWORD_LENGTH } from './new-password-fields';

interface RegisterAccountFormProps {
  /** An email the account must take (a visitor's application's); typed by the person when absent. */
  fixedEmail?: string;
  initialNames?: { firstname: string; lastname: string };
  /** The heading that names the form, when it is not the page's own. */
  labelledBy?: string;
  onRegistered: (result: AuthResult) => Promise<void> | void;
  /** Controls after the submit button, e.g. "I already have an account". */
  children?: ReactNode;
}

/** Creating an account: names, email and password with the register rules. */
export const RegisterAccountForm = ({
  fixedEmail,
  initialNames = { firstname: '', lastname: '' },
  labelledBy,
  onRegistered,
  children,
}: RegisterAccountFormProps) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [values, setValues] = useState({ ...initialNames, email: '', password: '' });
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
          email: fixedEmail ?? values.email.trim(),
          password: values.password,
        },
      },
      { onSuccess: (result) => void onRegistered(result) },
    );
  };

  return (
    <form
      className="form-stack"
      aria-labelledby={labelledBy}
      aria-busy={register.isPending}
      onSubmit={onSubmit}
    >
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
        readOnly={fixedEmail !== undefined}
        value={fixedEmail ?? values.email}
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
      {children}
    </form>
  );
};
