import { Link, Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { parsePositionId } from '../../lib/position-id';
import { QueryState } from '../../ui/query-state';
import { getEffectiveStatus, getOfferDateLine, OFFER_STATUS_LABELS } from './offer-status';
import { useOffers } from './use-offers';

/** /careers/offer-letter/:id — the letter of a known offer; unknown ids go to the list. */
export const OfferLetterScreen = () => {
  const { domain } = useSession();
  const offerId = parsePositionId(useParams().id);
  const offers = useOffers();
  const listPath = `/careers/offers?domain=${encodeURIComponent(domain)}`;
  return (
    <QueryState {...offers}>
      {(list) => {
        const offer = list.find((item) => item.id === offerId);
        if (!offer) return <Navigate to={listPath} replace />;
        const status = getEffectiveStatus(offer);
        return (
          <section>
            <Link to={listPath} className="back-link">
              Offers
            </Link>
            <h1>Offer letter: {offer.position.name}</h1>
            <p>
              {OFFER_STATUS_LABELS[status]} · {getOfferDateLine(offer)}
            </p>
            {offer.unsigned_offer_letter_url && (
              <a
                className="button"
                href={offer.unsigned_offer_letter_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open the offer letter (PDF, opens in a new tab)
              </a>
            )}
          </section>
        );
      }}
    </QueryState>
  );
};
