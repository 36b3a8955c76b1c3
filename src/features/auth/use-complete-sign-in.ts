import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthResult } from '@generated/api/models';
import { setCsrfToken } from '../../api/request-context';
import { bootDataQueryOptions } from '../../api/session';
import { completeAuthModal, type PendingAction } from '../../entities/auth/auth-modal-store';

/** How the page moves on after sign-in; separate so the order of the steps can be tested. */
export interface SignInExits {
  /** Loads another page (a redirect asked for by the pending action). */
  assign: (url: string) => void;
  reload: () => void;
  /** Re-reads the session in place, for actions that keep the page. */
  refreshSession: () => Promise<void>;
}

/** Only paths of this site: a pending action never sends the candidate elsewhere. */
const isSitePath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

/**
 * Runs the deferred action, then leaves the page as it asked: to its redirect, else staying put
 * (`skipRefresh`), else reloading so every screen starts from the signed-in session. A failing
 * action still ends with the candidate signed in on a fresh page.
 */
export const finishSignIn = async (
  pendingAction: PendingAction | null,
  exits: SignInExits,
): Promise<void> => {
  let hasFailed = false;
  try {
    await pendingAction?.run?.();
  } catch (error) {
    hasFailed = true;
    console.error('The action waiting for sign-in failed', error);
  }
  const redirectTo = pendingAction?.options?.redirectTo;
  if (redirectTo !== undefined && isSitePath(redirectTo)) {
    exits.assign(redirectTo);
    return;
  }
  if (pendingAction?.options?.skipRefresh && !hasFailed) {
    await exits.refreshSession();
    return;
  }
  exits.reload();
};

/**
 * After sign-in: run the deferred action (not after registering), then move on as it asked (see
 * `finishSignIn`).
 */
export const useCompleteSignIn = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: AuthResult) => {
      setCsrfToken(result.csrfToken);
      await finishSignIn(completeAuthModal(), {
        assign: (url) => window.location.assign(url),
        reload: () => window.location.reload(),
        refreshSession: () =>
          queryClient.invalidateQueries({ queryKey: bootDataQueryOptions().queryKey }),
      });
    },
    [queryClient],
  );
};
