import { useId, useState, type SyntheticEvent } from 'react';
import { useResetPassword } from '@generated/api/auth/auth';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';

export const ResetPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const { t } = useMessages('auth');
  const id = useId();
  const [email, setEmail] = useState('');
  const reset = useResetPassword();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    reset.mutate({ data: { email: email.trim() } });
  };

  if (reset.isSuccess) {
    return (
      <div className="form-stack">
        <p role="status">{reset.data.message}</p>
        <button type="button" className="button" onClick={onBack}>
          {t('auth.resetPassword.backToSignIn')}
        </button>
      </div>
    );
  }
  return (
    <form className="form-stack" onSubmit={onSubmit}>
      {reset.isError && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(reset.error)}
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
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {t('auth.resetPassword.submit')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('auth.resetPassword.backToSignIn')}
      </button>
    </form>
  );
};
