import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';

/** Replaces the whole app until a signed-in candidate's profile is set up. */
export const ProfileBootstrappingScreen = () => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  const complete = useCompleteOnboarding();
  const { steps } = boot.onboardingData.bootstrappingConfig;
  return (
    <section className="narrow" data-page-id="ProfileBootstrapping">
      <h1>{t('candidate.bootstrapping.heading')}</h1>
      <p>
        {t('candidate.bootstrapping.body', {
          hasName: boot.user ? 'yes' : 'no',
          firstname: boot.user?.firstname ?? '',
          company: boot.configs.pcsxConfig.companyName,
        })}
      </p>
      {steps.length > 0 && (
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {complete.isError && <p role="alert">{getRequestErrorMessage(complete.error)}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={complete.isPending}
        onClick={() =>
          complete.mutate(
            { data: { domain: boot.domain } },
            { onSuccess: () => window.location.reload() },
          )
        }
      >
        {t('candidate.bootstrapping.finish')}
      </button>
    </section>
  );
};
