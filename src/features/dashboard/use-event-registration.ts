import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetDashboardEventsQueryKey,
  useCancelEventRegistration,
  useRegisterForEvent,
} from '@generated/api/dashboard/dashboard';
import type { CandidateEvent, CandidateEventList } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';

/**
 * Registers for an event or cancels the registration. The registered state flips at once in every
 * list of events and flips back, with a message, when the call fails.
 */
export const useEventRegistration = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const queryClient = useQueryClient();
  const { mutateAsync: register } = useRegisterForEvent();
  const { mutateAsync: cancel } = useCancelEventRegistration();

  return useCallback(
    async (event: CandidateEvent): Promise<void> => {
      const isRegistering = !event.registered;
      // Every cached list of events (the dashboard's and this page's) follows.
      const listsFilter = { queryKey: getGetDashboardEventsQueryKey() };
      await queryClient.cancelQueries(listsFilter);
      const previous = queryClient.getQueriesData<CandidateEventList>(listsFilter);
      queryClient.setQueriesData<CandidateEventList>(listsFilter, (list) =>
        list
          ? {
              ...list,
              events: list.events.map((item) =>
                item.id === event.id ? { ...item, registered: isRegistering } : item,
              ),
            }
          : list,
      );
      try {
        if (isRegistering) {
          await register({ eventId: event.id, data: { domain }, params: { domain } });
        } else {
          await cancel({ eventId: event.id, params: { domain } });
        }
        showToast({
          message: isRegistering
            ? t('candidate.events.registeredToast', { title: event.title })
            : t('candidate.events.canceledToast', { title: event.title }),
          variant: 'success',
        });
      } catch {
        previous.forEach(([key, list]) => queryClient.setQueryData(key, list));
        showToast({
          message: isRegistering
            ? t('candidate.events.registerFailed', { title: event.title })
            : t('candidate.events.cancelFailed', { title: event.title }),
          variant: 'disruptive',
        });
      } finally {
        void queryClient.invalidateQueries(listsFilter);
      }
    },
    [cancel, domain, queryClient, register, t],
  );
};
