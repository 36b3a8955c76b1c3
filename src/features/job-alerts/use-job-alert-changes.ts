import { useQueryClient } from '@tanstack/react-query';
import {
  getDeleteJobAlertMutationKey,
  getListJobAlertsQueryKey,
  getUpdateJobAlertMutationKey,
  useDeleteJobAlert,
  useUpdateJobAlert,
} from '@generated/api/job-alerts/job-alerts';
import type { JobAlert, JobAlertList, UpdateJobAlertRequest } from '@generated/api/models';
import { getSearchPositionsQueryKey } from '@generated/api/search/search';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { jobAlertsParams } from './job-alerts-params';

const showFailure = (error: unknown) =>
  showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });

/**
 * Changing or deleting an alert shows at once; when the call fails the list goes back to what it
 * was and the API layer's message says why.
 */
export const useJobAlertChanges = () => {
  const { t, locale } = useMessages('jobAlerts');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const params = jobAlertsParams(domain, locale);
  const listKey = getListJobAlertsQueryKey(params);

  /** Puts `change` into the cached list, returning the list as it was for a rollback. */
  const changeList = async (change: (alerts: JobAlert[]) => JobAlert[]) => {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData<JobAlertList>(listKey);
    if (previous)
      queryClient.setQueryData<JobAlertList>(listKey, { alerts: change(previous.alerts) });
    return { previous };
  };
  const rollBack = (context: { previous: JobAlertList | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(listKey, context.previous);
  };
  // A change still on its way is on screen already: an earlier answer or a refetch would undo it
  // there until its own answer came, so only the last change in flight takes the server's word.
  const isLastChangeInFlight = () =>
    queryClient.isMutating({ mutationKey: getUpdateJobAlertMutationKey() }) +
      queryClient.isMutating({ mutationKey: getDeleteJobAlertMutationKey() }) <=
    1;
  const refresh = () =>
    isLastChangeInFlight() &&
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      // The search page shows whether its search has an alert.
      queryClient.invalidateQueries({ queryKey: getSearchPositionsQueryKey() }),
    ]);

  const update = useUpdateJobAlert({
    mutation: {
      onMutate: ({ alertId, data }) =>
        changeList((alerts) =>
          alerts.map((alert) => (alert.id === alertId ? { ...alert, ...data } : alert)),
        ),
      onError: (error, _variables, context) => {
        rollBack(context);
        showFailure(error);
      },
      onSuccess: ({ alert: saved }) =>
        isLastChangeInFlight() &&
        queryClient.setQueryData<JobAlertList>(listKey, (list) =>
          list
            ? { alerts: list.alerts.map((alert) => (alert.id === saved.id ? saved : alert)) }
            : list,
        ),
      onSettled: refresh,
    },
  });

  const remove = useDeleteJobAlert({
    mutation: {
      onMutate: ({ alertId }) =>
        changeList((alerts) => alerts.filter((alert) => alert.id !== alertId)),
      onError: (error, _variables, context) => {
        rollBack(context);
        showFailure(error);
      },
      onSuccess: () => showToast({ message: t('jobAlerts.deleted'), variant: 'success' }),
      onSettled: refresh,
    },
  });

  return {
    updateAlert: (alertId: string, data: UpdateJobAlertRequest) =>
      update.mutate({ alertId, data, params }),
    deleteAlert: (alertId: string) => remove.mutate({ alertId, params: { domain } }),
  };
};
