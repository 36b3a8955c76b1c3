import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useRegister } from '@generated/api/auth/auth';
import { getRequestErrorMessage } from '../../api/api-error';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { MIN_PASSWORD_LENGTH } from './new-password-fields';

interface RegisterAccountFormProps {
  /** An email the account must take (a visitor's application's); typed by the person when absent. */
  fixedEmail?: string;
  initialNames?: { firstname: string; lastname: string };
  /** The heading that names the form, when it is not the page's own. */
  labelledBy?: string;
  /** Controls after the submit button, e.g. "I already have an account". */
  children?: ReactNode;
}

/** The longest first or last name the server takes (the contract's `RegisterRequest`). */
const NAME_MAX_LENGTH = 60;

/** Where the link went, once the server took the registration. */
interface SentLink {
  message: string;
  email: string;
}

/**
 * Creating an account: names, email and password with the register rules. Nobody is signed in
 * here: the server mails a link to the address, and the account exists once it is followed, so
 * the form ends by saying where to look.
 */
export const RegisterAccountForm = ({
  fixedEmail,
  initialNames = { firstname: '', lastname: '' },
  labelledBy,
  children,
}: RegisterAccountFormProps) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [values, setValues] = useState({ ...initialNames, email: '', password: '' });
  const [sentLink, setSentLink] = useState<SentLink | null>(null);
  const sentStatus = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [isReturning, setIsReturning] = useState(false);
  const register = useRegister();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  // Focus follows the form's change of state, so keyboard and screen reader users stay in place.
  useEffect(() => {
    if (sentLink !== null) sentStatus.current?.focus();
    else if (isReturning) emailInput.current?.focus();
  }, [sentLink, isReturning]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const email = fixedEmail ?? values.email.trim();
    register.mutate(
      {
        data: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email,
          password: values.password,
        },
      },
      { onSuccess: (result) => setSentLink({ message: result.message, email }) },
    );
  };

  const onUseDifferentEmail = () => {
    register.reset();
    setValues((current) => ({ ...current, email: '', password: '' }));
    setIsReturning(true);
    setSentLink(null);
  };

  if (sentLink !== null) {
    return (
      <div className="form-stack">
        <div ref={sentStatus} tabIndex={-1} role="status">
          <p>{sentLink.message}</p>
          <p>
            <Msg
              id="auth.register.sentTo"
              values={{ email: sentLink.email }}
              components={{ 0: <strong /> }}
            />
          </p>
        </div>
        {fixedEmail === undefined && (
          <button type="button" className="link-button" onClick={onUseDifferentEmail}>
            {t('auth.register.differentEmail')}
          </button>
        )}
        {children}
      </div>
    );
  }

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
        maxLength={NAME_MAX_LENGTH}
        value={values.firstname}
        onChange={set('firstname')}
      />
      <label htmlFor={`${id}-last`}>{t('auth.register.lastName')}</label>
      <input
        id={`${id}-last`}
        autoComplete="family-name"
        required
        maxLength={NAME_MAX_LENGTH}
        value={values.lastname}
        onChange={set('lastname')}
      />
      <label htmlFor={`${id}-email`}>{t('auth.field.email')}</label>
      <input
        id={`${id}-email`}
        ref={emailInput}
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
