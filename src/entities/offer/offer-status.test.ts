import type { Offer } from '@generated/api/models';
import { i18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/use-messages';
import {
  getEffectiveStatus,
  getOfferDateLine,
  getOfferPath,
  OFFER_STATUS_LABELS,
} from './offer-status';

const NOW = new Date('2026-06-15T12:00:00');
/** The offers catalogue in English (the test setup loads every catalogue). */
const t: Translate<'offers'> = (id, values) => i18n._(id, values);

const offer = (overrides: Partial<Offer>): Offer => ({
  id: 7,
  status: 'Extended',
  position: { id: 1000, name: 'Data Engineer' },
  updated_at: '2026-06-01T12:00:00',
  expires_at: '2026-06-30T12:00:00',
  ef_esign_url: null,
  unsigned_offer_letter_url: null,
  unsigned_offer_letter_bytes: null,
  offer_email_attachments: [],
  form_status: 'open',
  ...overrides,
});

describe('offer status rules', () => {
  it('labels every status as the spec does', () => {
    expect(
      Object.fromEntries(
        Object.entries(OFFER_STATUS_LABELS).map(([status, id]) => [status, t(id)]),
      ),
    ).toEqual({
      Extended: 'Offer extended',
      Declined: 'Offer declined',
      Accepted: 'Offer accepted',
      Canceled: 'Offer canceled',
      Expired: 'Offer expired',
      Rejected: 'Rejected',
    });
  });

  it('treats an Extended offer past expires_at as Expired', () => {
    expect(getEffectiveStatus(offer({}), NOW)).toBe('Extended');
    expect(getEffectiveStatus(offer({ expires_at: '2026-06-14T12:00:00' }), NOW)).toBe('Expired');
    expect(getEffectiveStatus(offer({ status: 'Accepted', expires_at: '2026-01-01' }), NOW)).toBe(
      'Accepted',
    );
  });

  it('writes the date line in MM/DD/YYYY', () => {
    expect(getOfferDateLine(offer({}), t, { locale: 'en', timeZone: undefined }, NOW)).toBe(
      'Expires 06/30/2026',
    );
    expect(
      getOfferDateLine(
        offer({ expires_at: '2026-06-10T12:00:00' }),
        t,
        { locale: 'en', timeZone: undefined },
        NOW,
      ),
    ).toBe('Expired 06/10/2026');
    expect(
      getOfferDateLine(
        offer({ status: 'Declined' }),
        t,
        { locale: 'en', timeZone: undefined },
        NOW,
      ),
    ).toBe('Last updated 06/01/2026');
  });

  it('sends Extended offers to the offer page and others to the letter, with the domain', () => {
    expect(getOfferPath(offer({}), 'northwindlabs.com', NOW)).toBe(
      '/careers/offer/7?domain=northwindlabs.com',
    );
    expect(getOfferPath(offer({ status: 'Accepted' }), 'northwindlabs.com', NOW)).toBe(
      '/careers/offer-letter/7?domain=northwindlabs.com',
    );
  });
});
