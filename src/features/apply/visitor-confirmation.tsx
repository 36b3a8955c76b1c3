import { useId } from 'react';
import { useClaimVisitorApplications } from '@generated/api/dashboard/dashboard';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { RegisterAccountForm } from '../../entities/auth/register-account-form';
import { useMessages } from '../../i18n/use-messages';

const APPLICATIONS_PAGE = '/careers/applications';

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

  return (
    <section aria-labelledby="apply-done">
      <h2 id="apply-done">{t('forms.apply.submitted')}</h2>
      <p role="status">{message}</p>
      <p>{t('forms.apply.visitorDone', { email })}</p>
      <h3 id={`${id}-heading`}>{t('forms.apply.createAccountHeading')}</h3>
      <p>{t('forms.apply.createAccountIntro', { email })}</p>
      <RegisterAccountForm
        fixedEmail={email}
        initialNames={{ firstname, lastname }}
        labelledBy={`${id}-heading`}
      />
      <p>
        {t('forms.apply.haveAccount', { email })}{' '}
        <button type="button" className="link-button" onClick={trackWithAccount}>
          {t('forms.apply.trackApplication')}
        </button>
      </p>
    </section>
  );
};
