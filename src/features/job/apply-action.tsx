import type { PositionDetails } from '@generated/api/models';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { applicationLink } from '../../entities/position/application-link';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../lib/dates';

/** "You applied on …", on the viewer's calendar, for a job the candidate already applied to. */
export const AppliedNotice = ({ position }: { position: PositionDetails }) => {
  const { t, locale } = useMessages('job');
  const timeZone = useViewerTimeZone();
  const { hasApplied, appliedAt } = position.positionUserActions;
  if (!hasApplied || !appliedAt) return null;
  return (
    <p className="muted">
      {t('job.applied.on', { date: formatDate(appliedAt, locale, timeZone) })}
    </p>
  );
};

/**
 * The job page's call to apply; a candidate who already applied is offered their application
 * instead of a second one.
 */
export const ApplyAction = ({ position }: { position: PositionDetails }) => {
  const { t } = useMessages('job');
  const { hasApplied, applicationId } = position.positionUserActions;
  return hasApplied ? (
    <Link className="button button--apply" to={applicationLink(applicationId)}>
      {t('job.actions.viewApplication')}
    </Link>
  ) : (
    <Link className="button button--apply" to={`/careers/apply?pid=${position.id}`}>
      {t('job.actions.applyNow')}
    </Link>
  );
};
