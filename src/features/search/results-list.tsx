import type { PositionSummary } from '@generated/api/models';
import { PositionCard } from '../../entities/position/position-card';

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
        <PositionCard
          position={position}
          selected={position.id === selectedId}
          onPlainClick={onSelect}
        />
      </li>
    ))}
  </ol>
);
