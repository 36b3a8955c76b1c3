import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBytes, openPositionIds } from './support/database-facts';
import { QUOTAS } from '../src/http/quotas';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  signedInClient,
  startServer,
  type Answer,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };
const MB = 1024 * 1024;
const GENEROUS = { limit: 100_000, windowMs: 60_000 };

const databaseBytesOf = (server: TestServer): Promise<number> =>
  databaseBytes(server.app.pcsx.services.db);

const visitor = async (server: TestServer): Promise<Client> => {
  const client = new Client(server.baseUrl);
  await client.boot();
  return client;
};

const expectQuotaMessage = (answer: Answer, status: number, message: RegExp) => {
  expect(answer.status, answer.text).toBe(status);
  expect(errorOf(answer).message).toMatch(message);
};

describe('storage quotas', () => {
  let server: TestServer;
  let positionIds: number[];

  beforeAll(async () => {
    // Quotas, not rate limits, are under test here.
    server = await startServer({
      rateLimits: {
        api: GENEROUS,
        account: GENEROUS,
        anonymousWrites: GENEROUS,
        anonymousUploads: GENEROUS,
        accountUploads: GENEROUS,
      },
    });
    positionIds = await openPositionIds(server.app.pcsx.services.db, QUOTAS.savedPositions + 1);
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses anonymous 16 MB applications without growing the database', async () => {
    const before = await databaseBytesOf(server);
    // One body for every visitor: building 16 MB of JSON is most of this test's time.
    const body = JSON.stringify({
      position_id: positionIds[0],
      domain: DOMAIN,
      form_data: { email: 'filler@example.com', coverLetter: 'x'.repeat(16 * MB - 200) },
    });
    const answers: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const client = await visitor(server);
      const answer = await client.post('/api/pcsx/apply', {
        query,
        body,
        headers: { 'content-type': 'application/json' },
      });
      answers.push(answer.status);
      expect(errorOf(answer).code).toBe('payload_too_large');
    }
    expect(answers).toEqual([413, 413, 413]);
    expect(await databaseBytesOf(server)).toBeLessThan(before + MB);
  });

  it('refuses an application whose answers exceed 64 KB, even in a small body', async () => {
    const client = await visitor(server);
    const before = await databaseBytesOf(server);
    const answer = await client.post('/api/pcsx/apply', {
      query,
      json: {
        position_id: positionIds[0],
        domain: DOMAIN,
        form_data: { email: 'long.answers@example.com', coverLetter: 'x'.repeat(512 * 1024) },
      },
    });
    expectQuotaMessage(answer, 413, /64 KB/);
    expect(await databaseBytesOf(server)).toBeLessThan(before + 256 * 1024);
  });

  it('lets one visitor send a bounded number of applications', async () => {
    const client = await visitor(server);
    const apply = (positionId: number | undefined) =>
      client.post('/api/pcsx/apply', {
        query,
        json: {
          position_id: positionId,
          domain: DOMAIN,
          form_data: { email: `many.${positionId}@example.com` },
        },
      });
    for (const positionId of positionIds.slice(0, QUOTAS.visitorApplications))
      expect((await apply(positionId)).status).toBe(201);
    const refused = await apply(positionIds[QUOTAS.visitorApplications]);
    expectQuotaMessage(refused, 422, /at most 20 applications before signing in/);
    expect((await apply(positionIds[QUOTAS.visitorApplications])).status).toBe(422);

    const other = await visitor(server);
    const answer = await other.post('/api/pcsx/apply', {
      query,
      json: {
        position_id: positionIds[QUOTAS.visitorApplications],
        domain: DOMAIN,
        form_data: { email: 'another.visitor@example.com' },
      },
    });
    expect(answer.status, answer.text).toBe(201);
  });

  it('refuses 1 MB telemetry and telemetry over 4 KB, storing nothing', async () => {
    const client = await visitor(server);
    const { db } = server.app.pcsx.services;
    const stored = async () =>
      (
        await db
          .selectFrom('telemetry_events')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count;
    const before = await stored();
    const send = (dataJson: string) =>
      client.post('/vslog', {
        query,
        json: { event: 'page_load', namespace: 'pcsx_app', data_json: dataJson },
      });
    const huge = await send(JSON.stringify({ filler: 'x'.repeat(MB) }));
    expect(huge.status).toBe(413);
    const over = await send(JSON.stringify({ filler: 'x'.repeat(5000) }));
    expect(over.status, over.text).toBe(422);
    expect(errorOf(over).fields?.[0]?.name).toBe('data_json');
    expect(await stored()).toBe(before);

    // What the web client sends on page load still passes.
    const pageLoad = await send(
      JSON.stringify({
        event_key: 'pcsx_jobs_page_load',
        page: 'jobs',
        position_id: null,
        utm_source: 'linkedin',
        utm_campaign: 'spring_2026_engineering',
      }),
    );
    expect(pageLoad.status, pageLoad.text).toBe(204);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses the 15 × 950 KB experience probe and caps the whole profile', async () => {
    const candidate = await signedInClient(server, 'demo.candidate@example.com');
    const addExperience = (description: string, title = 'Engineer') =>
      candidate.post('/api/pcsx/profile_edit', {
        query,
        json: {
          op_section: 'experience',
          operation: 'add',
          op_data: {
            value: {
              title,
              company: title,
              dateRange: { startDate: '01/2020', endDate: '12/2020', isCurrent: false },
              description,
            },
            index: null,
          },
        },
      });
    for (let index = 0; index < 15; index += 1) {
      const probe = await addExperience('x'.repeat(950 * 1024));
      expect([413, 422], probe.text).toContain(probe.status);
    }
    // Under any body limit, an entry's own field limits refuse long text.
    const long = await addExperience('x'.repeat(10 * 1024));
    expect(long.status).toBe(422);
    expect(errorOf(long).fields?.[0]?.name).toMatch(/description/);
    const before = dataOf<{ experience: unknown[] }>(
      await candidate.get('/api/pcsx/profile_details', { query }),
    );

    // Entries of four-byte characters pass each field's limit; the total stops them.
    const wide = (length: number) => '\u{1F600}'.repeat(length);
    const skills = Array.from({ length: 100 }, (_, index) => `${index}${wide(50)}`);
    const skillsAnswer = await candidate.post('/api/pcsx/profile_edit', {
      query,
      json: { op_section: 'skills', operation: 'update', op_data: { value: skills, index: null } },
    });
    expect(skillsAnswer.status, skillsAnswer.text).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await addExperience(wide(2000), wide(100));
      statuses.push(answer.status);
      if (answer.status !== 200) {
        expectQuotaMessage(answer, 413, /at most 256 KB/);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(413);
    const profile = dataOf<{ experience: unknown[] }>(
      await candidate.get('/api/pcsx/profile_details', { query }),
    );
    expect(profile.experience.length).toBe(before.experience.length + statuses.length - 1);
    expect(Buffer.byteLength(JSON.stringify(profile))).toBeLessThanOrEqual(QUOTAS.profileBytes);

    // The quota is the account's: another candidate still edits freely.
    const other = await signedInClient(server, 'second.candidate@example.com');
    const answer = await other.post('/api/pcsx/profile_edit', {
      query,
      json: {
        op_section: 'basic_info',
        operation: 'update',
        op_data: { value: { headline: 'Still room here' }, index: null },
      },
    });
    expect(answer.status, answer.text).toBe(200);
  });

  it('keeps a job cart to 100 positions, per visitor', async () => {
    const client = await visitor(server);
    const update = (ids: readonly number[]) =>
      client.post('/api/pcsx/job_cart', {
        query,
        json: { pids: ids.map(String), operation: 'add', domain: DOMAIN },
      });
    expect((await update(positionIds.slice(0, 100))).status).toBe(200);
    expect((await update(positionIds.slice(0, 1))).status).toBe(200);
    expectQuotaMessage(await update(positionIds.slice(100, 101)), 422, /at most 100 positions/);
    const tooMany = await update(positionIds.slice(0, 101));
    expect(tooMany.status).toBe(422);

    const other = await visitor(server);
    const answer = await other.post('/api/pcsx/job_cart', {
      query,
      json: { pids: [String(positionIds[100])], operation: 'add', domain: DOMAIN },
    });
    expect(answer.status).toBe(200);
  });

  it('keeps draft applications and saved jobs to their quotas, per account', async () => {
    const candidate = await signedInClient(server, 'admin@example.com');
    const saveDraft = (positionId: number | undefined) =>
      candidate.put(`/api/pcsx/draft_applications/${positionId}`, {
        query,
        json: { answers: { firstname: 'Robin' }, completion_percent: 10 },
      });
    for (const positionId of positionIds.slice(0, QUOTAS.drafts))
      expect((await saveDraft(positionId)).status).toBe(200);
    expectQuotaMessage(await saveDraft(positionIds[QUOTAS.drafts]), 422, /at most 50 draft/);
    expect((await saveDraft(positionIds[0])).status).toBe(200);

    const save = (client: Client, positionId: number | undefined) =>
      client.put(`/api/pcsx/positions/saved/${positionId}`, { query });
    for (const positionId of positionIds.slice(0, QUOTAS.savedPositions))
      expect((await save(candidate, positionId)).status).toBe(200);
    expectQuotaMessage(
      await save(candidate, positionIds[QUOTAS.savedPositions]),
      422,
      /at most 500 jobs/,
    );
    expect((await save(candidate, positionIds[0])).status).toBe(200);

    const other = await signedInClient(server, 'second.candidate@example.com');
    expect((await save(other, positionIds[QUOTAS.savedPositions])).status).toBe(200);
    expect((await saveDraft(positionIds[QUOTAS.drafts])).status).toBe(422);
  });
});
