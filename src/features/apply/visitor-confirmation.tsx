import { useId, useState, type SyntheticEvent } from 'react';
import { useRegister } from '@generated/api/auth/auth';
import { useClaimVisitorApplications } from '@generated/api/dashboard/dashboard';
import { getRequestErrorMessage } from '../../api/api-error';
import { setCsrfToken } from '../../api/request-context';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { useMessages } from '../../i18n/use-messages';

const APPLICATIONS_PAGE = '/careers/applications';

/** The register rules' shortest password (the contract's `NewPassword`). */
const MIN_PASSWORD_LENGTH = 10;

interface VisitorConfirmationProps {
  message: string;
  /** The email the visitor applied with; the new account takes it and owns the application. */
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * What a visitor sees once they applied: no links to pages that need an account they do not have,
 * but the offer to create one with the email they gave, which then owns the application.
 */
export const VisitorConfirmation = ({
  message,
  email,
  firstname,
  lastname,
}: VisitorConfirmationProps) => {
  const { t } = useMessages('forms');
  const { domain } = useSession();
  const id = useId();
  const [names, setNames] = useState({ firstname, lastname });
  const [password, setPassword] = useState('');
  const register = useRegister();
  const claim = useClaimVisitorApplications();

  /** An existing account signs in, takes the application over, and goes to its applications. */
  const trackWithAccount = () =>
    openAuthModal({
      route: 'login',
      pendingAction: {
        trigger: 'track_application',
        run: () => claim.mutateAsync({ data: { domain }, params: { domain } }),
        options: { redirectTo: APPLICATIONS_PAGE },
      },
    });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    register.mutate(
      {
        data: {
          email,
          password,
          firstname: names.firstname.trim(),
          lastname: names.lastname.trim(),
        },
      },
      {
        onSuccess: (result) => {
          setCsrfToken(result.csrfToken);
          // A full load, so every part of the page starts from the new session.
          window.location.assign(APPLICATIONS_PAGE);
        },
      },
    );
  };

  return (
    <section aria-labelledby="apply-done">
      <h2 id="apply-done">{t('forms.apply.submitted')}</h2>
      <p role="status">{message}</p>
      <p>{t('forms.apply.visitorDone', { email })}</p>
      <h3 id={`${id}-heading`}>{t('forms.apply.createAccountHeading')}</h3>
      <p>{t('forms.apply.createAccountIntro', { email })}</p>
      <form
        className="form-stack"
        aria-labelledby={`${id}-heading`}
        aria-busy={register.isPending}
        onSubmit={onSubmit}
      >
        {register.isError && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(register.error)}
          </p>
        )}
        <label htmlFor={`${id}-email`}>{t('forms.apply.email')}</label>
        <input id={`${id}-email`} type="email" value={email} readOnly />
        <label htmlFor={`${id}-first`}>{t('forms.apply.firstName')}</label>
        <input
          id={`${id}-first`}
          autoComplete="given-name"
          required
          value={names.firstname}
          onChange={(event) => setNames({ ...names, firstname: event.target.value })}
        />
        <label htmlFor={`${id}-last`}>{t('forms.apply.lastName')}</label>
        <input
          id={`${id}-last`}
          autoComplete="family-name"
          required
          value={names.lastname}
          onChange={(event) => setNames({ ...names, lastname: event.target.value })}
        />
        <label htmlFor={`${id}-password`}>{t('forms.apply.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby={`${id}-password-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-password-hint`} className="hint">
          {t('forms.apply.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        </p>
        <button type="submit" className="button button--primary" disabled={register.isPending}>
          {t('forms.apply.createAccount')}
        </button>
      </form>
      <p>
        {t('forms.apply.haveAccount', { email })}{' '}
        <button type="button" className="link-button" onClick={trackWithAccount}>
          {t('forms.apply.trackApplication')}
        </button>
      </p>
    </section>
  );
};
