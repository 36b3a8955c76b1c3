import { useState, type SyntheticEvent } from 'react';
import { useConfirmPasswordReset } from '@generated/api/auth/auth';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { setCsrfToken } from '../../api/request-context';
import { useSession } from '../../api/session';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPasswordProblem,
  type NewPasswordValue,
} from '../../entities/auth/new-password-fields';
import { useNavigate } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { isLinkTokenError, readTokenFromLink } from '../../entities/auth/link-token';
import { ResetPasswordForm } from './reset-password-form';

/** Where a candidate lands once the new password is set (signed in). */
const AFTER_RESET_PATH = '/careers/dashboard';

const passwordErrorOf = (error: unknown): string | null =>
  error instanceof ApiError
    ? (error.fieldErrors.find((field) => field.name === 'password')?.message ?? null)
    : null;

/** Asks for a new link: the link was incomplete, used or expired. */
const RequestNewLink = ({ reason }: { reason: string }) => {
  const { t } = useMessages('auth');
  const [isRequesting, setIsRequesting] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="form-stack">
      <p className="form-error" role="alert">
        {reason}
      </p>
      {isRequesting ? (
        <ResetPasswordForm onBack={() => void navigate('/careers/login')} />
      ) : (
        <button type="button" className="button" onClick={() => setIsRequesting(true)}>
          {t('auth.resetScreen.requestNew')}
        </button>
      )}
    </div>
  );
};

/** /careers/reset-password: sets a new password with the link's token, then signs in. */
export const ResetPasswordScreen = () => {
  const { t } = useMessages('auth');
  const { domain } = useSession();
  const [token] = useState(readTokenFromLink);
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirmation: '' });
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const confirm = useConfirmPasswordReset();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (token === null) return;
    const found = newPasswordProblem(value);
    setProblem(found);
    if (found !== null) return;
    confirm.mutate(
      { data: { token, password: value.password }, params: { domain } },
      {
        onSuccess: (result) => {
          setCsrfToken(result.csrfToken);
          window.location.assign(AFTER_RESET_PATH);
        },
      },
    );
  };

  const body = () => {
    if (token === null) return <RequestNewLink reason={t('auth.resetScreen.missingToken')} />;
    if (isLinkTokenError(confirm.error))
      return <RequestNewLink reason={t('auth.resetScreen.linkExpired')} />;
    const passwordError = passwordErrorOf(confirm.error);
    return (
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        {confirm.isError && passwordError === null && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(confirm.error)}
          </p>
        )}
        <NewPasswordFields
          value={value}
          onChange={setValue}
          problem={problem}
          serverError={passwordError}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={confirm.isPending || confirm.isSuccess}
          aria-busy={confirm.isPending}
        >
          {confirm.isPending || confirm.isSuccess
            ? t('auth.resetScreen.submitting')
            : t('auth.resetScreen.submit')}
        </button>
      </form>
    );
  };

  return (
    <section className="narrow">
      <h1>{t('auth.resetScreen.heading')}</h1>
      {body()}
    </section>
  );
};

/** The route module's screen. */
export { ResetPasswordScreen as Component };
