/**
 * The event keys of the notifications that ask a candidate to answer an offer: one when it is
 * extended, one for each expiry reminder. Answering the offer resolves them.
 */
export const offerExtendedKey = (offerId: number): string => `offer_extended:${offerId}`;

export const offerExpiringKey = (offerId: number, expiresAt: string): string =>
  `${offerExpiringKeyPrefix(offerId)}${expiresAt}`;

export const offerExpiringKeyPrefix = (offerId: number): string => `offer_expiring:${offerId}:`;
