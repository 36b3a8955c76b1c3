import { useNavigate } from 'react-router-dom';
import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';

/** /careers/onboarding: a welcome step that records onboarding and opens the dashboard. */
export const OnboardingScreen = () => {
  const boot = useSession();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  return (
    <section className="narrow">
      <h1>Welcome to {boot.configs.pcsxConfig.companyName} careers</h1>
      <p>
        Your account is ready. Continue to your dashboard to follow your applications and offers.
      </p>
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
        Continue
      </button>
    </section>
  );
};
