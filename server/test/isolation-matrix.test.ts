import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/app';
import { createPdf } from '../src/lib/pdf';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import type { Answer, Client, RequestOptions, TestServer } from './helpers';
import { Client as BrowserClient, dataOf, DOMAIN, signedInClient, startServer } from './helpers';

/**
 * The isolation matrix: every operation of the contract that takes an id, or answers with a
 * candidate's own data, is called with candidate B's ids by candidate A and by a visitor. None may
 * succeed on B's data, no answer may carry B's data, and B's data is the same afterwards. The
 * operations are read from the contract, so a new one fails here until it has a case.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  security?: Record<string, unknown>[];
  requestBody?: { $ref?: string; content?: Record<string, MediaType> };
  responses: Record<string, unknown>;
}
interface ContractDocument {
  security?: Record<string, unknown>[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    parameters: Record<string, Parameter>;
    requestBodies?: Record<string, Operation['requestBody']>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const contract = parse(
  readFileSync(join(REPO_ROOT, 'openapi', 'pcsx.yaml'), 'utf8'),
) as ContractDocument;
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

interface ContractCall {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  /** Path and query parameters other than the domain. */
  idParameters: Parameter[];
  /** Every security alternative needs a session: a visitor must get 401. */
  needsSession: boolean;
  declared: Set<number>;
  operation: Operation;
}

const calls: ContractCall[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const parameters = (operation.parameters ?? []).flatMap((parameter) => {
      if (!('$ref' in parameter)) return [parameter];
      const shared = contract.components.parameters[refName(parameter.$ref)];
      return shared ? [shared] : [];
    });
    const security = operation.security ?? contract.security ?? [];
    return [
      {
        operationId: operation.operationId,
        method,
        path,
        idParameters: parameters.filter(
          (parameter) =>
            parameter.in === 'path' || (parameter.in === 'query' && /_id$/.test(parameter.name)),
        ),
        needsSession:
          security.length > 0 && security.every((alternative) => 'sessionCookie' in alternative),
        declared: new Set(Object.keys(operation.responses).map(Number)),
        operation,
      },
    ];
  }),
);

/** B's ids, read from B's own answers. */
interface CandidateIds {
  offers: number[];
  attachments: { offer: number; attachment: string }[];
  notifications: number[];
  applications: number[];
  events: number[];
  interviews: number[];
  drafts: number[];
  saved: number[];
  resumes: number[];
  forms: string[];
  jobAlerts: string[];
  sessions: string[];
}

/**
 * How B's ids fill an operation's parameters. `owned`: the id is B's, so A gets 404 (B's data
 * does not exist for A). `public`: the id names something of the employer's (a job, an event, a
 * form's options), which A may use for A's own data, never reaching B's. `admin`: the site's
 * branding, which neither a candidate (403) nor a visitor (401) may touch.
 */
type IsolationCase =
  | { kind: 'owned'; values: (ids: CandidateIds) => Record<string, string | number>[] }
  | { kind: 'public'; values: (ids: CandidateIds) => Record<string, string | number>[] }
  | { kind: 'admin'; values: () => Record<string, string | number>[] };

/** Answers that carry the time they were made, left out of the before-and-after comparison. */
const TIMESTAMPED = new Set(['exportAccountData', 'exportResume']);

/** Reads of the site's branding, for its admins only. */
const ADMIN_READS = new Set(['getBranding']);

const each = (items: readonly (number | string)[], name: string) =>
  items.map((value) => ({ [name]: String(value) }));

const CASES: Record<string, IsolationCase> = {
  acceptOffer: { kind: 'owned', values: (ids) => each(ids.offers, 'id') },
  declineOffer: { kind: 'owned', values: (ids) => each(ids.offers, 'id') },
  getOfferLetter: { kind: 'owned', values: (ids) => each(ids.offers, 'id') },
  getSignedOfferLetter: { kind: 'owned', values: (ids) => each(ids.offers, 'id') },
  getOfferAttachment: {
    kind: 'owned',
    values: (ids) =>
      ids.attachments.map(({ offer, attachment }) => ({ id: offer, attachmentId: attachment })),
  },
  markNotificationClicked: { kind: 'owned', values: (ids) => each(ids.notifications, 'id') },
  withdrawApplication: { kind: 'owned', values: (ids) => each(ids.applications, 'id') },
  getDraftApplication: { kind: 'owned', values: (ids) => each(ids.drafts, 'positionId') },
  deleteResume: { kind: 'owned', values: (ids) => each(ids.resumes, 'resumeId') },
  downloadResume: { kind: 'owned', values: (ids) => each(ids.resumes, 'resumeId') },
  setPrimaryResume: { kind: 'owned', values: (ids) => each(ids.resumes, 'resumeId') },
  getParsedResume: { kind: 'owned', values: (ids) => each(ids.resumes, 'resumeId') },
  applyParsedResume: { kind: 'owned', values: (ids) => each(ids.resumes, 'resumeId') },
  submitForm: { kind: 'owned', values: (ids) => each(ids.forms, 'formId') },
  updateJobAlert: { kind: 'owned', values: (ids) => each(ids.jobAlerts, 'alertId') },
  deleteJobAlert: { kind: 'owned', values: (ids) => each(ids.jobAlerts, 'alertId') },
  endSession: { kind: 'owned', values: (ids) => each(ids.sessions, 'sessionId') },
  respondToInterview: { kind: 'owned', values: (ids) => each(ids.interviews, 'id') },
  // A draft or a saved job is keyed by the job: A's calls make or drop A's own.
  saveDraftApplication: { kind: 'public', values: (ids) => each(ids.drafts, 'positionId') },
  savePosition: { kind: 'public', values: (ids) => each(ids.saved, 'positionId') },
  unsavePosition: { kind: 'public', values: (ids) => each(ids.saved, 'positionId') },
  registerForEvent: { kind: 'public', values: (ids) => each(ids.events, 'eventId') },
  cancelEventRegistration: { kind: 'public', values: (ids) => each(ids.events, 'eventId') },
  getPositionDetails: { kind: 'public', values: (ids) => each(ids.drafts, 'position_id') },
  getMatchDetails: { kind: 'public', values: (ids) => each(ids.drafts, 'position_id') },
  getPositionInsights: { kind: 'public', values: (ids) => each(ids.drafts, 'position_id') },
  getPositionOverrides: { kind: 'public', values: (ids) => each(ids.drafts, 'position_id') },
  getSimilarPositions: { kind: 'public', values: (ids) => each(ids.drafts, 'position_id') },
  listForms: { kind: 'public', values: () => [{ tab_id: 'pending' }, { tab_id: 'completed' }] },
  getSelectOptions: { kind: 'public', values: () => [{ source: 'countries' }] },
  saveThemeDraft: { kind: 'admin', values: () => [{ product: 'pcsx' }] },
  publishTheme: { kind: 'admin', values: () => [{ product: 'pcsx' }] },
  deleteHeroImage: { kind: 'admin', values: () => [{ imageId: 1 }] },
};

/** The contract's example request, as JSON or as the multipart form it describes. */
const exampleBody = (operation: Operation): Pick<RequestOptions, 'json' | 'form'> => {
  const requestBody =
    operation.requestBody?.$ref === undefined
      ? operation.requestBody
      : contract.components.requestBodies?.[refName(operation.requestBody.$ref)];
  const [[mediaType, media] = []] = Object.entries(requestBody?.content ?? {});
  if (mediaType === undefined || media === undefined) return {};
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value ?? {};
  if (mediaType !== 'multipart/form-data') return { json: example };
  const form = new FormData();
  for (const [name, value] of Object.entries(example as Record<string, unknown>)) {
    if (typeof value === 'string' && value.startsWith('(binary'))
      form.append(name, new Blob([createPdf({ title: 'Signed', lines: [] })]), 'signed.pdf');
    else form.append(name, String(value));
  }
  return { form };
};

const fillPath = (path: string, values: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

const queryOf = (call: ContractCall, values: Record<string, string | number>) => ({
  domain: DOMAIN,
  ...Object.fromEntries(
    call.idParameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, values[parameter.name]]),
  ),
});

describe('isolation matrix', () => {
  let server: TestServer;
  let candidateB: Client;
  let candidateA: Client;
  let visitor: Client;
  let idsOfB: CandidateIds;
  let markersOfB: string[];
  let encIdOfB: string;
  let snapshotOfB: () => Promise<Record<string, string>>;

  const ownGets = calls.filter(
    (call) => call.method === 'get' && call.needsSession && call.idParameters.length === 0,
  );

  beforeAll(async () => {
    server = await startServer();
    candidateB = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    candidateA = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    visitor = new BrowserClient(server.baseUrl);
    await visitor.boot();
    const query = { domain: DOMAIN };
    const offers = (
      await candidateB.get<{ id: number; offer_email_attachments: { query_enc_id: string }[] }[]>(
        '/api/pcsx/offers',
        { query },
      )
    ).body;
    const listOf = async (client: Client, path: string, list: string, field: string) =>
      (
        dataOf<Record<string, Record<string, number>[] | undefined>>(
          await client.get(path, { query }),
        )[list] ?? []
      ).flatMap((item) => (item[field] === undefined ? [] : [item[field]]));
    const idsOf = (path: string, list: string, field = 'id') =>
      listOf(candidateB, path, list, field);
    const ownIdsOfA = async (path: string, list: string, field: string) =>
      new Set(await listOf(candidateA, path, list, field));
    const draftsOfA = await ownIdsOfA(
      '/api/pcsx/draft_applications',
      'draft_applications',
      'position_id',
    );
    const formsOf = async (client: Client) => {
      const inTab = async (tab: string) =>
        dataOf<{ tabsData: { id: string }[] }>(
          await client.get('/api/pcsx/forms_list', { query: { ...query, tab_id: tab } }),
        ).tabsData.map((form) => form.id);
      return [...(await inTab('pending')), ...(await inTab('completed'))];
    };
    const formsOfA = new Set(await formsOf(candidateA));
    const savedSearch = await candidateB.post('/api/pcsx/job_alerts', {
      query,
      json: {
        criteria: { query: 'data engineer', location: '', filters: {}, mapArea: null },
        frequency: 'weekly',
      },
    });
    expect(savedSearch.status).toBe(201);
    const events = dataOf<{ events: { id: number; registered: boolean }[] }>(
      await candidateB.get('/api/pcsx/dashboard/events', { query }),
    ).events;
    idsOfB = {
      offers: offers.map((offer) => offer.id),
      attachments: offers.flatMap((offer) =>
        offer.offer_email_attachments.map((attachment) => ({
          offer: offer.id,
          attachment: attachment.query_enc_id,
        })),
      ),
      notifications: await idsOf('/api/pcsx/notifications', 'notifications'),
      applications: [
        ...(await idsOf('/api/pcsx/dashboard/applications', 'applications')),
        ...(await idsOf('/api/pcsx/dashboard/applications', 'inactiveApplications')),
      ],
      events: events.filter((event) => event.registered).map((event) => event.id),
      interviews: await idsOf('/api/pcsx/dashboard/interviews', 'interviews'),
      drafts: (
        await idsOf('/api/pcsx/draft_applications', 'draft_applications', 'position_id')
      ).filter((id) => !draftsOfA.has(id)),
      saved: await idsOf('/api/pcsx/positions/saved', 'positions'),
      resumes: await idsOf('/api/pcsx/resumes', 'resumes'),
      forms: (await formsOf(candidateB)).filter((id) => !formsOfA.has(id)),
      jobAlerts: dataOf<{ alerts: { id: string }[] }>(
        await candidateB.get('/api/pcsx/job_alerts', { query }),
      ).alerts.map((alert) => alert.id),
      sessions: dataOf<{ sessions: { id: string }[] }>(
        await candidateB.get('/api/pcsx/account/sessions', { query }),
      ).sessions.map((session) => session.id),
    };
    const profile = dataOf<{ encId: string; firstname: string; lastname: string }>(
      await candidateB.get('/api/pcsx/profile_details', { query }),
    );
    encIdOfB = profile.encId;
    markersOfB = [DEMO_CANDIDATE_EMAIL, profile.encId, `${profile.firstname} ${profile.lastname}`];
    snapshotOfB = async () =>
      Object.fromEntries(
        await Promise.all(
          ownGets
            .filter((call) => !TIMESTAMPED.has(call.operationId))
            .map(async (call): Promise<[string, string]> => [
              call.operationId,
              (await candidateB.request(call.method, call.path, { query })).text,
            ]),
        ),
      );
  });
  afterAll(async () => {
    await server.close();
  });

  it('has a case for every operation that takes an id', () => {
    const uncovered = calls
      .filter((call) => call.idParameters.length > 0 && !(call.operationId in CASES))
      .map((call) => call.operationId);
    expect(uncovered, 'operations taking an id with no isolation case').toEqual([]);
    const stale = Object.keys(CASES).filter(
      (operationId) => !calls.some((call) => call.operationId === operationId),
    );
    expect(stale, 'cases for operations the contract no longer has').toEqual([]);
  });

  it("B's ids get nothing of B's for A or for a visitor, and B's data stays as it was", async () => {
    // Every kind of B's data is there to be probed.
    const byKind: Record<keyof CandidateIds, readonly unknown[]> = idsOfB;
    for (const [kind, ids] of Object.entries(byKind))
      expect(ids.length, `B has ${kind}`).toBeGreaterThan(0);
    const before = await snapshotOfB();
    const failures: string[] = [];
    let attempts = 0;
    const check = (who: string, call: ContractCall, answer: Answer, allowed: number[]) => {
      attempts += 1;
      const label = `${who} ${call.method.toUpperCase()} ${call.path} → ${answer.status}`;
      if (!call.declared.has(answer.status)) failures.push(`${label}: status not declared`);
      if (!allowed.includes(answer.status))
        failures.push(`${label}: expected ${allowed.join('/')}`);
      const leaked = markersOfB.find((marker) => answer.text.includes(marker));
      if (leaked !== undefined) failures.push(`${label}: answer carries B's ${leaked}`);
    };

    for (const call of calls) {
      const isolationCase = CASES[call.operationId];
      if (isolationCase === undefined) continue;
      for (const values of isolationCase.values(idsOfB)) {
        for (const [who, client] of [
          ['A', candidateA],
          ['visitor', visitor],
        ] as const) {
          const answer = await client.request(call.method, fillPath(call.path, values), {
            query: queryOf(call, values),
            // A forged caller header must change nothing.
            headers: { 'x-pcsx-user': encIdOfB },
            ...exampleBody(call.operation),
          });
          const successes = [200, 201, 204];
          const allowed =
            who === 'visitor'
              ? call.needsSession || isolationCase.kind === 'admin'
                ? [401]
                : [...successes, 404]
              : isolationCase.kind === 'owned'
                ? [404]
                : isolationCase.kind === 'admin'
                  ? [403]
                  : [...successes, 404, 409];
          check(who, call, answer, allowed);
        }
      }
    }
    // Operations answering with the caller's own data, with no id: A sees only A's.
    for (const call of ownGets) {
      const query = { domain: DOMAIN };
      check('A', call, await candidateA.request(call.method, call.path, { query }), [
        ADMIN_READS.has(call.operationId) ? 403 : 200,
      ]);
      check('visitor', call, await visitor.request(call.method, call.path, { query }), [401]);
    }
    console.log(`Isolation matrix: ${attempts} attempts, ${failures.length} failures`);
    expect(failures).toEqual([]);
    const after = await snapshotOfB();
    const changed = Object.keys(before).filter(
      (operationId) => before[operationId] !== after[operationId],
    );
    expect(changed, "B's answers that changed").toEqual([]);
  });
});
