import { useCallback, useEffect, useRef } from 'react';
import { hashKey, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetNotificationBadgeQueryKey,
  getListNotificationsQueryKey,
  getMarkAllNotificationsClickedMutationKey,
  getMarkNotificationClickedMutationKey,
  useGetNotificationBadge,
  useListNotifications,
  useMarkAllNotificationsClicked,
  useMarkAllNotificationsViewed,
  useMarkNotificationClicked,
} from '@generated/api/notifications/notifications';
import {
  ListNotificationsTypeFilter,
  type Notification,
  type NotificationBadge,
  type NotificationList,
} from '@generated/api/models';
import type { RequestOptions } from '../../api/mutator';

/** How often the unread badge asks the server again. */
export const BADGE_POLL_MS = 60_000;

export type NotificationFilter = 'all' | 'action_required';

/**
 * The bell is a convenience: its failures never interrupt the page with a toast; they are logged
 * and read as no notifications.
 */
const QUIET: RequestOptions = { suppressServerErrorNotice: true, suppressRateLimitNotice: true };

/** Logs a failed call by its operation id. */
const logFailure = (operationId: string, error: unknown) =>
  console.warn(`${operationId} failed`, error);

/** Both lists (All and Action required) share this key prefix. */
const ALL_LISTS = { queryKey: getListNotificationsQueryKey() };

/** The number of notifications the candidate has not seen yet, polled; 0 when the call fails. */
export const useUnreadBadge = (domain: string) => {
  const badge = useGetNotificationBadge(
    { domain },
    { query: { refetchInterval: BADGE_POLL_MS }, request: QUIET },
  );
  useEffect(() => {
    if (badge.error) logFailure('getNotificationBadge', badge.error);
  }, [badge.error]);
  return { count: badge.isError ? 0 : (badge.data?.count ?? 0) };
};

const idOf = (variables: unknown): number | undefined =>
  typeof variables === 'object' &&
  variables !== null &&
  'id' in variables &&
  typeof variables.id === 'number'
    ? variables.id
    : undefined;

/**
 * Whether a notification is being marked read right now. A list fetched while the call is on its
 * way still has it unread; the card must not flip back before the server has answered.
 */
const useIsBeingRead = (): ((item: Notification) => boolean) => {
  const pendingIds = useMutationState({
    filters: { mutationKey: getMarkNotificationClickedMutationKey(), status: 'pending' },
    select: (mutation) => idOf(mutation.state.variables),
  });
  const isMarkingAll =
    useMutationState({
      filters: { mutationKey: getMarkAllNotificationsClickedMutationKey(), status: 'pending' },
    }).length > 0;
  return (item) => isMarkingAll || pendingIds.includes(item.id);
};

/** One tab's notifications, fresh on every opening and on window focus; empty when the call fails. */
export const useNotificationList = (domain: string, filter: NotificationFilter) => {
  const isBeingRead = useIsBeingRead();
  const list = useListNotifications(
    filter === 'all'
      ? { domain }
      : { domain, type_filter: ListNotificationsTypeFilter.action_required },
    { query: { staleTime: 0, refetchOnWindowFocus: true }, request: QUIET },
  );
  useEffect(() => {
    if (list.error) logFailure('listNotifications', list.error);
  }, [list.error]);
  const notifications = list.isError ? [] : (list.data?.notifications ?? []);
  return {
    notifications: notifications.map((item) =>
      !item.isClicked && isBeingRead(item) ? { ...item, isClicked: true, isViewed: true } : item,
    ),
    isLoading: list.isPending,
  };
};

type ReadState = Pick<Notification, 'isClicked' | 'isViewed'>;

const updateLists = (queryClient: QueryClient, update: (item: Notification) => Notification) =>
  queryClient.setQueriesData<NotificationList>(ALL_LISTS, (list) =>
    list ? { ...list, notifications: list.notifications.map(update) } : list,
  );

/**
 * Shows the matching notifications as read in every cached list at once; the returned function
 * puts back what they were, and only them, so a later change to another card survives it.
 */
const markReadInLists = async (
  queryClient: QueryClient,
  matches: (item: Notification) => boolean,
): Promise<() => void> => {
  await queryClient.cancelQueries(ALL_LISTS);
  const before = new Map<number, ReadState>();
  updateLists(queryClient, (item) => {
    if (!matches(item)) return item;
    if (!before.has(item.id))
      before.set(item.id, { isClicked: item.isClicked, isViewed: item.isViewed });
    return { ...item, isClicked: true, isViewed: true };
  });
  return () =>
    updateLists(queryClient, (item) => {
      const previous = before.get(item.id);
      return previous ? { ...item, ...previous } : item;
    });
};

/** Marks one notification read at once, and unread again if the server refuses. */
export const useMarkNotificationRead = (domain: string) => {
  const queryClient = useQueryClient();
  // Kept alive: a card may lead off the site, and the call must outlive the page.
  const { mutateAsync } = useMarkNotificationClicked({ request: { ...QUIET, keepalive: true } });
  return useCallback(
    async (id: number): Promise<void> => {
      const rollBack = await markReadInLists(queryClient, (item) => item.id === id);
      try {
        await mutateAsync({ id, data: { domain }, params: { domain } });
      } catch (error) {
        rollBack();
        logFailure('markNotificationClicked', error);
        return;
      }
      // A list fetched while the call was on its way still has the card unread.
      void queryClient.invalidateQueries(ALL_LISTS);
    },
    [domain, mutateAsync, queryClient],
  );
};

/** Marks every notification read at once, and puts them back if the server refuses. */
export const useMarkAllRead = (domain: string) => {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMarkAllNotificationsClicked({ request: QUIET });
  return useCallback(async (): Promise<void> => {
    const rollBack = await markReadInLists(queryClient, (item) => !item.isClicked);
    try {
      await mutateAsync({ data: { domain }, params: { domain } });
    } catch (error) {
      rollBack();
      logFailure('markAllNotificationsClicked', error);
      return;
    }
    void queryClient.invalidateQueries(ALL_LISTS);
  }, [domain, mutateAsync, queryClient]);
};

/** Sets the badge to 0 at once and tells the server everything has been seen. */
export const useMarkAllViewed = (domain: string) => {
  const queryClient = useQueryClient();
  const { mutate } = useMarkAllNotificationsViewed({
    request: QUIET,
    mutation: { onError: (error) => logFailure('markAllNotificationsViewed', error) },
  });
  return useCallback(() => {
    const badgeKey = getGetNotificationBadgeQueryKey({ domain });
    // An answer already on its way would bring the old count back.
    void queryClient.cancelQueries({ queryKey: badgeKey });
    queryClient.setQueryData<NotificationBadge>(badgeKey, { count: 0 });
    mutate({ data: { domain }, params: { domain } });
  }, [domain, mutate, queryClient]);
};

/** Fetches both lists again, for notifications that arrived while the bell is open. */
export const useRefreshLists = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(ALL_LISTS), [queryClient]);
};

const isBadge = (value: unknown): value is NotificationBadge =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { count?: unknown }).count === 'number';

/**
 * Calls `onArrived` with the count whenever a poll of the badge (not our own reset) finds
 * notifications the candidate has not seen, for as long as the caller is mounted.
 */
export const useNewNotificationsEffect = (domain: string, onArrived: (count: number) => void) => {
  const queryClient = useQueryClient();
  // The last count known, the reset to 0 on opening included: only a rise is news, so a poll
  // repeating a count already known announces nothing.
  const lastCountRef = useRef<number | null>(null);
  useEffect(() => {
    const badgeHash = hashKey(getGetNotificationBadgeQueryKey({ domain }));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== badgeHash) return;
      const data: unknown = event.query.state.data;
      if (!isBadge(data)) return;
      const lastCount = lastCountRef.current;
      lastCountRef.current = data.count;
      if (event.action.manual || lastCount === null) return;
      if (data.count > lastCount) onArrived(data.count - lastCount);
    });
  }, [domain, onArrived, queryClient]);
};
