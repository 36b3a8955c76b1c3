import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link, Navigate, useNavigate } from '../../i18n/localized-navigation';
import type { Offer } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { parsePositionId } from '../../shared/position-id';
import { EsignFrame } from '../../ui/esign-frame/esign-frame';
import { FileUpload } from '../../ui/file-upload/file-upload';
import { Modal } from '../../ui/modal/modal';
import { QueryState } from '../../ui/query-state';
import { showToast } from '../../ui/toast/toast-store';
import { DeclineOffer } from './decline-offer';
import { LetterViewer } from './letter-viewer';
import { OFFER_MESSAGES, offerFailureMessage, useOfferActions } from './offer-actions';
import { OfferSummary } from './offer-summary';
import {
  getEffectiveStatus,
  getOfferDateLine,
  OFFER_STATUS_LABELS,
} from '../../entities/offer/offer-status';
import { useOffers } from './use-offers';
import './offers.css';

export const SIGNED_LETTER_LABEL = 'offers.letter.upload.label';
export const AT_MOST_ONE_FILE = 'offers.letter.upload.atMostOneFile';
const SIGNED_LETTER_REQUIRED = 'offers.letter.upload.required';

/** After a successful action: its message, then back to the list (already showing the outcome). */
const useOfferOutcome = (domain: string) => {
  const navigate = useNavigate();
  return async (message: string) => {
    showToast({ message, variant: 'success' });
    await navigate(`/careers/offers?domain=${encodeURIComponent(domain)}`);
  };
};

interface OfferLetterProps {
  offer: Offer;
  domain: string;
}

/** The unsigned letter with Download and Print, in a card of its own. */
const LetterCard = ({ offer, title }: { offer: Offer; title: string }) => (
  // The viewer inside is the region named for the letter; the card is not a second one.
  <section className="card offer-letter__letter">
    <h2 className="offer-card__title">{title}</h2>
    <LetterViewer
      title={title}
      url={offer.unsigned_offer_letter_url}
      bytes={offer.unsigned_offer_letter_bytes}
    />
  </section>
);

/** Extended, not expired, no e-sign link: review, sign, upload — or decline. */
const SignAndUploadSteps = ({ offer, domain }: OfferLetterProps) => {
  const { t } = useMessages('offers');
  const uploadId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [isViewing, setIsViewing] = useState(false);
  const [isAccepting, setIsAccepting] = useState(false);
  const [isDeclining, setIsDeclining] = useState(false);
  const finish = useOfferOutcome(domain);
  const { accept } = useOfferActions(domain);
  const isBusy = isAccepting || isDeclining;

  const validate = (chosen: readonly File[]) =>
    chosen.length === 0
      ? t(SIGNED_LETTER_REQUIRED)
      : chosen.length > 1
        ? t(AT_MOST_ONE_FILE)
        : undefined;

  const submit = async () => {
    const problem = validate(files);
    setFileError(problem);
    const signed = files.at(0);
    if (problem || !signed) {
      document.getElementById(uploadId)?.focus();
      return;
    }
    setIsAccepting(true);
    try {
      await accept(offer.id, signed);
      await finish(t(OFFER_MESSAGES.acceptSuccess));
    } catch (error) {
      showToast({
        message: offerFailureMessage(error, t(OFFER_MESSAGES.acceptFailed)),
        variant: 'disruptive',
      });
    } finally {
      setIsAccepting(false);
    }
  };

  return (
    <>
      <ol className="offer-steps">
        <li className="card offer-step">
          <h2 className="offer-card__title">{t('offers.letter.review.title')}</h2>
          <p>{t('offers.letter.review.body')}</p>
          <button type="button" className="button" onClick={() => setIsViewing(true)}>
            {t('offers.letter.review.view')}
          </button>
        </li>
        <li className="card offer-step">
          <h2 className="offer-card__title">{t('offers.letter.sign.title')}</h2>
          <p>{t('offers.letter.sign.body')}</p>
        </li>
        <li className="card offer-step">
          <h2 className="offer-card__title">{t('offers.letter.upload.title')}</h2>
          <FileUpload
            id={uploadId}
            label={t(SIGNED_LETTER_LABEL)}
            accept=".pdf"
            maxFiles={1}
            required
            value={files}
            error={fileError}
            onChange={(next) => {
              setFiles(next);
              setFileError(next.length > 1 ? t(AT_MOST_ONE_FILE) : undefined);
            }}
          />
          <div className="offer-step__actions">
            <DeclineOffer
              offer={offer}
              domain={domain}
              onDeclined={finish}
              isDisabled={isBusy}
              onBusyChange={setIsDeclining}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={isBusy}
              onClick={() => void submit()}
            >
              {t('offers.letter.submit')}
            </button>
          </div>
        </li>
      </ol>
      <Modal
        title={t('offers.letter.viewerTitle', { name: offer.position.name })}
        isOpen={isViewing}
        onClose={() => setIsViewing(false)}
        className="modal--wide"
      >
        <LetterViewer
          title={t('offers.letter.documentTitle')}
          url={offer.unsigned_offer_letter_url}
          bytes={offer.unsigned_offer_letter_bytes}
        />
      </Modal>
    </>
  );
};

/**
 * Extended, not expired, with an e-sign link: the letter to read, then the signing field, sized to
 * its page so that nothing scrolls inside it, and Decline. Signing accepts the offer with empty
 * form data.
 */
const EsignStep = ({ offer, domain }: OfferLetterProps) => {
  const { t } = useMessages('offers');
  const signTitleId = useId();
  const finish = useOfferOutcome(domain);
  const { accept } = useOfferActions(domain);
  const onSign = () => {
    accept(offer.id)
      .then(() => finish(t(OFFER_MESSAGES.acceptSuccess)))
      .catch((error: unknown) => {
        showToast({
          message: offerFailureMessage(error, t(OFFER_MESSAGES.acceptFailed)),
          variant: 'disruptive',
        });
      });
  };
  return (
    <>
      <LetterCard offer={offer} title={t('offers.letter.documentTitle')} />
      <section className="card offer-letter__sign" aria-labelledby={signTitleId}>
        <h2 id={signTitleId} className="offer-card__title">
          {t('offers.letter.esign.title')}
        </h2>
        <EsignFrame
          title={t('offers.letter.esign.frameTitle')}
          url={offer.ef_esign_url ?? undefined}
          domain={domain}
          onSign={onSign}
        />
        <div className="offer-step__actions">
          <DeclineOffer offer={offer} domain={domain} onDeclined={finish} />
        </div>
      </section>
    </>
  );
};

/** An answered, expired or withdrawn offer: the signed letter once accepted, else the letter. */
const ReadOnlyLetter = ({ offer }: { offer: Offer }) => {
  const { t } = useMessages('offers');
  if (!offer.signed_offer_letter_url) {
    return <LetterCard offer={offer} title={t('offers.letter.documentTitle')} />;
  }
  return (
    <section className="card offer-letter__letter">
      <h2 className="offer-card__title">{t('offers.letter.signedTitle')}</h2>
      <LetterViewer title={t('offers.letter.signedTitle')} url={offer.signed_offer_letter_url} />
    </section>
  );
};

/** /careers/offer-letter/:id — sign and submit, e-sign, or read the letter, by the offer's state. */
export const OfferLetterScreen = () => {
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
        if (!offer) return <Navigate to={listPath} replace />;
        const status = getEffectiveStatus(offer);
        // Back leads to the offer page while the offer is open, else (e.g. Accepted) to the list.
        const backPath =
          status === 'Extended'
            ? `/careers/offer/${offer.id}?domain=${encodeURIComponent(domain)}`
            : listPath;
        return (
          <section className="offer-letter">
            <Link to={backPath} className="back-link">
              {t('offers.letter.back')}
            </Link>
            <h1>{t('offers.letter.heading', { name: offer.position.name })}</h1>
            <p className="offer-card__status">
              <span className={`status-dot status-dot--${status.toLowerCase()}`} aria-hidden />
              {t('offers.letter.statusLine', {
                status: t(OFFER_STATUS_LABELS[status]),
                date: getOfferDateLine(offer, t, { locale, timeZone }),
              })}
            </p>
            {offer.summary && <OfferSummary summary={offer.summary} />}
            {status === 'Extended' ? (
              offer.ef_esign_url ? (
                <EsignStep offer={offer} domain={domain} />
              ) : (
                <SignAndUploadSteps offer={offer} domain={domain} />
              )
            ) : (
              <ReadOnlyLetter offer={offer} />
            )}
          </section>
        );
      }}
    </QueryState>
  );
};

/** The route module's screen. */
export { OfferLetterScreen as Component };
