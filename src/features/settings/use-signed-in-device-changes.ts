import { useQueryClient } from '@tanstack/react-query';
import {
  getEndOtherSessionsMutationKey,
  getEndSessionMutationKey,
  getListSessionsQueryKey,
  useEndOtherSessions,
  useEndSession,
} from '@generated/api/settings/settings';
import type { SignedInSession, SignedInSessionList } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { deviceName } from './device-name';

const showFailure = (error: unknown) =>
  showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });

/**
 * Signing out another device takes it off the list at once; when the call fails it comes back
 * where it was and the API layer's message says why.
 */
export const useSignedInDeviceChanges = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const params = { domain };
  const listKey = getListSessionsQueryKey(params);

  /** Keeps only the sessions `keep` accepts in the cached list; the list as it was, to roll back. */
  const keepOnList = async (keep: (session: SignedInSession) => boolean) => {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData<SignedInSessionList>(listKey);
    if (previous)
      queryClient.setQueryData<SignedInSessionList>(listKey, {
        sessions: previous.sessions.filter(keep),
      });
    return { previous };
  };
  const rollBack = (context: { previous: SignedInSessionList | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(listKey, context.previous);
  };
  // A sign-out still on its way is off the list already: a refetch before its answer would put
  // it back there, so only the last one in flight asks the server for the list.
  const refresh = () =>
    queryClient.isMutating({ mutationKey: getEndSessionMutationKey() }) +
      queryClient.isMutating({ mutationKey: getEndOtherSessionsMutationKey() }) <=
      1 && queryClient.invalidateQueries({ queryKey: listKey });

  const endOne = useEndSession({
    mutation: {
      onMutate: ({ sessionId }) => keepOnList((session) => session.id !== sessionId),
      onError: (error, _variables, context) => {
        rollBack(context);
        showFailure(error);
      },
      onSuccess: (_result, { sessionId }, context) => {
        const ended = context.previous?.sessions.find((session) => session.id === sessionId);
        showToast({
          message: t('candidate.devices.signedOut', {
            device: ended ? deviceName(ended, t) : t('candidate.devices.unknown'),
          }),
          variant: 'success',
        });
      },
      onSettled: refresh,
    },
  });

  const endOthers = useEndOtherSessions({
    mutation: {
      onMutate: () => keepOnList((session) => session.isCurrent),
      onError: (error, _variables, context) => {
        rollBack(context);
        showFailure(error);
      },
      onSuccess: () =>
        showToast({ message: t('candidate.devices.signedOutOthers'), variant: 'success' }),
      onSettled: refresh,
    },
  });

  return {
    signOutDevice: (sessionId: string) => endOne.mutate({ sessionId, params }),
    signOutOtherDevices: () => endOthers.mutate({ params }),
  };
};
