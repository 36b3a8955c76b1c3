import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { OnboardingSteps } from './onboarding/onboarding-steps';

/** Replaces the whole app until a signed-in candidate's profile is set up. */
export const ProfileBootstrappingScreen = () => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  const complete = useCompleteOnboarding();
  return (
    <section className="narrow onboarding-screen" data-page-id="ProfileBootstrapping">
      <h1>{t('candidate.bootstrapping.heading')}</h1>
      <p>
        {t('candidate.bootstrapping.body', {
          hasName: boot.user ? 'yes' : 'no',
          firstname: boot.user?.firstname ?? '',
          company: boot.configs.pcsxConfig.companyName,
        })}
      </p>
      <OnboardingSteps
        steps={boot.onboardingData.bootstrappingConfig.steps}
        isFinishing={complete.isPending}
        finishError={complete.error}
        onFinish={(preferences) =>
          complete.mutate(
            { data: { domain: boot.domain, preferences }, params: { domain: boot.domain } },
            // The app reloads into the set-up profile.
            { onSuccess: () => window.location.reload() },
          )
        }
      />
    </section>
  );
};
