import type { PositionDetails } from '@generated/api/models';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { applicationLink } from './application-link';

/** "You applied on …", on the viewer's calendar, for a job the candidate already applied to. */
export const AppliedNotice = ({ position }: { position: PositionDetails }) => {
  const { t, locale } = useMessages('position');
  const timeZone = useViewerTimeZone();
  const { hasApplied, appliedAt } = position.positionUserActions;
  if (!hasApplied || !appliedAt) return null;
  return (
    <p className="muted">
      {t('position.applied.on', { date: formatDate(appliedAt, locale, timeZone) })}
    </p>
  );
};

/** Where a candidate who already applied goes instead of applying a second time. */
export const ViewApplicationLink = ({ applicationId }: { applicationId: number | undefined }) => {
  const { t } = useMessages('position');
  return (
    <Link className="button button--apply" to={applicationLink(applicationId)}>
      {t('position.actions.viewApplication')}
    </Link>
  );
};
