import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetDashboardInterviewsQueryKey,
  useRespondToInterview,
} from '@generated/api/dashboard/dashboard';
import type { Interview, InterviewAnswer, InterviewList } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';

/**
 * Answers an interview (confirm, ask for another time, decline). The answer shows at once in every
 * list of interviews and is taken back, with a message, when the call fails. Resolves to whether
 * the server kept it.
 */
export const useInterviewAnswer = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const queryClient = useQueryClient();
  const { mutateAsync: respond } = useRespondToInterview();

  return useCallback(
    async (interview: Interview, response: InterviewAnswer, message?: string): Promise<boolean> => {
      // Every cached list of interviews (the dashboard's and this page's) follows.
      const listsFilter = { queryKey: getGetDashboardInterviewsQueryKey() };
      await queryClient.cancelQueries(listsFilter);
      const previous = queryClient.getQueriesData<InterviewList>(listsFilter);
      const answered: Interview['candidateResponse'] = {
        response,
        message: message ?? null,
        respondedAt: new Date().toISOString(),
      };
      queryClient.setQueriesData<InterviewList>(listsFilter, (list) =>
        list
          ? {
              ...list,
              interviews: list.interviews.map((item) =>
                item.id === interview.id ? { ...item, candidateResponse: answered } : item,
              ),
            }
          : list,
      );
      try {
        await respond({
          id: interview.id,
          data: { domain, response, ...(message === undefined ? {} : { message }) },
          params: { domain },
        });
        return true;
      } catch {
        previous.forEach(([key, list]) => queryClient.setQueryData(key, list));
        showToast({
          message: t('candidate.interviews.answerFailed', { position: interview.position.name }),
          variant: 'disruptive',
        });
        return false;
      } finally {
        void queryClient.invalidateQueries(listsFilter);
      }
    },
    [domain, queryClient, respond, t],
  );
};
