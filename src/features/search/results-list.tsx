import type { MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import type { PositionSummary } from '@generated/api/models';
import { usePageLocaleParam, withLocaleParam } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { JobCard } from '../../shared/job-card';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ResultCardProps {
  position: PositionSummary;
  selected: boolean;
  onSelect: (positionId: number) => void;
}

const ResultCard = ({ position, selected, onSelect }: ResultCardProps) => {
  const { t, locale } = useMessages('position');
  const timeZone = useViewerTimeZone();
  const href = useHref(withLocaleParam(position.positionUrl, usePageLocaleParam()));
  return (
    <JobCard
      position={position}
      href={href}
      t={t}
      locale={locale}
      timeZone={timeZone}
      selected={selected}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onSelect(position.id);
      }}
    />
  );
};

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
        <ResultCard position={position} selected={position.id === selectedId} onSelect={onSelect} />
      </li>
    ))}
  </ol>
);
