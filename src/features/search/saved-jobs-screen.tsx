import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  getListSavedPositionsQueryKey,
  useListSavedPositions,
} from '@generated/api/positions/positions';
import type { SavedPosition, SavedPositionList } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { applicationLink } from '../../entities/position/application-link';
import { useToggleSavedPosition } from '../../entities/position/use-toggle-saved-position';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { locationLabel } from '../../shared/location-label';
import { QueryState } from '../../ui/query-state';
import { showToast } from '../../ui/toast/toast-store';

/** A saved job: where it is, until when it takes applications, and what the candidate can do. */
const SavedJobCard = ({
  position,
  onUnsave,
}: {
  position: SavedPosition;
  onUnsave: () => void;
}) => {
  const { t, locale } = useMessages('searchTools');
  const timeZone = useViewerTimeZone();
  return (
    <article className="card position-card">
      <h2 className="position-card__title">
        <Link to={position.positionUrl}>{position.name}</Link>
      </h2>
      <p className="muted">
        {locationLabel(position.standardizedLocations[0] ?? position.locations[0], locale)}
      </p>
      {position.isClosed ? (
        <p>{t('searchTools.savedJobs.closed')}</p>
      ) : (
        position.validThrough && (
          <p className="muted">
            {t('searchTools.savedJobs.closes', {
              date: formatDate(position.validThrough, locale, timeZone),
            })}
          </p>
        )
      )}
      <div className="card-actions">
        {position.hasApplied ? (
          <Link
            className="button"
            to={applicationLink(position.applicationId)}
            aria-label={t('searchTools.savedJobs.appliedLabel', { name: position.name })}
          >
            {t('searchTools.savedJobs.applied')}
          </Link>
        ) : (
          !position.isClosed && (
            <Link
              className="button button--apply"
              to={`/careers/apply?pid=${position.id}`}
              aria-label={t('searchTools.savedJobs.applyLabel', { name: position.name })}
            >
              {t('searchTools.savedJobs.apply')}
            </Link>
          )
        )}
        <button
          type="button"
          className="button"
          aria-label={t('searchTools.savedJobs.unsaveLabel', { name: position.name })}
          onClick={onUnsave}
        >
          {t('searchTools.savedJobs.unsave')}
        </button>
      </div>
    </article>
  );
};

export const SavedJobsScreen = () => {
  const { t } = useMessages('search');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const saved = useListSavedPositions({ domain });
  const toggleSaved = useToggleSavedPosition();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The job leaves the list at once and comes back if the server refuses.
  const unsave = (positionId: number) => {
    const queryKey = getListSavedPositionsQueryKey({ domain });
    const previous = queryClient.getQueryData<SavedPositionList>(queryKey);
    queryClient.setQueryData<SavedPositionList>(
      queryKey,
      (list) =>
        list && { positions: list.positions.filter((position) => position.id !== positionId) },
    );
    // Its button is gone with it: focus goes to the list's heading rather than being lost.
    headingRef.current?.focus();
    toggleSaved(positionId, true).catch((error: unknown) => {
      queryClient.setQueryData(queryKey, previous);
      showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
    });
  };

  return (
    <section>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('search.savedJobs.title')}
      </h1>
      <QueryState
        {...saved}
        isEmpty={(data) => data.positions.length === 0}
        emptyMessage={t('search.savedJobs.empty')}
      >
        {(data) => (
          <ul className="card-list">
            {data.positions.map((position) => (
              <li key={position.id}>
                <SavedJobCard position={position} onUnsave={() => unsave(position.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { SavedJobsScreen as Component };
