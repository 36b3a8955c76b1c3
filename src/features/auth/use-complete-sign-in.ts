import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthResult } from '@generated/api/models';
import { setCsrfToken } from '../../api/request-context';
import { bootDataQueryOptions } from '../../api/session';
import { completeAuthModal } from '../../entities/auth/auth-modal-store';

/**
 * After sign-in: run the deferred action (not after registering), then reload the page so every
 * screen starts from the signed-in session — unless the action asked to skip the refresh.
 */
export const useCompleteSignIn = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: AuthResult) => {
      setCsrfToken(result.csrfToken);
      const pendingAction = completeAuthModal();
      await pendingAction?.run();
      if (pendingAction?.options?.skipRefresh) {
        await queryClient.invalidateQueries({ queryKey: bootDataQueryOptions().queryKey });
        return;
      }
      window.location.reload();
    },
    [queryClient],
  );
};
