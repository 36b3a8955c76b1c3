import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { createPdf } from '../src/lib/pdf';
import { appendPdfPages } from '../src/lib/pdf-layout';
import { DEMO_CANDIDATE_EMAIL, DEMO_OFFERS, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import type { Client, TestServer } from './helpers';
import { dataOf, DOMAIN, errorOf, pdfTextOf, signedInClient, startServer } from './helpers';

type Offer = components['schemas']['Offer'];
type Notification = components['schemas']['Notification'];
const query = { domain: DOMAIN };

const signedLetterForm = (content: Uint8Array | string, fileName = 'signed.pdf') => {
  const form = new FormData();
  form.append('domain', DOMAIN);
  form.append(
    'signed_offer_letter_pdf_file',
    new Blob([content], { type: 'application/pdf' }),
    fileName,
  );
  return form;
};

describe('offer transitions', () => {
  let server: TestServer;
  let demo: Client;
  let second: Client;

  beforeAll(async () => {
    server = await startServer();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
  });
  afterAll(async () => {
    await server.close();
  });

  const offer = async (id: number): Promise<Offer> => {
    const offers = (await demo.get<Offer[]>('/api/pcsx/offers', { query })).body;
    const found = offers.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`Offer ${id} is not listed`);
    return found;
  };

  /** The demo candidate's notifications that still ask to act on the offer. */
  const actionsAskedFor = async (client: Client, offerId: number): Promise<Notification[]> =>
    dataOf<{ notifications: Notification[] }>(
      await client.get('/api/pcsx/notifications', {
        query: { ...query, type_filter: 'action_required' },
      }),
    ).notifications.filter(
      (notification) => notification.redirectUrl === `/careers/offer/${offerId}`,
    );

  it('gives each demo offer a summary: pay, start date and place of work', async () => {
    const summary = (await offer(DEMO_OFFERS.extendedWithEsign)).summary;
    expect(summary?.compensation).toMatchObject({ currency: 'USD', period: 'year' });
    expect(summary?.compensation?.amount).toBeGreaterThan(0);
    expect(summary?.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(summary?.start_date ?? '')).toBeGreaterThan(Date.now());
    expect(summary?.location).toMatch(/, /);
    for (const id of Object.values(DEMO_OFFERS)) {
      expect((await offer(id)).summary?.start_date).toBeTruthy();
    }
  });

  it('keeps the demo story consistent: no referral "not selected" for a role with an offer', async () => {
    const offers = (await demo.get<Offer[]>('/api/pcsx/offers', { query })).body;
    const referrals = dataOf<{ referrals: { position: { id: number }; status: string }[] }>(
      await demo.get('/api/pcsx/dashboard/referrals', { query }),
    ).referrals;
    const statusOfferedFor = (positionId: number) =>
      offers.find((candidate) => candidate.position.id === positionId)?.status;
    for (const referral of referrals) {
      const offerStatus = statusOfferedFor(referral.position.id);
      if (referral.status === 'not_selected') {
        expect(['Extended', 'Accepted']).not.toContain(offerStatus);
      }
      if (referral.status === 'hired') expect(offerStatus).toBe('Accepted');
    }
  });

  it('the accepted demo offer has its signed letter, served to its candidate only', async () => {
    const accepted = await offer(DEMO_OFFERS.accepted);
    expect(accepted.signed_offer_letter_url).toBe(
      `/api/pcsx/offers/${DEMO_OFFERS.accepted}/signed-letter?domain=${DOMAIN}`,
    );
    const served = await demo.get(accepted.signed_offer_letter_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/pdf');
    expect(
      (await second.get(`/api/pcsx/offers/${DEMO_OFFERS.accepted}/signed-letter`, { query }))
        .status,
    ).toBe(404);
    const open = await offer(DEMO_OFFERS.extendedWithEsign);
    expect(open.signed_offer_letter_url).toBeNull();
    expect(
      (await demo.get(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithEsign}/signed-letter`, { query }))
        .status,
    ).toBe(404);
  });

  it('lists one offer in each state with real PDF letters', async () => {
    const letterOffer = await offer(DEMO_OFFERS.extendedWithLetter);
    expect(letterOffer.unsigned_offer_letter_bytes).not.toBeNull();
    const inline = Buffer.from(letterOffer.unsigned_offer_letter_bytes ?? '', 'base64');
    const served = await demo.get(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/letter`, {
      query,
    });
    expect(Buffer.from(served.text, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfTextOf(inline);
    expect(text).toContain('Senior Frontend Engineer');
    expect(text).toContain('Jordan Alvarez');
    expect((await offer(DEMO_OFFERS.extendedWithEsign)).ef_esign_url).toMatch(
      /^\/esign\/[0-9a-f]+$/,
    );
    expect(Date.parse((await offer(DEMO_OFFERS.extendedExpired)).expires_at ?? '')).toBeLessThan(
      Date.now(),
    );
    expect(Date.parse(letterOffer.expires_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('refuses a file that is not a PDF (415), an empty file (422) and a missing one (422)', async () => {
    const id = DEMO_OFFERS.extendedWithLetter;
    const notPdf = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: signedLetterForm('hello', 'letter.txt'),
    });
    expect(notPdf.status).toBe(415);
    expect(errorOf(notPdf).message).toBe('The signed offer letter must be a PDF file.');
    const empty = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: signedLetterForm(new Uint8Array()),
    });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields).toEqual([
      { name: 'signed_offer_letter_pdf_file', message: 'The uploaded file is empty.' },
    ]);
    const none = new FormData();
    none.append('domain', DOMAIN);
    const missing = await demo.post(`/api/pcsx/offers/${id}/accept`, { query, form: none });
    expect(missing.status).toBe(422);
    expect(errorOf(missing).message).toBe('A signed offer letter is required.');
    expect((await offer(id)).status).toBe('Extended');
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(32);
    big.set(Buffer.from('%PDF-1.4'));
    const answer = await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/accept`, {
      query,
      form: signedLetterForm(big),
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe('The file is larger than the 10 MB limit.');
  });

  it('accepts with the signed letter, storing exactly the uploaded bytes, then refuses a second accept', async () => {
    const id = DEMO_OFFERS.extendedWithLetter;
    expect(await actionsAskedFor(demo, id)).toHaveLength(1);
    const pdf = createPdf({ title: 'Signed offer', lines: ['Signed by Jordan Alvarez'] });
    const accepted = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: signedLetterForm(pdf, 'Jordan_signed.pdf'),
    });
    expect(accepted.status).toBe(200);
    const stored = await server.app.pcsx.services.repositories.offers.signedLetter(id);
    expect(stored?.name).toBe('Jordan_signed.pdf');
    expect(Buffer.compare(stored?.content ?? Buffer.alloc(0), pdf)).toBe(0);
    expect(dataOf<{ offer: Offer }>(accepted).offer.signed_offer_letter_url).toBe(
      `/api/pcsx/offers/${id}/signed-letter?domain=${DOMAIN}`,
    );
    // The notification that asked for an answer stays, read, but no longer asks.
    expect(await actionsAskedFor(demo, id)).toEqual([]);
    const all = dataOf<{ notifications: Notification[] }>(
      await demo.get('/api/pcsx/notifications', { query }),
    ).notifications.filter((notification) => notification.redirectUrl === `/careers/offer/${id}`);
    expect(all).toEqual([
      expect.objectContaining({ notificationType: 'read_only', isViewed: true, isClicked: true }),
    ]);

    const again = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: signedLetterForm(pdf),
    });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'conflict',
      message: 'This offer can no longer be accepted.',
    });
    const decline = await demo.post(`/api/pcsx/offers/${id}/decline`, { query });
    expect(decline.status).toBe(409);
    expect(errorOf(decline).message).toBe('This offer can no longer be declined.');
    const answered = await offer(id);
    expect(answered.status).toBe('Accepted');
    // Once answered, the list leaves its letter to the URL, which still serves it.
    expect(answered.unsigned_offer_letter_bytes).toBeNull();
    const letter = await demo.get(answered.unsigned_offer_letter_url ?? '');
    expect(Buffer.from(letter.text, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts an e-signed offer with empty form data, keeping the letter with a signature page', async () => {
    const id = DEMO_OFFERS.extendedWithEsign;
    expect(await actionsAskedFor(demo, id)).toHaveLength(1);
    const unsigned = await server.app.pcsx.services.repositories.offers.letter(
      (await server.app.pcsx.services.repositories.users.findByEmail(DEMO_CANDIDATE_EMAIL))?.id ??
        0,
      id,
    );
    const page = await demo.get((await offer(id)).ef_esign_url ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `{ ...{"type":"ESIGN","status":"signed","offerId":${id}}, signerName }, window.location.origin`,
    );
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      page.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page.text).toContain(`<script nonce="${nonce ?? ''}">`);
    expect(page.text).toContain('<label for="signer-name">Full name</label>');
    const answer = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: new FormData(),
    });
    expect(answer.status).toBe(200);
    expect(dataOf<{ offer: Offer }>(answer).offer.status).toBe('Accepted');
    expect(await actionsAskedFor(demo, id)).toEqual([]);
    const signed = await server.app.pcsx.services.repositories.offers.signedLetter(id);
    const original = unsigned?.content ?? Buffer.alloc(1);
    // The letter's own bytes come first, unchanged; the signature page follows them.
    expect(
      Buffer.compare(signed?.content.subarray(0, original.length) ?? Buffer.alloc(0), original),
    ).toBe(0);
    const text = await pdfTextOf(signed?.content ?? Buffer.alloc(0));
    expect(text).toContain('We are delighted to offer you the position of');
    expect(text).toContain('Signed electronically by Jordan Alvarez');
    const served = await demo.get(
      dataOf<{ offer: Offer }>(answer).offer.signed_offer_letter_url ?? '',
    );
    expect(served.status).toBe(200);
    expect((await second.get(`/api/pcsx/offers/${id}/signed-letter`, { query })).status).toBe(404);
    // Once answered, the signing link no longer works.
    expect((await demo.get((await offer(id)).ef_esign_url ?? '')).status).toBe(404);
  });

  it('refuses to accept or decline an expired offer, and changes nothing', async () => {
    const id = DEMO_OFFERS.extendedExpired;
    const pdf = createPdf({ title: 'Signed', lines: [] });
    expect(
      (await demo.post(`/api/pcsx/offers/${id}/accept`, { query, form: signedLetterForm(pdf) }))
        .status,
    ).toBe(409);
    expect(
      (await demo.post(`/api/pcsx/offers/${id}/decline`, { query, json: { reason: 'Too late' } }))
        .status,
    ).toBe(409);
    expect((await offer(id)).status).toBe('Extended');
    for (const settled of [DEMO_OFFERS.accepted, DEMO_OFFERS.declined, DEMO_OFFERS.canceled]) {
      expect((await demo.post(`/api/pcsx/offers/${settled}/decline`, { query })).status).toBe(409);
    }
  });

  it('refuses a second file', async () => {
    const form = signedLetterForm(createPdf({ title: 'One', lines: [] }));
    form.append(
      'signed_offer_letter_pdf_file',
      new Blob([createPdf({ title: 'Two', lines: [] })]),
      'two.pdf',
    );
    const answer = await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.accepted}/accept`, {
      query,
      form,
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).message).toBe('You should upload at most 1 file');
  });
});

describe('decline', () => {
  let server: TestServer;
  let second: Client;

  beforeAll(async () => {
    server = await startServer();
    second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
  });
  afterAll(async () => {
    await server.close();
  });

  it("resolves the offer's action-required notification and keeps no signed letter", async () => {
    const actionRequired = async () =>
      dataOf<{ notifications: Notification[] }>(
        await second.get('/api/pcsx/notifications', {
          query: { ...query, type_filter: 'action_required' },
        }),
      ).notifications.filter((notification) =>
        notification.redirectUrl?.startsWith('/careers/offer/'),
      );
    const [asked] = await actionRequired();
    const offerId = Number(asked?.redirectUrl?.split('/').at(-1));
    expect(offerId).toBeGreaterThan(0);
    const declined = await second.post(`/api/pcsx/offers/${offerId}/decline`, { query });
    expect(declined.status).toBe(200);
    expect(dataOf<{ offer: Offer }>(declined).offer).toMatchObject({
      status: 'Declined',
      signed_offer_letter_url: null,
    });
    expect(await actionRequired()).toEqual([]);
  });
});

describe('appending pages to a PDF', () => {
  it('keeps the original bytes and adds the pages after them, readable as one document', async () => {
    const original = createPdf({ title: 'Offer of employment', lines: ['Dear Sam,', 'Welcome.'] });
    const signed = appendPdfPages(original, [
      { style: 'title', text: 'Electronic signature' },
      { style: 'body', text: 'Signed electronically by Sam Rivera' },
    ]);
    expect(signed?.subarray(0, original.length).equals(original)).toBe(true);
    const text = await pdfTextOf(signed ?? Buffer.alloc(0));
    expect(text.split('\n')).toEqual([
      expect.stringContaining('Welcome.'),
      expect.stringContaining('Signed electronically by Sam Rivera'),
    ]);
    const twice = appendPdfPages(signed ?? Buffer.alloc(0), [{ style: 'body', text: 'Third' }]);
    expect((await pdfTextOf(twice ?? Buffer.alloc(0))).split('\n')).toHaveLength(3);
  });

  it('leaves a PDF it cannot extend alone', () => {
    expect(
      appendPdfPages(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n'), []),
    ).toBeNull();
  });
});
