import { Link } from '../../i18n/localized-navigation';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { QueryState } from '../../ui/query-state';
import {
  getEffectiveStatus,
  getOfferDateLine,
  getOfferPath,
  OFFER_STATUS_LABELS,
} from '../../entities/offer/offer-status';
import { useOffers } from './use-offers';
import './offers.css';

export const OffersScreen = () => {
  const { t, locale } = useMessages('offers');
  const timeZone = useViewerTimeZone();
  const { domain } = useSession();
  const offers = useOffers();
  return (
    <section>
      <h1>{t('offers.list.heading')}</h1>
      <QueryState
        {...offers}
        isEmpty={(list) => list.length === 0}
        emptyMessage={t('offers.list.empty')}
      >
        {(list) => (
          <ul className="card-list">
            {list.map((offer) => {
              const status = getEffectiveStatus(offer);
              return (
                <li key={offer.id} className="card offer-card">
                  <h2 className="offer-card__title">{offer.position.name}</h2>
                  <p className="offer-card__status">
                    <span
                      className={`status-dot status-dot--${status.toLowerCase()}`}
                      aria-hidden
                    />
                    {t(OFFER_STATUS_LABELS[status])}
                    {status === 'Extended' && (
                      <span className="tag">{t('offers.list.actionRequired')}</span>
                    )}
                  </p>
                  <p className="offer-card__date">
                    {getOfferDateLine(offer, t, { locale, timeZone })}
                  </p>
                  <Link className="button" to={getOfferPath(offer, domain)}>
                    {t('offers.list.view')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { OffersScreen as Component };
