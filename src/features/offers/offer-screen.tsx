import { useParams } from 'react-router-dom';
import { Link, Navigate } from '../../i18n/localized-navigation';
import { useSession } from '../../api/session';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { parsePositionId } from '../../shared/position-id';
import { QueryState } from '../../ui/query-state';
import { OfferConfettiEffect } from './offer-confetti-effect';
import { OfferSummary } from './offer-summary';
import { getOfferDateLine, isActionable } from '../../entities/offer/offer-status';
import { useOffers } from './use-offers';
import './offers.css';

/** /careers/offer/:id — only for an Extended offer that has not expired. */
export const OfferScreen = () => {
  const { t, locale } = useMessages('offers');
  const timeZone = useViewerTimeZone();
  const { domain } = useSession();
  const offerId = parsePositionId(useParams().id);
  const offers = useOffers();
  const listPath = `/careers/offers?domain=${encodeURIComponent(domain)}`;
  return (
    <QueryState {...offers}>
      {(list) => {
        const offer = list.find((item) => item.id === offerId);
        if (!offer || !isActionable(offer)) return <Navigate to={listPath} replace />;
        const dateLine = getOfferDateLine(offer, t, { locale, timeZone });
        return (
          <section>
            <OfferConfettiEffect offerId={offer.id} />
            <Link to={listPath} className="back-link">
              {t('offers.offer.back')}
            </Link>
            <h1>{t('offers.offer.heading', { name: offer.position.name })}</h1>
            <p>{t('offers.offer.congratulations')}</p>
            {offer.summary && <OfferSummary summary={offer.summary} />}
            <ul className="card-list">
              <li className="card">
                <h2 className="offer-card__title">{t('offers.offer.letter')}</h2>
                <span className="tag">{t('offers.list.actionRequired')}</span>
                <p className="offer-card__date">{dateLine}</p>
                <Link
                  className="button button--primary"
                  to={`/careers/offer-letter/${offer.id}?domain=${encodeURIComponent(domain)}`}
                >
                  {t('offers.offer.start')}
                </Link>
              </li>
              {offer.offer_email_attachments.map((attachment) => (
                <li key={attachment.query_enc_id} className="card">
                  <h2 className="offer-card__title">{attachment.name}</h2>
                  <p className="offer-card__date">{dateLine}</p>
                  <a
                    className="button"
                    href={`/api/pcsx/offers/${offer.id}/attachments/${attachment.query_enc_id}?domain=${encodeURIComponent(domain)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Msg
                      id="offers.offer.viewAttachment"
                      values={{ name: attachment.name }}
                      components={{ 0: <span className="visually-hidden" /> }}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </QueryState>
  );
};

/** The route module's screen. */
export { OfferScreen as Component };
