import { useState } from 'react';
import type { Notification } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { Tabs } from '../../ui/tabs/tabs';
import { NotificationCard } from './notification-card';
import {
  useMarkAllRead,
  useMarkNotificationRead,
  useNotificationList,
  type NotificationFilter,
} from './use-notifications';

interface NotificationListViewProps {
  domain: string;
  filter: NotificationFilter;
  onOpen: (notification: Notification) => void;
}

const NotificationListView = ({ domain, filter, onOpen }: NotificationListViewProps) => {
  const { t } = useMessages('notifications');
  const { notifications, isLoading } = useNotificationList(domain, filter);
  if (isLoading) {
    return (
      <p className="notification-list__state" aria-busy="true">
        {t('notifications.list.loading')}
      </p>
    );
  }
  if (notifications.length === 0) {
    return <p className="notification-list__state">{t('notifications.list.empty')}</p>;
  }
  return (
    <ul className="notification-list">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationCard notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
};

/** A polite announcement; `id` tells a repeat of the same words from the one before. */
export interface Announcement {
  text: string;
  id: number;
}

interface NotificationPanelProps {
  domain: string;
  /** Read politely to screen readers: notifications that arrived while the panel is open. */
  announcement: Announcement | null;
  /** The candidate followed a card elsewhere: the panel closes. */
  onLeave: () => void;
}

/** The panel's content, the same in the desktop dropdown and the phone's fullscreen dialog. */
export const NotificationPanel = ({ domain, announcement, onLeave }: NotificationPanelProps) => {
  const { t } = useMessages('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const markRead = useMarkNotificationRead(domain);
  const markAllRead = useMarkAllRead(domain);
  // The All list says whether anything is left to mark; React Query shares it with the All tab.
  const { notifications: all } = useNotificationList(domain, 'all');
  const hasUnread = all.some((notification) => !notification.isClicked);

  const onOpen = (notification: Notification) => {
    if (!notification.isClicked) void markRead(notification.id);
    if (notification.redirectUrl !== null) onLeave();
  };

  const list = (key: NotificationFilter) => (
    <NotificationListView domain={domain} filter={key} onOpen={onOpen} />
  );

  return (
    <div className="notification-panel__content">
      <p className="visually-hidden" role="status">
        {/* A new node for each announcement, so the same words arriving again are read again. */}
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </p>
      <div className="notification-panel__actions">
        <button
          type="button"
          className="notification-panel__mark-all"
          disabled={!hasUnread}
          onClick={() => void markAllRead()}
        >
          {t('notifications.panel.markAllRead')}
        </button>
      </div>
      <Tabs
        label={t('notifications.tabs.label')}
        selected={filter}
        onSelect={setFilter}
        tabs={[
          { key: 'all', label: t('notifications.tabs.all'), panel: list('all') },
          {
            key: 'action_required',
            label: t('notifications.tabs.actionRequired'),
            panel: list('action_required'),
          },
        ]}
      />
    </div>
  );
};
