import { useLogout } from '@generated/api/auth/auth';
import { useSession } from '../../api/session';

/** Where the browser goes once signed out: a fresh page, so no signed-in state stays behind. */
const AFTER_SIGN_OUT_PATH = '/careers';

/**
 * Signs out with a POST carrying the CSRF token (a plain visit to /logout never does), then
 * reloads the careers page as a visitor.
 */
export const useSignOut = () => {
  const { domain } = useSession();
  const logout = useLogout();
  const signOut = (options: { onError?: () => void } = {}) =>
    logout.mutate(
      { params: { domain } },
      {
        onSuccess: () => window.location.replace(AFTER_SIGN_OUT_PATH),
        onError: options.onError,
      },
    );
  return { signOut, isPending: logout.isPending || logout.isSuccess, error: logout.error };
};
