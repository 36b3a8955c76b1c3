import { useEffect } from 'react';
import { Link } from '../../i18n/localized-navigation';
import {
  useGetMatchDetails,
  useGetPositionDetails,
  useGetPositionInsights,
} from '@generated/api/search/search';
import type { PositionSummary } from '@generated/api/models';
import { useToggleSavedPosition } from '../../entities/position/use-toggle-saved-position';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { PositionDetailsView } from '../../entities/position/position-details-view';
import { SaveButton } from '../../entities/position/save-button';
import { AppliedNotice, ViewApplicationLink } from '../../entities/position/applied';
import {
  POSITION_DETAILS_REQUEST,
  showPositionDetailsFailed,
} from '../../entities/position/position-labels';
import { JobCartButton } from './job-cart-button';

interface PositionPaneProps {
  positionId: number;
  /** The job's record from the results, shown until the full record arrives. */
  lite: PositionSummary | undefined;
  queriedLocation: string;
  onLoadFailed: (positionId: number) => void;
  /** Bring the job into view and focus its title once shown (the details sit below the list). */
  reveal?: boolean;
}

/**
 * The selected job: its lite record from the results shows at once; the full record, match
 * details and insights load in parallel. If the full record fails, the selection is cleared and
 * the failure is reported once, by the details toast.
 */
export const PositionPane = ({
  positionId,
  lite,
  queriedLocation,
  onLoadFailed,
  reveal = false,
}: PositionPaneProps) => {
  const { t } = useMessages('search', 'position');
  const boot = useSession();
  const { domain, isLoggedIn } = boot;
  const details = useGetPositionDetails(
    {
      domain,
      position_id: positionId,
      ...(queriedLocation ? { queried_location: queriedLocation } : {}),
    },
    { request: POSITION_DETAILS_REQUEST },
  );
  const match = useGetMatchDetails(
    { domain, position_id: positionId },
    { query: { enabled: isLoggedIn, retry: false } },
  );
  const insights = useGetPositionInsights(
    { domain, position_id: positionId },
    { query: { retry: false } },
  );
  const toggleSaved = useToggleSavedPosition();

  useEffect(() => {
    if (!details.isError) return;
    showPositionDetailsFailed(t);
    onLoadFailed(positionId);
  }, [details.isError, positionId, onLoadFailed, t]);

  const position = details.data ?? lite;
  if (!position) return <p role="status">{t('search.details.loading')}</p>;
  const isSaved = details.data?.positionUserActions.isSaved ?? position.isSaved;
  // The results already say whether the candidate applied, so the pane never offers Apply first.
  const hasApplied = details.data?.positionUserActions.hasApplied ?? lite?.hasApplied === true;
  return (
    <PositionDetailsView
      position={position}
      revealOnMount={reveal}
      match={match.data}
      insights={insights.data?.insights}
      notice={details.data && <AppliedNotice position={details.data} />}
      actions={
        <>
          {hasApplied ? (
            <ViewApplicationLink applicationId={details.data?.positionUserActions.applicationId} />
          ) : (
            <Link
              className="button button--apply"
              to={`/careers/apply?pid=${positionId}`}
              aria-label={t('search.details.applyLabel', { name: position.name })}
            >
              {t('search.details.apply')}
            </Link>
          )}
          <SaveButton
            positionName={position.name}
            isSaved={isSaved}
            onToggle={() => toggleSaved(positionId, isSaved)}
          />
          {boot.configs.pcsxConfig.jobCartEnabled && <JobCartButton position={position} />}
          <Link
            className="button"
            to={position.positionUrl}
            aria-label={t('search.details.openJobPageLabel', { name: position.name })}
          >
            {t('search.details.openJobPage')}
          </Link>
        </>
      }
    />
  );
};
