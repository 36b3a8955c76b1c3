import type { MouseEvent } from 'react';
import { Link } from '../../i18n/localized-navigation';
import type { PositionSummary } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { locationLabel } from '../../shared/location-label';
import { WORK_LOCATION_LABELS } from '../../entities/position/position-labels';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ResultsListProps {
  positions: PositionSummary[];
  selectedId: number | undefined;
  onSelect: (positionId: number) => void;
}

/**
 * Job cards are real links to the job page (middle-click and new tabs work); a plain click shows
 * the job in the details pane instead.
 */
export const ResultsList = ({ positions, selectedId, onSelect }: ResultsListProps) => {
  const { t, locale } = useMessages('search', 'position');
  const timeZone = useViewerTimeZone();
  return (
    <ol className="results-list">
      {positions.map((position) => (
        <li key={position.id}>
          <Link
            to={position.positionUrl}
            className={`result-card${position.id === selectedId ? ' result-card--selected' : ''}`}
            aria-current={position.id === selectedId ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(position.id);
            }}
          >
            <span className="result-card__title">{position.name}</span>
            {position.hasApplied && (
              <span className="result-card__meta">
                <span className="chip">{t('search.results.applied')}</span>
              </span>
            )}
            <span className="result-card__meta">
              {locationLabel(position.standardizedLocations[0] ?? position.locations[0], locale)}
              {position.standardizedLocations.length > 1 &&
                ` ${t('search.results.moreLocations', { count: position.standardizedLocations.length - 1 })}`}
            </span>
            <span className="result-card__meta">
              {t('search.results.meta', {
                department: position.department,
                workLocation: t(WORK_LOCATION_LABELS[position.workLocationOption]),
                posted: formatDate(position.postedTs * 1000, locale, timeZone),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
};
