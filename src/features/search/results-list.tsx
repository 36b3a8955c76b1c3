import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PositionSummary } from '@generated/api/models';
import { formatDate } from '../../lib/dates';
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
export const ResultsList = ({ positions, selectedId, onSelect }: ResultsListProps) => (
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
          <span className="result-card__meta">
            {position.standardizedLocations[0] ?? position.locations[0]}
            {position.standardizedLocations.length > 1 &&
              ` +${position.standardizedLocations.length - 1} more`}
          </span>
          <span className="result-card__meta">
            {position.department} · {WORK_LOCATION_LABELS[position.workLocationOption]} · Posted{' '}
            {formatDate(position.postedTs * 1000)}
          </span>
        </Link>
      </li>
    ))}
  </ol>
);
