import type { Offer } from '@generated/api/models';
import { formatDate } from '../../lib/dates';

export type EffectiveOfferStatus = Offer['status'];

export const OFFER_STATUS_LABELS: Record<EffectiveOfferStatus | 'Rejected', string> = {
  Extended: 'Offer extended',
  Declined: 'Offer declined',
  Accepted: 'Offer accepted',
  Canceled: 'Offer canceled',
  Expired: 'Offer expired',
  Rejected: 'Rejected',
};

/** An Extended offer past its expiry is Expired, whatever the server still says. */
export const getEffectiveStatus = (offer: Offer, now: Date = new Date()): EffectiveOfferStatus => {
  if (offer.status !== 'Extended' || !offer.expires_at) return offer.status;
  return new Date(offer.expires_at).getTime() < now.getTime() ? 'Expired' : 'Extended';
};

export const isActionable = (offer: Offer, now: Date = new Date()): boolean =>
  getEffectiveStatus(offer, now) === 'Extended';

/** 'Expires {date}' while Extended, 'Expired {date}' once expired, else 'Last updated {date}'. */
export const getOfferDateLine = (offer: Offer, now: Date = new Date()): string => {
  const status = getEffectiveStatus(offer, now);
  if (status === 'Extended' && offer.expires_at) return `Expires ${formatDate(offer.expires_at)}`;
  if (status === 'Expired' && offer.expires_at) return `Expired ${formatDate(offer.expires_at)}`;
  return `Last updated ${formatDate(offer.updated_at)}`;
};

/** Extended offers open the offer page; every other state opens the letter. */
export const getOfferPath = (offer: Offer, domain: string, now: Date = new Date()): string => {
  const base = isActionable(offer, now)
    ? `/careers/offer/${offer.id}`
    : `/careers/offer-letter/${offer.id}`;
  return `${base}?domain=${encodeURIComponent(domain)}`;
};
