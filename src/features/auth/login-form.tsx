import { useId, useState, type SyntheticEvent } from 'react';
import { useLogin } from '@generated/api/auth/auth';
import type { AuthResult } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';

interface LoginFormProps {
  onSignedIn: (result: AuthResult) => Promise<void> | void;
  onRegister?: () => void;
  onResetPassword?: () => void;
}

export const LoginForm = ({ onSignedIn, onRegister, onResetPassword }: LoginFormProps) => {
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
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      <div className="form-links">
        {onResetPassword && (
          <button type="button" className="link-button" onClick={onResetPassword}>
            Forgot your password?
          </button>
        )}
        {onRegister && (
          <button type="button" className="link-button" onClick={onRegister}>
            Create an account
          </button>
        )}
      </div>
    </form>
  );
};
