import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { createPdf } from '../src/lib/pdf';
import { DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import type { Client, TestServer } from './helpers';
import { dataOf, DOMAIN, errorOf, pdfTextOf, signedInClient, startServer } from './helpers';

type Offer = components['schemas']['Offer'];
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

  beforeAll(async () => {
    server = await startServer();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
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
    const pdf = createPdf({ title: 'Signed offer', lines: ['Signed by Jordan Alvarez'] });
    const accepted = await demo.post(`/api/pcsx/offers/${id}/accept`, {
      query,
      form: signedLetterForm(pdf, 'Jordan_signed.pdf'),
    });
    expect(accepted.status).toBe(200);
    const stored = await server.app.pcsx.services.repositories.offers.signedLetter(id);
    expect(stored?.name).toBe('Jordan_signed.pdf');
    expect(Buffer.compare(stored?.content ?? Buffer.alloc(0), pdf)).toBe(0);

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

  it('accepts an e-signed offer with empty form data', async () => {
    const id = DEMO_OFFERS.extendedWithEsign;
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
