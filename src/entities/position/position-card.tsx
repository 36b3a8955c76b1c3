import { Link } from '../../i18n/localized-navigation';
import type { PositionSummary } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { locationLabel } from '../../shared/location-label';
import { WORK_LOCATION_LABELS } from './position-labels';

/** A job in a list: the whole title is a real link, so keyboard and middle-click work. */
export const PositionCard = ({ position }: { position: PositionSummary }) => {
  const { t, locale } = useMessages('position');
  return (
    <article className="card position-card">
      <h2 className="position-card__title">
        <Link to={position.positionUrl}>{position.name}</Link>
      </h2>
      <p className="muted">
        {[
          locationLabel(position.standardizedLocations[0] ?? position.locations[0], locale),
          position.department,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="muted">{t(WORK_LOCATION_LABELS[position.workLocationOption])}</p>
    </article>
  );
};
