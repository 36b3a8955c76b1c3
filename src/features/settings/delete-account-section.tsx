import { useId, useState, type SyntheticEvent } from 'react';
import { useDeleteAccount } from '@generated/api/settings/settings';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { setCsrfToken } from '../../api/request-context';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';

/** Where the candidate goes once the account is gone: the careers site, signed out. */
const AFTER_DELETE_PATH = '/careers';

const DeleteAccountForm = ({ email, onCancel }: { email: string; onCancel: () => void }) => {
  const { t } = useMessages('candidate');
  const id = useId();
  const { domain } = useSession();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase() && password !== '';
  const isPasswordWrong =
    remove.error instanceof ApiError &&
    remove.error.fieldErrors.some((field) => field.name === 'currentPassword');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    remove.mutate(
      { data: { email: typed.trim(), currentPassword: password }, params: { domain } },
      {
        onSuccess: () => {
          setCsrfToken(null);
          window.location.assign(AFTER_DELETE_PATH);
        },
      },
    );
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <p>{t('candidate.account.deleteWarning')}</p>
      {remove.isError && !isPasswordWrong && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(remove.error)}
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t('candidate.account.deleteEmailLabel', { email })}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>{t('candidate.account.deletePasswordLabel')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        aria-invalid={isPasswordWrong}
        aria-describedby={isPasswordWrong ? `${id}-password-error` : undefined}
        value={password}
        onChange={(event) => {
          // The last answer about the password stops applying once it is edited.
          if (!remove.isPending) remove.reset();
          setPassword(event.target.value);
        }}
      />
      {isPasswordWrong && (
        <p id={`${id}-password-error`} className="form-error" role="alert">
          {t('candidate.account.wrongCurrentPassword')}
        </p>
      )}
      <div className="form-links">
        <button type="button" className="button" onClick={onCancel}>
          {t('candidate.account.deleteCancel')}
        </button>
        <button
          type="submit"
          className="button button--danger"
          disabled={!isConfirmed || remove.isPending || remove.isSuccess}
          aria-busy={remove.isPending}
        >
          {t('candidate.account.deleteConfirm')}
        </button>
      </div>
    </form>
  );
};

/** "Delete my account", confirmed by typing the account's email and password in a dialog. */
export const DeleteAccountSection = () => {
  const { t } = useMessages('candidate');
  const id = useId();
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  if (!user) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="settings-section">
      <h2 id={`${id}-heading`}>{t('candidate.account.deleteHeading')}</h2>
      <p>{t('candidate.account.deleteBody')}</p>
      <button type="button" className="button button--danger" onClick={() => setIsOpen(true)}>
        {t('candidate.account.deleteButton')}
      </button>
      <Modal
        title={t('candidate.account.deleteTitle')}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      >
        <DeleteAccountForm email={user.email} onCancel={() => setIsOpen(false)} />
      </Modal>
    </section>
  );
};
