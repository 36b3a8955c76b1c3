import type { PositionDetails } from '@generated/api/models';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { ViewApplicationLink } from '../../entities/position/applied';

/**
 * The job page's call to apply; a candidate who already applied is offered their application
 * instead of a second one.
 */
export const ApplyAction = ({ position }: { position: PositionDetails }) => {
  const { t } = useMessages('job');
  const { hasApplied, applicationId } = position.positionUserActions;
  return hasApplied ? (
    <ViewApplicationLink applicationId={applicationId} />
  ) : (
    <Link className="button button--apply" to={`/careers/apply?pid=${position.id}`}>
      {t('job.actions.applyNow')}
    </Link>
  );
};
