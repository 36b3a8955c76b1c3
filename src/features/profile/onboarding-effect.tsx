import { useEffect, useRef } from 'react';
import { useCompleteOnboarding } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';

/** Signed in but not onboarded: record onboarding once, then reload into the onboarded app. */
export const OnboardingEffect = () => {
  const boot = useSession();
  const { mutate } = useCompleteOnboarding();
  const hasPosted = useRef(false);
  useEffect(() => {
    if (hasPosted.current) return;
    hasPosted.current = true;
    mutate(
      { data: { domain: boot.domain } },
      {
        onSuccess: () => {
          window.location.reload();
        },
      },
    );
  }, [boot.domain, mutate]);
  return null;
};
