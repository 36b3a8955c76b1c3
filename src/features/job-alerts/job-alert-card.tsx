import { useId, useState, type SyntheticEvent } from 'react';
import type { JobAlert } from '@generated/api/models';
import {
  isJobAlertFrequency,
  JOB_ALERT_FREQUENCIES,
} from '../../entities/job-alert/job-alert-frequency';
import { Link } from '../../i18n/localized-navigation';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { Modal } from '../../ui/modal/modal';
import type { useJobAlertChanges } from './use-job-alert-changes';

/** The contract's longest alert name. */
const MAX_NAME_LENGTH = 100;

interface JobAlertCardProps {
  alert: JobAlert;
  changes: ReturnType<typeof useJobAlertChanges>;
  /** Called as the alert is deleted, so focus can go somewhere that stays. */
  onDeleted: () => void;
}

/** One saved search: what it looks for, how often it mails, and what the candidate can change. */
export const JobAlertCard = ({ alert, changes, onDeleted }: JobAlertCardProps) => {
  const { t, locale } = useMessages('jobAlerts');
  const timeZone = useViewerTimeZone();
  const id = useId();
  const headingId = `${id}-name`;
  const renameButtonId = `${id}-rename`;
  const focusLater = usePendingFocus();
  const [draftName, setDraftName] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const stopRenaming = () => {
    setDraftName(null);
    focusLater(renameButtonId);
  };
  const onRename = (event: SyntheticEvent) => {
    event.preventDefault();
    // An emptied name keeps the old one: every alert has a name.
    const name = draftName?.trim() ?? '';
    if (name !== '' && name !== alert.name) changes.updateAlert(alert.id, { name });
    stopRenaming();
  };

  return (
    <article className="card job-alert" aria-labelledby={headingId}>
      <div className="job-alert__title">
        <h2 id={headingId}>{alert.name}</h2>
        {alert.isPaused && <span className="job-alert__paused">{t('jobAlerts.item.paused')}</span>}
      </div>
      <p>{alert.description}</p>
      <p className="muted">
        {alert.lastSentAt === null
          ? t('jobAlerts.item.neverSent')
          : t('jobAlerts.item.lastSent', { date: formatDate(alert.lastSentAt, locale, timeZone) })}
      </p>
      <label className="job-alert__frequency">
        {t('jobAlerts.field.frequency')}{' '}
        <select
          value={alert.frequency}
          aria-describedby={headingId}
          onChange={(event) => {
            const frequency = event.target.value;
            if (isJobAlertFrequency(frequency)) changes.updateAlert(alert.id, { frequency });
          }}
        >
          {JOB_ALERT_FREQUENCIES.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </label>
      {draftName !== null ? (
        <form className="job-alert__rename" onSubmit={onRename}>
          <label htmlFor={`${id}-new-name`}>{t('jobAlerts.field.rename')}</label>
          <input
            id={`${id}-new-name`}
            type="text"
            maxLength={MAX_NAME_LENGTH}
            // The candidate asked to rename: the field is where they go next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={draftName}
            onChange={(event) => setDraftName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopRenaming();
            }}
          />
          <button type="submit" className="button button--primary">
            {t('jobAlerts.item.saveName')}
          </button>
          <button type="button" className="button" onClick={stopRenaming}>
            {t('jobAlerts.action.cancel')}
          </button>
        </form>
      ) : null}
      <div className="job-alert__actions">
        <Link className="button" to={alert.searchUrl} aria-describedby={headingId}>
          {t('jobAlerts.item.seeJobs')}
        </Link>
        <button
          type="button"
          className="button"
          aria-describedby={headingId}
          onClick={() => changes.updateAlert(alert.id, { isPaused: !alert.isPaused })}
        >
          {alert.isPaused ? t('jobAlerts.item.resume') : t('jobAlerts.item.pause')}
        </button>
        {draftName === null && (
          <button
            id={renameButtonId}
            type="button"
            className="button"
            aria-describedby={headingId}
            onClick={() => setDraftName(alert.name)}
          >
            {t('jobAlerts.item.rename')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          aria-describedby={headingId}
          onClick={() => setIsConfirmingDelete(true)}
        >
          {t('jobAlerts.item.delete')}
        </button>
      </div>
      <Modal
        isOpen={isConfirmingDelete}
        title={t('jobAlerts.delete.title')}
        onClose={() => setIsConfirmingDelete(false)}
      >
        <div className="form-stack">
          <p>
            <Msg
              id="jobAlerts.delete.body"
              values={{ name: alert.name }}
              components={{ 0: <strong /> }}
            />
          </p>
          <div className="job-alert__actions">
            <button type="button" className="button" onClick={() => setIsConfirmingDelete(false)}>
              {t('jobAlerts.action.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setIsConfirmingDelete(false);
                onDeleted();
                changes.deleteAlert(alert.id);
              }}
            >
              {t('jobAlerts.delete.confirm')}
            </button>
          </div>
        </div>
      </Modal>
    </article>
  );
};
