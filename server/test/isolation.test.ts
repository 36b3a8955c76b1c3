import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { createPdf } from '../src/lib/pdf';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_OFFERS,
  SECOND_CANDIDATE_EMAIL,
  SECOND_CANDIDATE_OFFER,
} from '../src/seed/candidates';
import type { Client, TestServer } from './helpers';
import { dataOf, DOMAIN, signedInClient, startServer } from './helpers';

type Offer = components['schemas']['Offer'];
const query = { domain: DOMAIN };

/** The second candidate probes the demo candidate's ids: everything looks like it does not exist. */
describe('candidate data isolation', () => {
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

  it('lists only their own offers, notifications, applications, drafts and forms', async () => {
    const offers = (await second.get<Offer[]>('/api/pcsx/offers', { query })).body;
    expect(offers.map((offer) => offer.id)).toEqual([SECOND_CANDIDATE_OFFER]);
    const notifications = dataOf<{ notifications: { id: number }[] }>(
      await second.get('/api/pcsx/notifications', { query }),
    );
    const secondsOwn = await server.app.pcsx.services.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('n.id')
      .where('u.email', '=', SECOND_CANDIDATE_EMAIL)
      .execute();
    expect(notifications.notifications.map((item) => item.id).sort()).toEqual(
      secondsOwn.map((row) => row.id).sort(),
    );
    expect(secondsOwn.length).toBeGreaterThan(0);
    const applications = dataOf<{
      applications: { position: { id: number } }[];
      inactiveApplications: unknown[];
    }>(await second.get('/api/pcsx/dashboard/applications', { query }));
    expect(applications.applications.map((application) => application.position.id)).toEqual([1013]);
    expect(applications.inactiveApplications).toEqual([]);
    const drafts = dataOf<{ draft_applications: { position_id: number }[] }>(
      await second.get('/api/pcsx/draft_applications', { query }),
    );
    expect(drafts.draft_applications.map((draft) => draft.position_id)).toEqual([1010]);
    const profile = dataOf<{ email: string }>(
      await second.get('/api/pcsx/profile_details', { query }),
    );
    expect(profile.email).toBe(SECOND_CANDIDATE_EMAIL);
    expect(
      dataOf<{ interviews: unknown[] }>(
        await second.get('/api/pcsx/dashboard/interviews', { query }),
      ).interviews,
    ).toEqual([]);
    expect(
      dataOf<{ referrals: unknown[] }>(await second.get('/api/pcsx/dashboard/referrals', { query }))
        .referrals,
    ).toEqual([]);
  });

  it("cannot read the other candidate's offers, letters or attachments (404, not 403)", async () => {
    const demoOffers = (await demo.get<Offer[]>('/api/pcsx/offers', { query })).body;
    for (const offer of demoOffers) {
      expect((await second.get(`/api/pcsx/offers/${offer.id}/letter`, { query })).status).toBe(404);
      for (const attachment of offer.offer_email_attachments) {
        const answer = await second.get(
          `/api/pcsx/offers/${offer.id}/attachments/${attachment.query_enc_id}`,
          { query },
        );
        expect(answer.status).toBe(404);
        // Their own offer id with the other's attachment id is not found either.
        expect(
          (
            await second.get(
              `/api/pcsx/offers/${SECOND_CANDIDATE_OFFER}/attachments/${attachment.query_enc_id}`,
              { query },
            )
          ).status,
        ).toBe(404);
      }
    }
  });

  it("cannot change the other candidate's offers, notifications, drafts or forms", async () => {
    const demoOfferNotificationId = async () =>
      dataOf<{ notifications: { id: number; redirectUrl: string | null }[] }>(
        await demo.get('/api/pcsx/notifications', { query }),
      ).notifications.find(
        (item) => item.redirectUrl === `/careers/offer/${DEMO_OFFERS.extendedWithLetter}`,
      )?.id;
    const demoNotificationId = await demoOfferNotificationId();
    expect(demoNotificationId).toBeDefined();
    const form = new FormData();
    form.append(
      'signed_offer_letter_pdf_file',
      new Blob([createPdf({ title: 'x', lines: [] })]),
      'x.pdf',
    );
    expect(
      (
        await second.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/accept`, {
          query,
          form,
        })
      ).status,
    ).toBe(404);
    expect(
      (await second.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/decline`, { query }))
        .status,
    ).toBe(404);
    expect(
      (
        await second.post(`/api/pcsx/notifications/${demoNotificationId}/mark_clicked`, {
          query,
          json: { domain: DOMAIN },
        })
      ).status,
    ).toBe(404);
    expect(
      dataOf(
        await second.delete('/api/pcsx/draft_applications', {
          query,
          json: { position_ids: [1002, 1014] },
        }),
      ),
    ).toEqual({ count: 0 });
    expect(
      (
        await second.post('/api/pcsx/forms/frm_emergency_contact/submit', {
          query,
          json: { data: {} },
        })
      ).status,
    ).toBe(404);
    expect(
      dataOf(
        await second.post('/api/pcsx/notifications/mark_all_clicked', {
          query,
          json: { domain: DOMAIN },
        }),
      ),
    ).toEqual({ count: 3 });

    const offers = (await demo.get<Offer[]>('/api/pcsx/offers', { query })).body;
    expect(offers.find((offer) => offer.id === DEMO_OFFERS.extendedWithLetter)?.status).toBe(
      'Extended',
    );
    const notifications = dataOf<{ notifications: { id: number; isClicked: boolean }[] }>(
      await demo.get('/api/pcsx/notifications', { query }),
    );
    expect(
      notifications.notifications.find((item) => item.id === demoNotificationId)?.isClicked,
    ).toBe(false);
    const drafts = dataOf<{ draft_applications: unknown[] }>(
      await demo.get('/api/pcsx/draft_applications', { query }),
    );
    expect(drafts.draft_applications).toHaveLength(3);
  });

  it('keeps profile edits, saved positions and carts apart', async () => {
    await second.post('/api/pcsx/profile_edit', {
      query,
      json: { op_section: 'skills', operation: 'update', op_data: { value: ['Negotiation'] } },
    });
    const demoProfile = dataOf<{ skills: string[] }>(
      await demo.get('/api/pcsx/profile_details', { query }),
    );
    expect(demoProfile.skills).not.toContain('Negotiation');
    expect(demoProfile.skills).toContain('React');
    const saved = dataOf<{ positions: unknown[] }>(
      await second.get('/api/pcsx/positions/saved', { query }),
    );
    expect(saved.positions).toEqual([]);
    const cart = dataOf<{ jobCartData: unknown[]; invalidPositionIds: number[] }>(
      await second.get('/api/pcsx/job_cart', { query }),
    );
    expect(cart).toEqual({ jobCartData: [], invalidPositionIds: [] });
  });
});
