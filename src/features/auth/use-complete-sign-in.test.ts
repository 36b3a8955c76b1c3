import {
  completeAuthModal,
  openAuthModal,
  redirectAfterSignIn,
  type AuthTrigger,
  type PendingAction,
} from '../../entities/auth/auth-modal-store';
import { finishSignIn } from './use-complete-sign-in';

const exitsSpy = () => {
  const steps: string[] = [];
  return {
    steps,
    exits: {
      assign: (url: string) => steps.push(`assign ${url}`),
      reload: () => steps.push('reload'),
      refreshSession: () => {
        steps.push('refresh session');
        return Promise.resolve();
      },
    },
  };
};

/** The candidate-area triggers that take the candidate somewhere once signed in. */
const REDIRECTING_TRIGGERS: [AuthTrigger, string][] = [
  ['track_application', '/careers/applications'],
  ['pre_apply_click', '/careers/apply?pid=1002'],
  ['post_profile_review', '/careers/profile'],
  ['settings_page_password_reset', '/careers/settings'],
  ['candidate_onboarding', '/careers/onboarding'],
];

describe('finishing a sign-in', () => {
  it('reloads the page when nothing waited for the sign-in', async () => {
    const { steps, exits } = exitsSpy();
    await finishSignIn(null, exits);
    expect(steps).toEqual(['reload']);
  });

  it.each(REDIRECTING_TRIGGERS)('%s lands on %s after sign-in', async (trigger, path) => {
    openAuthModal({ pendingAction: redirectAfterSignIn(trigger, path) });
    const { steps, exits } = exitsSpy();
    await finishSignIn(completeAuthModal(), exits);
    expect(steps).toEqual([`assign ${path}`]);
  });

  it('finishes the action before leaving the page (pre_application_submit)', async () => {
    const { steps, exits } = exitsSpy();
    const action: PendingAction = {
      trigger: 'pre_application_submit',
      run: async () => {
        await Promise.resolve();
        steps.push('submitted');
      },
      options: { redirectTo: '/careers/applications' },
    };
    await finishSignIn(action, exits);
    expect(steps).toEqual(['submitted', 'assign /careers/applications']);
  });

  it('stays on the page when asked, re-reading the session', async () => {
    const { steps, exits } = exitsSpy();
    const run = vi.fn();
    await finishSignIn({ trigger: 'pcsx-sign-in', run, options: { skipRefresh: true } }, exits);
    expect(run).toHaveBeenCalledOnce();
    expect(steps).toEqual(['refresh session']);
  });

  it('still lands signed in on a fresh page when the action fails', async () => {
    const { steps, exits } = exitsSpy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await finishSignIn(
      {
        trigger: 'pcsx-sign-in',
        run: () => Promise.reject(new Error('offline')),
        options: { skipRefresh: true },
      },
      exits,
    );
    expect(steps).toEqual(['reload']);
  });

  it('never redirects off the site', async () => {
    const { steps, exits } = exitsSpy();
    await finishSignIn(redirectAfterSignIn('track_application', '//evil.example/x'), exits);
    await finishSignIn(redirectAfterSignIn('track_application', 'https://evil.example/'), exits);
    expect(steps).toEqual(['reload', 'reload']);
  });

  it('runs no pending action after registering', async () => {
    openAuthModal({
      route: 'register',
      pendingAction: redirectAfterSignIn('pre_apply_click', '/careers/apply?pid=1002'),
    });
    const { steps, exits } = exitsSpy();
    await finishSignIn(completeAuthModal(), exits);
    expect(steps).toEqual(['reload']);
  });
});
