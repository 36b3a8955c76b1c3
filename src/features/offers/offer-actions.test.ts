// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import {
  acceptOfferCall,
  declineOfferCall,
  OFFER_MESSAGES,
  OfferActionError,
  offerFailureMessage,
} from './offer-actions';

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('offer actions', () => {
  it('uses the spec messages word for word', () => {
    expect(OFFER_MESSAGES).toEqual({
      acceptSuccess: 'Successfully submitted form for verification',
      acceptFailed: 'Something went wrong when accepting the offer',
      acceptCallFailed: 'There was a problem accepting the offer',
      declineSuccess: 'Successfully rejected the offer',
      declineFailed: 'Something went wrong when rejecting the offer',
      declineCallFailed: 'There was a problem rejecting the offer',
    });
  });

  it('sends the signed letter as signed_offer_letter_pdf_file', async () => {
    let sentName: string | null = null;
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('signed_offer_letter_pdf_file');
        sentName = file instanceof File ? file.name : null;
        return HttpResponse.json({ status: 200, data: { message: 'ok' } });
      }),
    );
    await acceptOfferCall(5001, 'northwindlabs.com', new File(['%PDF-1.4'], 'signed.pdf'));
    expect(sentName).toBe('signed.pdf');
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
    const error = await failure(acceptOfferCall(5001, 'd'));
    expect(error).toBeInstanceOf(OfferActionError);
    expect(offerFailureMessage(error, OFFER_MESSAGES.acceptFailed)).toBe(
      'This offer can no longer be accepted.',
    );
  });

  it('without a server message the call says its own fallback and the screen its own', async () => {
    server.use(
      http.post('*/api/pcsx/offers/:id/accept', () => new HttpResponse(null, { status: 500 })),
    );
    const error = await failure(acceptOfferCall(5001, 'd'));
    expect((error as Error).message).toBe('There was a problem accepting the offer');
    expect(offerFailureMessage(error, OFFER_MESSAGES.acceptFailed)).toBe(
      'Something went wrong when accepting the offer',
    );
  });

  it('decline falls back the same way', async () => {
    server.use(
      http.post('*/api/pcsx/offers/:id/decline', () => new HttpResponse('<html>', { status: 502 })),
    );
    const error = await failure(declineOfferCall(5001, 'd'));
    expect((error as Error).message).toBe('There was a problem rejecting the offer');
    expect(offerFailureMessage(error, OFFER_MESSAGES.declineFailed)).toBe(
      'Something went wrong when rejecting the offer',
    );
  });
});
