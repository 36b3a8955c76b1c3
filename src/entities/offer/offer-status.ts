import type { Offer } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-messages';
import { formatDate } from '../../shared/dates';

export type EffectiveOfferStatus = Offer['status'];

/** Each status's label, by message id; screens translate it. */
export const OFFER_STATUS_LABELS: Record<EffectiveOfferStatus | 'Rejected', MessageId<'offers'>> = {
  Extended: 'offers.status.extended',
  Declined: 'offers.status.declined',
  Accepted: 'offers.status.accepted',
  Canceled: 'offers.status.canceled',
  Expired: 'offers.status.expired',
  Rejected: 'offers.status.rejected',
};

/** An Extended offer past its expiry is Expired, whatever the server still says. */
export const getEffectiveStatus = (offer: Offer, now: Date = new Date()): EffectiveOfferStatus => {
  if (offer.status !== 'Extended' || !offer.expires_at) return offer.status;
  return new Date(offer.expires_at).getTime() < now.getTime() ? 'Expired' : 'Extended';
};

export const isActionable = (offer: Offer, now: Date = new Date()): boolean =>
  getEffectiveStatus(offer, now) === 'Extended';

/**
 * 'Expires {date}' while Extended, 'Expired {date}' once expired, else 'Last updated {date}';
 * the date in the viewer's zone (the browser's when `timeZone` is undefined).
 */
export const getOfferDateLine = (
  offer: Offer,
  t: Translate<'offers'>,
  { locale, timeZone }: { locale: string; timeZone: string | undefined },
  now: Date = new Date(),
): string => {
  const status = getEffectiveStatus(offer, now);
  if (status === 'Extended' && offer.expires_at) {
    return t('offers.date.expires', { date: formatDate(offer.expires_at, locale, timeZone) });
  }
  if (status === 'Expired' && offer.expires_at) {
    return t('offers.date.expired', { date: formatDate(offer.expires_at, locale, timeZone) });
  }
  return t('offers.date.lastUpdated', { date: formatDate(offer.updated_at, locale, timeZone) });
};

/** Extended offers open the offer page; every other state opens the letter. */
export const getOfferPath = (offer: Offer, domain: string, now: Date = new Date()): string => {
  const base = isActionable(offer, now)
    ? `/careers/offer/${offer.id}`
    : `/careers/offer-letter/${offer.id}`;
  return `${base}?domain=${encodeURIComponent(domain)}`;
};
