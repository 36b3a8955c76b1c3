import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { PositionSummary } from '@generated/api/models';
import { usePageLocaleParam, withLocaleParam } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { JobCard } from '../../shared/job-card';
import { useViewerTimeZone } from '../time-zone/use-viewer-time-zone';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface PositionCardProps {
  position: PositionSummary;
  selected?: boolean;
  /** Called instead of following the link on a plain click; other clicks still open the page. */
  onPlainClick?: (positionId: number) => void;
}

/** A job in a list, as search results show it: a real link, so keyboard and middle-click work. */
export const PositionCard = ({ position, selected, onPlainClick }: PositionCardProps) => {
  const { t, locale } = useMessages('position');
  const timeZone = useViewerTimeZone();
  const to = withLocaleParam(position.positionUrl, usePageLocaleParam());
  const href = useHref(to);
  const followLink = useLinkClickHandler(to);
  return (
    <JobCard
      position={position}
      href={href}
      t={t}
      locale={locale}
      timeZone={timeZone}
      selected={selected}
      onClick={(event) => {
        if (onPlainClick === undefined) {
          followLink(event);
          return;
        }
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPlainClick(position.id);
      }}
    />
  );
};
