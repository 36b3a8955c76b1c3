import { useId, useState } from 'react';
import { useListSessions } from '@generated/api/settings/settings';
import type { SignedInSession } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { elapsedSince, formatTimeAgo } from '../../lib/time-ago';
import { useNow } from '../../lib/use-now';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { Modal } from '../../ui/modal/modal';
import { QueryState } from '../../ui/query-state';
import { deviceName } from './device-name';
import { useSignedInDeviceChanges } from './use-signed-in-device-changes';

/** What the candidate is asked to confirm: one device's sign-out, or every other device's. */
type PendingSignOut = { session: SignedInSession } | 'others';

/** This browser first, then the others, the most recently used first (the server's order). */
const thisDeviceFirst = (sessions: readonly SignedInSession[]): SignedInSession[] => [
  ...sessions.filter((session) => session.isCurrent),
  ...sessions.filter((session) => !session.isCurrent),
];

interface DeviceItemProps {
  session: SignedInSession;
  now: number;
  onSignOut: (session: SignedInSession) => void;
}

const DeviceItem = ({ session, now, onSignOut }: DeviceItemProps) => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const nameId = useId();
  const elapsed = session.isCurrent ? null : elapsedSince(session.lastActiveAt, now);
  return (
    <li className="signed-in-device">
      <p className="signed-in-device__name">
        <strong id={nameId}>{deviceName(session, t)}</strong>
        {session.isCurrent && (
          <span className="signed-in-device__current">{t('candidate.devices.thisDevice')}</span>
        )}
      </p>
      <p className="muted">
        <time dateTime={session.lastActiveAt}>
          {elapsed === null
            ? t('candidate.devices.activeNow')
            : t('candidate.devices.lastActive', { time: formatTimeAgo(elapsed, locale) })}
        </time>
        {' · '}
        <time dateTime={session.createdAt}>
          {t('candidate.devices.signedIn', {
            date: formatDate(session.createdAt, locale, timeZone),
          })}
        </time>
      </p>
      {!session.isCurrent && (
        <button
          type="button"
          className="button"
          aria-describedby={nameId}
          onClick={() => onSignOut(session)}
        >
          {t('candidate.devices.signOut')}
        </button>
      )}
    </li>
  );
};

/**
 * The browsers signed in to the account, this one marked, each other one with a way to sign it
 * out, and one to sign out all of them; each sign-out is confirmed first.
 */
export const SignedInDevicesSection = () => {
  const { t } = useMessages('candidate');
  const headingId = useId();
  const { domain } = useSession();
  const sessions = useListSessions({ domain });
  const { signOutDevice, signOutOtherDevices } = useSignedInDeviceChanges();
  const [pending, setPending] = useState<PendingSignOut | null>(null);
  const focusLater = usePendingFocus();
  const now = useNow();

  const confirm = () => {
    if (pending === null) return;
    setPending(null);
    // The button that asked goes with the device: focus goes to the section's heading.
    focusLater(headingId);
    if (pending === 'others') signOutOtherDevices();
    else signOutDevice(pending.session.id);
  };

  return (
    <section aria-labelledby={headingId} className="settings-section">
      <h2 id={headingId} tabIndex={-1}>
        {t('candidate.devices.heading')}
      </h2>
      <p>{t('candidate.devices.intro')}</p>
      <QueryState {...sessions}>
        {(data) => {
          const hasOthers = data.sessions.some((session) => !session.isCurrent);
          return (
            <>
              <ul className="signed-in-devices">
                {thisDeviceFirst(data.sessions).map((session) => (
                  <DeviceItem
                    key={session.id}
                    session={session}
                    now={now}
                    onSignOut={(chosen) => setPending({ session: chosen })}
                  />
                ))}
              </ul>
              {hasOthers ? (
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setPending('others')}
                >
                  {t('candidate.devices.signOutOthers')}
                </button>
              ) : (
                <p>{t('candidate.devices.onlyThis')}</p>
              )}
            </>
          );
        }}
      </QueryState>
      <Modal
        isOpen={pending !== null}
        title={
          pending === null || pending === 'others'
            ? t('candidate.devices.confirmOthersTitle')
            : t('candidate.devices.confirmTitle', { device: deviceName(pending.session, t) })
        }
        onClose={() => setPending(null)}
      >
        <div className="form-stack">
          <p>
            {pending === null || pending === 'others'
              ? t('candidate.devices.confirmOthersBody')
              : t('candidate.devices.confirmBody', { device: deviceName(pending.session, t) })}
          </p>
          <div className="form-links">
            <button type="button" className="button" onClick={() => setPending(null)}>
              {t('candidate.devices.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={confirm}>
              {pending === 'others'
                ? t('candidate.devices.signOutOthers')
                : t('candidate.devices.signOut')}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
};
