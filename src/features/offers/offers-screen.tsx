import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import {
  getEffectiveStatus,
  getOfferDateLine,
  getOfferPath,
  OFFER_STATUS_LABELS,
} from './offer-status';
import { useOffers } from './use-offers';
import './offers.css';

export const OffersScreen = () => {
  const { domain } = useSession();
  const offers = useOffers();
  return (
    <section>
      <h1>Offers</h1>
      <QueryState {...offers} isEmpty={(list) => list.length === 0} emptyMessage="No offers found">
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
                    {OFFER_STATUS_LABELS[status]}
                    {status === 'Extended' && <span className="tag">Action required</span>}
                  </p>
                  <p className="offer-card__date">{getOfferDateLine(offer)}</p>
                  <Link className="button" to={getOfferPath(offer, domain)}>
                    View job offer
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
