import type { ReactNode } from 'react';
import { Link } from '../../i18n/localized-navigation';
import type { Notification } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { elapsedSince, formatTimeAgo } from '../../lib/time-ago';
import { useNow } from '../../lib/use-now';

/**
 * Where a notification leads, as the router's path when it is a page of this app (so following it
 * keeps the session's state), or as the address it is otherwise.
 */
export const inAppPath = (redirectUrl: string, origin = window.location.origin): string | null => {
  let url: URL;
  try {
    url = new URL(redirectUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/careers')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

interface NotificationCardProps {
  notification: Notification;
  /** Called as the card is followed (or pressed, when it leads nowhere). */
  onOpen: (notification: Notification) => void;
}

export const NotificationCard = ({ notification, onOpen }: NotificationCardProps) => {
  const { t, locale } = useMessages('notifications');
  const now = useNow();
  const elapsed = elapsedSince(notification.createdAt, now);
  const isUnread = !notification.isClicked;
  const isActionRequired = notification.notificationType === 'action_required';
  const className = `notification-card${isUnread ? ' notification-card--unread' : ''}`;

  const content: ReactNode = (
    <>
      <span className="notification-card__heading">
        <span className="notification-card__category">{notification.categoryTitle}</span>
        {isActionRequired && (
          <span className="notification-card__action">
            {t('notifications.card.actionRequired')}
          </span>
        )}
      </span>
      <span className="notification-card__message">{notification.message}</span>
      <time className="notification-card__time" dateTime={notification.createdAt}>
        {elapsed ? formatTimeAgo(elapsed, locale) : t('notifications.card.justNow')}
      </time>
      {isUnread && (
        <span className="notification-card__dot">
          <span className="visually-hidden">{t('notifications.card.unread')}</span>
        </span>
      )}
    </>
  );

  const open = () => onOpen(notification);
  if (notification.redirectUrl === null) {
    return (
      <button type="button" className={className} onClick={open}>
        {content}
      </button>
    );
  }
  const path = inAppPath(notification.redirectUrl);
  return path === null ? (
    <a className={className} href={notification.redirectUrl} onClick={open}>
      {content}
    </a>
  ) : (
    <Link className={className} to={path} onClick={open}>
      {content}
    </Link>
  );
};
