import { useNavigate } from 'react-router-dom';
import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';

/** /careers/onboarding: a welcome step that records onboarding and opens the dashboard. */
export const OnboardingScreen = () => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  return (
    <section className="narrow">
      <h1>{t('candidate.onboarding.heading', { company: boot.configs.pcsxConfig.companyName })}</h1>
      <p>{t('candidate.onboarding.body')}</p>
      {complete.isError && <p role="alert">{getRequestErrorMessage(complete.error)}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={complete.isPending}
        onClick={() =>
          complete.mutate(
            { data: { domain: boot.domain } },
            { onSuccess: () => void navigate('/careers/dashboard') },
          )
        }
      >
        {t('candidate.onboarding.continue')}
      </button>
    </section>
  );
};

/** The route module's screen. */
export { OnboardingScreen as Component };
