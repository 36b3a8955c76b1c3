import { useNavigate } from '../../i18n/localized-navigation';
import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { OnboardingSteps } from './onboarding/onboarding-steps';

/** /careers/onboarding: the setup steps again; finishing stores the preferences and opens the profile. */
export const OnboardingScreen = () => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  return (
    <section className="narrow onboarding-screen">
      <h1>{t('candidate.onboarding.heading', { company: boot.configs.pcsxConfig.companyName })}</h1>
      <p>{t('candidate.onboarding.body')}</p>
      <OnboardingSteps
        steps={boot.onboardingData.bootstrappingConfig.steps}
        isFinishing={complete.isPending}
        finishError={complete.error}
        onFinish={(preferences) =>
          complete.mutate(
            { data: { domain: boot.domain, preferences }, params: { domain: boot.domain } },
            { onSuccess: () => void navigate('/careers/profile') },
          )
        }
      />
    </section>
  );
};

/** The route module's screen. */
export { OnboardingScreen as Component };
