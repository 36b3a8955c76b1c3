import { useId, useState, type SyntheticEvent } from 'react';
import { useChangePassword } from '@generated/api/settings/settings';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { openAuthModal, redirectAfterSignIn } from '../../entities/auth/auth-modal-store';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPasswordProblem,
  type NewPasswordValue,
} from '../../entities/auth/new-password-fields';
import { useMessages } from '../../i18n/use-messages';

const EMPTY: NewPasswordValue = { password: '', confirmation: '' };

const fieldError = (error: unknown, name: string): string | null =>
  error instanceof ApiError
    ? (error.fieldErrors.find((field) => field.name === name)?.message ?? null)
    : null;

/** Changing the password: the current one is required; other devices are signed out. */
export const ChangePasswordSection = () => {
  const { t } = useMessages('candidate', 'auth');
  const id = useId();
  const { domain } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [value, setValue] = useState<NewPasswordValue>(EMPTY);
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const change = useChangePassword();
  const isCurrentWrong = fieldError(change.error, 'currentPassword') !== null;
  const newPasswordError = fieldError(change.error, 'newPassword');

  // What was said about the last attempt (changed, or what was wrong) stops applying on an edit.
  const onEdit = () => {
    setProblem(null);
    if (!change.isPending) change.reset();
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(value);
    setProblem(found);
    if (found !== null || currentPassword === '') return;
    change.mutate(
      { data: { currentPassword, newPassword: value.password }, params: { domain } },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setValue(EMPTY);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="settings-section">
      <h2 id={`${id}-heading`}>{t('candidate.account.passwordHeading')}</h2>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        {change.isError && !isCurrentWrong && newPasswordError === null && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(change.error)}
          </p>
        )}
        {change.isSuccess && <p role="status">{t('candidate.account.passwordChanged')}</p>}
        <label htmlFor={`${id}-current`}>{t('candidate.account.currentPassword')}</label>
        <input
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={isCurrentWrong}
          aria-describedby={isCurrentWrong ? `${id}-current-error` : undefined}
          value={currentPassword}
          onChange={(event) => {
            onEdit();
            setCurrentPassword(event.target.value);
          }}
        />
        {isCurrentWrong && (
          <p id={`${id}-current-error`} className="form-error" role="alert">
            {t('candidate.account.wrongCurrentPassword')}
          </p>
        )}
        <NewPasswordFields
          value={value}
          onChange={(next) => {
            onEdit();
            setValue(next);
          }}
          problem={problem}
          serverError={newPasswordError}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {t('candidate.account.changePassword')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() =>
            openAuthModal({
              route: 'resetPassword',
              pendingAction: redirectAfterSignIn(
                'settings_page_password_reset',
                '/careers/settings',
              ),
            })
          }
        >
          {t('candidate.account.forgotCurrentPassword')}
        </button>
      </form>
    </section>
  );
};
