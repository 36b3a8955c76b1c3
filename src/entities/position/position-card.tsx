import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { PositionSummary } from '@generated/api/models';
import { usePageLocaleParam, withLocaleParam } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { JobCard } from '../../shared/job-card';
import { useViewerTimeZone } from '../time-zone/use-viewer-time-zone';

/** A job in a list, as search results show it: a real link, so keyboard and middle-click work. */
export const PositionCard = ({ position }: { position: PositionSummary }) => {
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
      onClick={followLink}
    />
  );
};
