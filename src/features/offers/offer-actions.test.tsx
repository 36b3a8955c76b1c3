// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Offer } from '@generated/api/models';
import { getListOffersQueryKey, useListOffers } from '@generated/api/offers/offers';
import { i18n } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/message-ids';
import { server } from '../../test/msw-server';
import {
  OFFER_MESSAGES,
  OfferActionError,
  offerFailureMessage,
  useOfferActions,
} from './offer-actions';

const DOMAIN = 'northwindlabs.com';

const extended: Offer = {
  id: 5001,
  status: 'Extended',
  position: { id: 1000, name: 'Data Engineer' },
  updated_at: '2026-06-01T12:00:00',
  expires_at: '2026-06-30T12:00:00',
  ef_esign_url: null,
  unsigned_offer_letter_url: null,
  unsigned_offer_letter_bytes: null,
  offer_email_attachments: [],
  form_status: 'open',
};
const accepted: Offer = { ...extended, status: 'Accepted', form_status: 'completed' };
const other: Offer = { ...extended, id: 5002, position: { id: 1001, name: 'Designer' } };

/** A message of the offers catalogue in English (the test setup loads every catalogue). */
const english = (id: MessageId<'offers'>) => i18n._(id);

const answered = (offer: Offer, message: string) =>
  HttpResponse.json({ status: 200, data: { offer, message } });

/** The actions, with the offers list in use on the page (so invalidating it fetches it again). */
const renderActions = (
  client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ actions: useOfferActions(DOMAIN), list: useListOffers({ domain: DOMAIN }) }),
    { wrapper },
  );
  return { client, result };
};

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('offer actions', () => {
  beforeEach(() => {
    server.use(http.get('*/api/pcsx/offers', () => HttpResponse.json([extended, other])));
  });

  it('uses the spec messages word for word', () => {
    expect(
      Object.fromEntries(Object.entries(OFFER_MESSAGES).map(([key, id]) => [key, english(id)])),
    ).toEqual({
      acceptSuccess: 'Successfully submitted form for verification',
      acceptFailed: 'Something went wrong when accepting the offer',
      acceptCallFailed: 'There was a problem accepting the offer',
      declineSuccess: 'Successfully rejected the offer',
      declineFailed: 'Something went wrong when rejecting the offer',
      declineCallFailed: 'There was a problem rejecting the offer',
    });
  });

  it('sends the signed letter as signed_offer_letter_pdf_file, the chosen file itself', async () => {
    let sent: { name: string; text: string } | null = null;
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('signed_offer_letter_pdf_file');
        sent = file instanceof File ? { name: file.name, text: await file.text() } : null;
        return answered(accepted, english(OFFER_MESSAGES.acceptSuccess));
      }),
    );
    const { result } = renderActions();
    await result.current.actions.accept(5001, new File(['%PDF-1.4'], 'signed.pdf'));
    expect(sent).toEqual({ name: 'signed.pdf', text: '%PDF-1.4' });
  });

  it('puts the returned offer into the cached list before the list is fetched again', async () => {
    const { client, result } = renderActions();
    await waitFor(() => expect(result.current.list.data).toEqual([extended, other]));
    const cachedAtRefetch: (Offer[] | undefined)[] = [];
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', () =>
        answered(accepted, english(OFFER_MESSAGES.acceptSuccess)),
      ),
      http.get('*/api/pcsx/offers', () => {
        cachedAtRefetch.push(client.getQueryData(getListOffersQueryKey({ domain: DOMAIN })));
        return HttpResponse.json([accepted, other]);
      }),
    );
    await result.current.actions.accept(5001);
    expect(client.getQueryData(getListOffersQueryKey({ domain: DOMAIN }))).toEqual([
      accepted,
      other,
    ]);
    await waitFor(() => expect(cachedAtRefetch).toEqual([[accepted, other]]));
  });

  it('a failed accept carries the server message, shown as is', async () => {
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', () =>
        HttpResponse.json(
          { status: 409, code: 'conflict', message: 'This offer can no longer be accepted.' },
          { status: 409 },
        ),
      ),
    );
    const { result } = renderActions();
    const error = await failure(result.current.actions.accept(5001));
    expect(error).toBeInstanceOf(OfferActionError);
    expect(offerFailureMessage(error, english(OFFER_MESSAGES.acceptFailed))).toBe(
      'This offer can no longer be accepted.',
    );
  });

  it('without a server message the call says its own fallback and the screen its own', async () => {
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', () => new HttpResponse(null, { status: 500 })),
    );
    const { result } = renderActions();
    const error = await failure(result.current.actions.accept(5001));
    expect((error as Error).message).toBe('There was a problem accepting the offer');
    expect(offerFailureMessage(error, english(OFFER_MESSAGES.acceptFailed))).toBe(
      'Something went wrong when accepting the offer',
    );
  });

  it('decline falls back the same way', async () => {
    server.use(
      http.post('*/api/pcsx/offers/:id/decline', () => new HttpResponse('<html>', { status: 502 })),
    );
    const { result } = renderActions();
    const error = await failure(result.current.actions.decline(5001));
    expect((error as Error).message).toBe('There was a problem rejecting the offer');
    expect(offerFailureMessage(error, english(OFFER_MESSAGES.declineFailed))).toBe(
      'Something went wrong when rejecting the offer',
    );
  });

  it('a decline puts the declined offer into the cached list too', async () => {
    const declined: Offer = { ...extended, status: 'Declined' };
    const { client, result } = renderActions();
    await waitFor(() => expect(result.current.list.data).toEqual([extended, other]));
    let isRefetched = false;
    server.use(
      http.post('*/api/pcsx/offers/:id/decline', () =>
        answered(declined, english(OFFER_MESSAGES.declineSuccess)),
      ),
      http.get('*/api/pcsx/offers', () => {
        isRefetched = true;
        return HttpResponse.json([declined, other]);
      }),
    );
    await result.current.actions.decline(5001);
    expect(client.getQueryData(getListOffersQueryKey({ domain: DOMAIN }))).toEqual([
      declined,
      other,
    ]);
    await waitFor(() => expect(isRefetched).toBe(true));
  });
});
