import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';

/** Replaces the whole app until a signed-in candidate's profile is set up. */
export const ProfileBootstrappingScreen = () => {
  const boot = useSession();
  const complete = useCompleteOnboarding();
  const { steps } = boot.onboardingData.bootstrappingConfig;
  return (
    <section className="narrow" data-page-id="ProfileBootstrapping">
      <h1>Set up your profile</h1>
      <p>
        Welcome{boot.user ? `, ${boot.user.firstname}` : ''}. A few steps get your profile ready for{' '}
        {boot.configs.pcsxConfig.companyName}.
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
        Finish setup
      </button>
    </section>
  );
};
