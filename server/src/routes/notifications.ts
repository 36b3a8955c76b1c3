import { notFound } from '../http/errors';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

export const notificationHandlers: Handlers<
  | 'listNotifications'
  | 'markAllNotificationsViewed'
  | 'markNotificationClicked'
  | 'markAllNotificationsClicked'
  | 'getNotificationBadge'
> = {
  listNotifications: async ({ query, services, caller }) =>
    ok({
      notifications: await services.repositories.notifications.list(
        requireUser(caller).id,
        query.type_filter ?? null,
      ),
    }),

  markAllNotificationsViewed: async ({ services, caller }) =>
    ok({ count: await services.repositories.notifications.markAllViewed(requireUser(caller).id) }),

  markNotificationClicked: async ({ path, services, caller }) => {
    const notification = await services.repositories.notifications.markClicked(
      requireUser(caller).id,
      path.id,
    );
    if (!notification) throw notFound('server.notifications.notFound');
    return ok({ notification });
  },

  markAllNotificationsClicked: async ({ services, caller }) =>
    ok({ count: await services.repositories.notifications.markAllClicked(requireUser(caller).id) }),

  getNotificationBadge: async ({ services, caller }) =>
    ok({ count: await services.repositories.notifications.unviewedCount(requireUser(caller).id) }),
};
