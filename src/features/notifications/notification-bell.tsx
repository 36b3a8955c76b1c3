import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useMediaQuery } from '../../lib/use-media-query';
import { Modal } from '../../ui/modal/modal';
import { NotificationPanel, type Announcement } from './notification-panel';
import {
  useMarkAllViewed,
  useNewNotificationsEffect,
  useRefreshLists,
  useUnreadBadge,
} from './use-notifications';
import './notifications.css';

/** From this width the panel drops down under the bell; below it, it fills the screen. */
const DESKTOP_QUERY = '(min-width: 1024px)';
/** Counts above this show as "99+". */
const BADGE_MAX = 99;

const BellIcon = () => (
  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  </svg>
);

/**
 * The notifications bell of the navbar: an unread badge polled from the server, and a panel of
 * the candidate's notifications. On desktop the panel is a non-modal dialog under the bell; on
 * phones and tablets a fullscreen modal. Opening it marks everything viewed.
 */
export const NotificationBell = () => {
  const { t, locale } = useMessages('notifications');
  const { domain } = useSession();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [isOpen, setIsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();
  const badge = useUnreadBadge(domain);
  const markAllViewed = useMarkAllViewed(domain);
  const refreshLists = useRefreshLists();

  const open = () => {
    setAnnouncement(null);
    setIsOpen(true);
    markAllViewed();
  };
  const close = useCallback(
    (returnFocus: boolean) => {
      setIsOpen(false);
      if (returnFocus) button?.focus();
    },
    [button],
  );

  // While the panel is open, what arrives is shown, announced and counted as seen.
  const onArrived = useCallback(
    (count: number) => {
      if (!isOpen) return;
      setAnnouncement((previous) => ({
        text: t('notifications.panel.newArrived', { count }),
        id: (previous?.id ?? 0) + 1,
      }));
      void refreshLists();
      markAllViewed();
    },
    [isOpen, markAllViewed, refreshLists, t],
  );
  useNewNotificationsEffect(domain, onArrived);

  // The dropdown takes focus when it opens, so its content is read and reached at once.
  useEffect(() => {
    if (isOpen && isDesktop) headingRef.current?.focus();
  }, [isOpen, isDesktop]);

  // Escape, or a click anywhere outside, closes the dropdown (the phone's modal does its own).
  // A click on something that takes focus keeps it there; a click on nothing gives it to the bell.
  useEffect(() => {
    if (!isOpen || !isDesktop) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || rootRef.current?.contains(event.target)) return;
      const hasFocusElsewhere =
        document.activeElement !== null && document.activeElement !== document.body;
      close(!hasFocusElsewhere);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [close, isDesktop, isOpen]);

  // Tabbing out of the dropdown closes it; focus stays where the candidate moved it. (The phone's
  // modal lies outside this element in the page, and keeps focus in itself.)
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOpen && isDesktop && next instanceof Node && !rootRef.current?.contains(next)) {
      close(false);
    }
  };

  const shownCount = isOpen ? 0 : badge.count;
  const title = t('notifications.panel.title');
  const panel = (
    <NotificationPanel domain={domain} announcement={announcement} onLeave={() => close(false)} />
  );

  return (
    <div ref={rootRef} className="notification-bell" onBlur={onBlur}>
      <button
        ref={setButton}
        type="button"
        className="notification-bell__button"
        aria-label={t('notifications.bell.label', { count: shownCount })}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        aria-controls={isOpen && isDesktop ? panelId : undefined}
        onClick={() => (isOpen ? close(true) : open())}
      >
        <BellIcon />
        {shownCount > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {/* The label's digits: its count is formatted in the page's locale, so the badge is too. */}
            {shownCount > BADGE_MAX
              ? t('notifications.bell.badgeOverflow')
              : new Intl.NumberFormat(locale).format(shownCount)}
          </span>
        )}
      </button>
      {isOpen && isDesktop && (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className="notification-panel">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="notification-panel__title">
            {title}
          </h2>
          {panel}
        </div>
      )}
      {!isDesktop && (
        <Modal
          title={title}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          className="notification-modal"
          returnFocusTo={button}
        >
          {panel}
        </Modal>
      )}
    </div>
  );
};
