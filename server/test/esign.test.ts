import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import type { Answer, TestServer } from './helpers';
import { Client, dataOf, DOMAIN, signedInClient, startServer } from './helpers';

type FormSummary = components['schemas']['FormSummary'];
const query = { domain: DOMAIN };
const W4_SIGNING_PAGE = '/esign/forms/tax-withholding';

/** The nonce the page's policy allows, after checking the policy allows nothing else. */
const nonceOf = (page: Answer): string => {
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('unsafe-inline');
  const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(policy).toContain(`style-src 'nonce-${nonce}'`);
  expect(nonce).not.toBe('');
  return nonce;
};

describe('signing page of a form', () => {
  let server: TestServer;
  let demo: Client;

  beforeAll(async () => {
    server = await startServer();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the W-4 signing page under a nonce-only policy, with labelled fields', async () => {
    const page = await demo.get(W4_SIGNING_PAGE);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const nonce = nonceOf(page);
    expect(page.text).toContain(`<script nonce="${nonce}">`);
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.text).not.toMatch(/<script(?! nonce=)/);
    expect(page.text).toContain('<title>Sign your form</title>');
    expect(page.text).toContain(
      '<main aria-labelledby="page-heading">\n<h1 id="page-heading">Sign your form</h1>',
    );
    expect(page.text).toContain('You are signing <strong>Tax withholding (W-4)</strong>.');
    expect(page.text).toContain('<label for="signer-name">Full name</label>');
    expect(page.text).toContain(
      '<label for="agree">I agree that typing my name above is my electronic signature on this form.</label>',
    );
    expect(page.text).toContain('aria-describedby="name-error"');
    expect(page.text).toContain('<p id="name-error" class="error" aria-live="polite"></p>');
    expect(page.text).toContain(':focus-visible');
    expect(page.text).toContain(
      '{ ...{"type":"ESIGN","status":"signed","document":"tax-withholding"}, signerName }, window.location.origin',
    );
  });

  it('is unavailable to visitors, to other candidates, and for forms not signed online', async () => {
    const visitor = new Client(server.baseUrl);
    const second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const unavailable = [
      await visitor.get(W4_SIGNING_PAGE),
      // The second candidate has no W-4 to sign.
      await second.get(W4_SIGNING_PAGE),
      // Personal details is the demo candidate's form, but it has no e-sign field.
      await demo.get('/esign/forms/personal-details'),
      await demo.get('/esign/forms/no-such-form'),
    ];
    for (const page of unavailable) {
      expect(page.status).toBe(404);
      const nonce = nonceOf(page);
      expect(page.text).toContain(`<style nonce="${nonce}">`);
      expect(page.text).not.toContain('<script');
      expect(page.text).toContain(
        '<h1 id="page-heading">This signing link is no longer valid</h1>',
      );
      expect(page.text).toContain(
        'The form was already submitted, is not signed online, or is not assigned to your account. Return to your forms to see its status.',
      );
    }
  });

  it('is no longer served once the form is submitted', async () => {
    const submitted = await demo.post('/api/pcsx/forms/frm_tax_w4/submit', {
      query,
      json: { domain: DOMAIN, data: { filingStatus: 'single', signature: true } },
    });
    expect(dataOf<{ form: FormSummary }>(submitted).form.status).toBe('completed');
    const page = await demo.get(W4_SIGNING_PAGE);
    expect(page.status).toBe(404);
    expect(page.text).toContain('<h1 id="page-heading">This signing link is no longer valid</h1>');
  });
});
