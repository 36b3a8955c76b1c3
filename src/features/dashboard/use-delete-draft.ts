import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDashboardNudgesQueryKey,
  getGetDraftApplicationQueryKey,
  getListDraftApplicationsQueryKey,
  useDeleteDraftApplications,
} from '@generated/api/dashboard/dashboard';
import type { DraftApplicationList } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';

/**
 * Deletes a draft at once on screen, then on the server; when the call fails the draft comes back
 * where it was, and the candidate is told either way.
 */
export const useDeleteDraft = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const listKey = getListDraftApplicationsQueryKey({ domain });
  const mutation = useDeleteDraftApplications({
    mutation: {
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData<DraftApplicationList>(listKey);
        if (previous) {
          queryClient.setQueryData<DraftApplicationList>(listKey, {
            draft_applications: previous.draft_applications.filter(
              (draft) => !data.position_ids.includes(draft.position_id),
            ),
          });
        }
        return { previous };
      },
      onError: (_error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        showToast({ message: t('candidate.drafts.deleteFailed'), variant: 'disruptive' });
      },
      onSuccess: (_result, { data }) => {
        showToast({ message: t('candidate.drafts.deleted'), variant: 'success' });
        data.position_ids.forEach((positionId) =>
          queryClient.removeQueries({
            queryKey: getGetDraftApplicationQueryKey(positionId, { domain }),
          }),
        );
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: listKey }),
          queryClient.invalidateQueries({ queryKey: getGetDashboardNudgesQueryKey({ domain }) }),
        ]),
    },
  });
  return {
    deleteDraft: (positionId: number) =>
      mutation.mutate({ data: { position_ids: [positionId], domain }, params: { domain } }),
    isPending: mutation.isPending,
  };
};
