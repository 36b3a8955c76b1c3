import { useId, useState, type SyntheticEvent } from 'react';
import { useResetPassword } from '@generated/api/auth/auth';
import { getRequestErrorMessage } from '../../api/api-error';

export const ResetPasswordForm = ({ onBack }: { onBack: () => void }) => {
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
          Back to sign in
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
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        Send reset link
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
};
