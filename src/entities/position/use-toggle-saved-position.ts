import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getListSavedPositionsQueryKey,
  useSavePosition,
  useUnsavePosition,
} from '@generated/api/positions/positions';
import {
  getGetPositionDetailsQueryKey,
  getSearchPositionsQueryKey,
} from '@generated/api/search/search';
import type { PositionDetails } from '@generated/api/models';
import { openAuthModal } from '../auth/auth-modal-store';
import { useSession } from '../../api/session';

/**
 * Save or unsave a job. The saved state flips at once and flips back if the call fails; a visitor
 * is asked to sign in first and the save runs right after, without a page refresh.
 */
export const useToggleSavedPosition = () => {
  const { domain, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const { mutateAsync: save } = useSavePosition();
  const { mutateAsync: unsave } = useUnsavePosition();

  const toggle = useCallback(
    async (positionId: number, isSaved: boolean) => {
      // Every cached copy of this job's details (with or without queried_location) flips.
      const detailsFilter = { queryKey: getGetPositionDetailsQueryKey() };
      const previous = queryClient.getQueriesData<PositionDetails>(detailsFilter);
      queryClient.setQueriesData<PositionDetails>(detailsFilter, (details) =>
        details?.id === positionId
          ? {
              ...details,
              isSaved: !isSaved,
              positionUserActions: { ...details.positionUserActions, isSaved: !isSaved },
            }
          : details,
      );
      try {
        if (isSaved) await unsave({ positionId, params: { domain } });
        else await save({ positionId, data: { domain }, params: { domain } });
      } catch (error) {
        previous.forEach(([key, details]) => queryClient.setQueryData(key, details));
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: getListSavedPositionsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getSearchPositionsQueryKey() });
      }
    },
    [domain, queryClient, save, unsave],
  );

  return useCallback(
    (positionId: number, isSaved: boolean): Promise<void> => {
      if (isLoggedIn) return toggle(positionId, isSaved);
      openAuthModal({
        pendingAction: {
          trigger: 'pcsx-sign-in',
          run: () => toggle(positionId, false),
          options: { skipRefresh: true },
        },
      });
      return Promise.resolve();
    },
    [isLoggedIn, toggle],
  );
};
