import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import './new-password-fields.css';

/** The registration rule for a password, shared by reset and change. */
export const MIN_PASSWORD_LENGTH = 10;

export interface NewPasswordValue {
  password: string;
  confirmation: string;
}

export type NewPasswordProblem = 'tooShort' | 'mismatch';

/** What stops the new password from being sent, checked before the call. */
export const newPasswordProblem = ({
  password,
  confirmation,
}: NewPasswordValue): NewPasswordProblem | null => {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
};

interface NewPasswordFieldsProps {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  /** A problem found on submit, or the server's message about the new password. */
  problem: NewPasswordProblem | null;
  serverError?: string | null;
}

/** New password, its confirmation and a "show passwords" switch, for the reset and settings forms. */
export const NewPasswordFields = ({
  value,
  onChange,
  problem,
  serverError,
}: NewPasswordFieldsProps) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  const type = isShown ? 'text' : 'password';
  const passwordError =
    problem === 'tooShort'
      ? t('auth.newPassword.tooShort', { count: MIN_PASSWORD_LENGTH })
      : (serverError ?? null);
  const confirmationError = problem === 'mismatch' ? t('auth.newPassword.mismatch') : null;
  return (
    <>
      <label htmlFor={`${id}-password`}>{t('auth.newPassword.label')}</label>
      <input
        id={`${id}-password`}
        type={type}
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-invalid={passwordError !== null}
        aria-describedby={`${id}-hint${passwordError === null ? '' : ` ${id}-password-error`}`}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <p id={`${id}-hint`} className="hint">
        {t('auth.register.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      </p>
      {passwordError !== null && (
        <p id={`${id}-password-error`} className="form-error">
          {passwordError}
        </p>
      )}
      <label htmlFor={`${id}-confirmation`}>{t('auth.newPassword.confirmLabel')}</label>
      <input
        id={`${id}-confirmation`}
        type={type}
        autoComplete="new-password"
        required
        aria-invalid={confirmationError !== null}
        aria-describedby={confirmationError === null ? undefined : `${id}-confirmation-error`}
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
      />
      {confirmationError !== null && (
        <p id={`${id}-confirmation-error`} className="form-error">
          {confirmationError}
        </p>
      )}
      <label className="show-password">
        <input
          type="checkbox"
          checked={isShown}
          onChange={(event) => setIsShown(event.target.checked)}
        />
        {t('auth.newPassword.show')}
      </label>
    </>
  );
};
