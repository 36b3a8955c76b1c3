import { sql } from 'kysely';
import { expect } from 'vitest';
import type { components } from '../../../generated/server/pcsx';
import { defaultThemeValues } from '../../../src/shared/theme-tokens';
import type { Db } from '../../src/db/database';
import { dialectOf, lockUserRow } from '../../src/db/dialect';
import { QUOTAS } from '../../src/http/quotas';
import { createPdf } from '../../src/lib/pdf';
import { JOB_ALERTS_PER_CANDIDATE } from '../../src/routes/job-alerts';
import { ADMIN_EMAIL } from '../../src/seed/candidates';
import sharp from 'sharp';
import { dataOf, DOMAIN, type Answer, type Client } from '../helpers';
import { openPositionIds } from './database-facts';

/**
 * Writes sent all at once by several browsers signed in to one account (tabs, devices, server
 * processes behind a load balancer): every write the server acknowledged must be there
 * afterwards, and no list may pass its limit. Each scenario runs against a `ConcurrencySite`: one
 * server, or several processes sharing one database.
 */

type Schemas = components['schemas'];
type UserProfile = Schemas['UserProfile'];

const query = { domain: DOMAIN };

export interface SignedInCandidate {
  email: string;
  /** The same account signed in on several browsers; requests spread over all of them. */
  browsers: Client[];
}

export interface ConcurrencySite {
  /** A new candidate with an empty profile, signed in on `browsers` browsers. */
  newCandidate: (browsers: number) => Promise<SignedInCandidate>;
  /** A seeded account signed in on `browsers` browsers. */
  signIn: (email: string, browsers: number) => Promise<Client[]>;
  /** A browser with a CSRF token, for the developer ATS (the employer's side). */
  employer: () => Promise<Client>;
  /** The database the site's processes share: to set up what takes the API many calls. */
  db: Db;
}

export interface ConcurrencyScenario {
  name: string;
  /** Needs several connections to interleave: PostgreSQL only. */
  isPostgresOnly?: boolean;
  run: (site: ConcurrencySite) => Promise<void>;
}

/** The browser that sends the `index`th request: the requests take turns over the browsers. */
const browserFor = (browsers: readonly Client[], index: number): Client => {
  const browser = browsers[index % browsers.length];
  if (!browser) throw new Error('No browser signed in');
  return browser;
};

/** Sends every request at once and waits for all the answers. */
const allAtOnce = <T>(requests: readonly (() => Promise<T>)[]): Promise<T[]> =>
  Promise.all(requests.map((request) => request()));

/** The answers that are not one of `statuses`, shown so a failure says what came back. */
const unexpected = (answers: readonly Answer[], statuses: readonly number[]): string[] =>
  answers
    .filter((answer) => !statuses.includes(answer.status))
    .map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`);

/** Fails with the number of acknowledged writes that are gone, and which. */
const expectNoneLost = (lost: readonly string[]): void => {
  expect(lost, `${lost.length} acknowledged writes lost`).toEqual([]);
};

const edit = (browser: Client, json: unknown) =>
  browser.post('/api/pcsx/profile_edit', { query, json });

const profileOf = async (browser: Client): Promise<UserProfile> =>
  dataOf<UserProfile>(await browser.get('/api/pcsx/profile_details', { query }));

const addSkill = (browser: Client, skill: string) =>
  edit(browser, { op_section: 'skills', operation: 'add', op_data: { value: [skill] } });

const experienceEntry = (title: string) => ({
  title,
  company: 'Contoso',
  dateRange: { startDate: '01/2020', endDate: '12/2021', isCurrent: false },
  description: null,
});

const educationEntry = (school: string) => ({
  school,
  degree: 'BSc',
  field: null,
  dateRange: { startDate: '09/2012', endDate: '06/2016', isCurrent: false },
});

const userIdOf = async (db: Db, email: string): Promise<number> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;

/** Open positions, the same ones each time: every scenario has its own candidate. */
const RESUME_LINES = [
  'jordan.alvarez@example.com | (512) 555-0148 | Austin, TX',
  'EXPERIENCE',
  'Senior Frontend Engineer, Contoso Health   06/2021 - Present',
  '- Lead developer of the patient portal design system.',
  'Web Developer',
  'Fabrikam Retail | Seattle, WA | Jul 2019 - May 2021',
  'EDUCATION',
  'The University of Texas at Austin',
  'B.S. in Computer Science, 08/2015 - 05/2019',
  'SKILLS',
  'Languages: TypeScript, JavaScript, Python',
  'Frameworks: React, Node.js',
];

const uploadResume = (browser: Client, name: string) => {
  const form = new FormData();
  form.append('resume_file_name', `${name}.pdf`);
  const pdf = createPdf({ title: name, lines: RESUME_LINES });
  form.append('resume_content', `data:application/pdf;base64,${pdf.toString('base64')}`);
  form.append('domain', DOMAIN);
  return browser.post('/api/pcsx/upload_resume', { query, form });
};

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const PHONE = { callingCode: '+1', number: '512-555-0100', selectedCountryCode: 'US' };

/** Answers each form's schema accepts, by the form ids the developer ATS assigns. */
const FORM_ANSWERS: Record<string, Record<string, unknown>> = {
  frm_personal_details: {
    legalName: { first: 'Robin', last: 'Lee' },
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
    emergencyContact: { name: 'Sam Lee', phone: PHONE },
  },
  frm_emergency_contact: { name: 'Sam Lee', phone: PHONE },
  frm_tax_w4: { filingStatus: 'single', signature: true },
};

/** How many of the developer ATS's forms a candidate gets (it assigns them in a fixed order). */
const FORMS_ASSIGNED = 4;

const criteria = (text: string) => ({ query: text, location: '', filters: {}, mapArea: null });

const createAlert = (browser: Client, text: string) =>
  browser.post('/api/pcsx/job_alerts', {
    query,
    json: { criteria: criteria(text), frequency: 'daily' },
  });

const alertsOf = async (browser: Client) =>
  dataOf<{ alerts: Schemas['JobAlert'][] }>(await browser.get('/api/pcsx/job_alerts', { query }))
    .alerts;

const saveDraft = (browser: Client, positionId: number, note: string) =>
  browser.put(`/api/pcsx/draft_applications/${positionId}`, {
    query,
    json: { completion_percent: 40, answers: { note } },
  });

/**
 * Waits until a statement of another connection, starting with one of `statementStarts`, waits
 * for a lock (PostgreSQL's view of its sessions).
 */
const waitForBlockedStatement = async (
  db: Db,
  statementStarts: readonly string[],
): Promise<void> => {
  await expect
    .poll(
      async () =>
        (
          await sql<{ query: string }>`SELECT query FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db)
        ).rows.some(({ query }) => statementStarts.some((start) => query.startsWith(start))),
      { timeout: 20_000, interval: 20 },
    )
    .toBe(true);
};

export const CONCURRENT_WRITE_SCENARIOS: readonly ConcurrencyScenario[] = [
  {
    name: 'profile: skills added at once from four browsers are all kept',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const skills = Array.from({ length: 80 }, (_, index) => `Skill ${index}`);
      const answers = await allAtOnce(
        skills.map((skill, index) => () => addSkill(browserFor(browsers, index), skill)),
      );
      expect(unexpected(answers, [200])).toEqual([]);
      const kept = new Set((await profileOf(browserFor(browsers, 0))).skills);
      expectNoneLost(skills.filter((skill) => !kept.has(skill)));
    },
  },
  {
    name: 'profile: experience, education and links entries added at once are all kept',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const titles = Array.from({ length: 24 }, (_, index) => `Role ${index}`);
      const schools = Array.from({ length: 16 }, (_, index) => `School ${index}`);
      const labels = Array.from({ length: 16 }, (_, index) => `Link ${index}`);
      const requests = [
        ...titles.map(
          (title) => (browser: Client) =>
            edit(browser, {
              op_section: 'experience',
              operation: 'add',
              op_data: { value: experienceEntry(title) },
            }),
        ),
        ...schools.map(
          (school) => (browser: Client) =>
            edit(browser, {
              op_section: 'education',
              operation: 'add',
              op_data: { value: educationEntry(school) },
            }),
        ),
        ...labels.map(
          (label, index) => (browser: Client) =>
            edit(browser, {
              op_section: 'links',
              operation: 'add',
              op_data: { value: { label, url: `https://example.com/${index}` } },
            }),
        ),
      ];
      const answers = await allAtOnce(
        requests.map((request, index) => () => request(browserFor(browsers, index))),
      );
      expect(unexpected(answers, [200])).toEqual([]);
      const profile = await profileOf(browserFor(browsers, 0));
      const has = (values: readonly string[]) => new Set(values);
      const keptTitles = has(profile.experience.map((entry) => entry.title));
      const keptSchools = has(profile.education.map((entry) => entry.school));
      const keptLabels = has(profile.links.map((entry) => entry.label));
      expectNoneLost([
        ...titles.filter((title) => !keptTitles.has(title)),
        ...schools.filter((school) => !keptSchools.has(school)),
        ...labels.filter((label) => !keptLabels.has(label)),
      ]);
    },
  },
  {
    name: 'profile: skills removed while others are added stay removed, and the added stay',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const removed = Array.from({ length: 40 }, (_, index) => `Old ${index}`);
      const added = Array.from({ length: 20 }, (_, index) => `New ${index}`);
      const start = await edit(browserFor(browsers, 0), {
        op_section: 'skills',
        operation: 'update',
        op_data: { value: removed },
      });
      expect(start.status, start.text).toBe(200);
      const answers = await allAtOnce([
        ...removed.map(
          (skill, index) => () =>
            edit(browserFor(browsers, index), {
              op_section: 'skills',
              operation: 'delete',
              op_data: { value: [skill] },
            }),
        ),
        ...added.map((skill, index) => () => addSkill(browserFor(browsers, index + 1), skill)),
      ]);
      expect(unexpected(answers, [200])).toEqual([]);
      const kept = new Set((await profileOf(browserFor(browsers, 0))).skills);
      expectNoneLost([
        ...removed.filter((skill) => kept.has(skill)).map((skill) => `${skill} is back`),
        ...added.filter((skill) => !kept.has(skill)),
      ]);
    },
  },
  {
    name: 'profile: a parsed resume applied while skills and roles are added keeps both',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const uploaded = await uploadResume(browserFor(browsers, 0), 'Jordan Alvarez');
      expect(uploaded.status, uploaded.text).toBe(200);
      const { resume, parsed } = dataOf<Schemas['ResumeUploadResult']>(uploaded);
      const skills = Array.from({ length: 30 }, (_, index) => `Added ${index}`);
      const titles = Array.from({ length: 9 }, (_, index) => `Added role ${index}`);
      const applyResume = (browser: Client) =>
        browser.post(`/api/pcsx/resumes/${resume.id}/apply`, {
          query,
          json: {
            domain: DOMAIN,
            basicInfo: false,
            email: false,
            phone: false,
            location: false,
            skillGroups: parsed.skillGroups.map((_, index) => index),
            experience: parsed.experience.map((_, index) => index),
            education: parsed.education.map((_, index) => index),
          },
        });
      const answers = await allAtOnce([
        ...skills.map((skill, index) => () => addSkill(browserFor(browsers, index), skill)),
        // Applied from each browser while the others add, in the middle of the adds.
        ...browsers.map((browser) => () => applyResume(browser)),
        ...titles.map(
          (title, index) => () =>
            edit(browserFor(browsers, index), {
              op_section: 'experience',
              operation: 'add',
              op_data: { value: experienceEntry(title) },
            }),
        ),
      ]);
      expect(unexpected(answers, [200])).toEqual([]);
      const profile = await profileOf(browserFor(browsers, 0));
      const keptSkills = new Set(profile.skills);
      const keptTitles = new Set(profile.experience.map((entry) => entry.title));
      const fromResume = {
        skills: parsed.skillGroups.flatMap((group) => group.skills),
        titles: parsed.experience.map((entry) => entry.title),
      };
      expect(fromResume.skills.length).toBeGreaterThan(0);
      expectNoneLost([
        ...[...skills, ...fromResume.skills].filter((skill) => !keptSkills.has(skill)),
        ...[...titles, ...fromResume.titles].filter((title) => !keptTitles.has(title)),
        ...parsed.education
          .filter((entry) => !profile.education.some((own) => own.school === entry.school))
          .map((entry) => entry.school),
      ]);
    },
  },
  {
    name: "profile: a resume's city fills an empty location, never one saved meanwhile",
    // The saved location commits while the upload runs: another connection holds the row.
    isPostgresOnly: true,
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(1);
      const userId = await userIdOf(site.db, email);
      const saved = 'Lisbon, PT';
      let upload: Promise<Answer> | undefined;
      await site.db.transaction().execute(async (trx) => {
        await sql`SELECT user_id FROM profiles WHERE user_id = ${userId} FOR UPDATE`.execute(trx);
        await trx
          .updateTable('profiles')
          .set({ location: saved })
          .where('user_id', '=', userId)
          .execute();
        upload = uploadResume(browserFor(browsers, 0), 'Jordan Alvarez');
        // The upload has read the profile, found no location and waits to write its city.
        await waitForBlockedStatement(site.db, ['update "profiles"']);
      });
      const answer = await upload;
      expect(answer?.status, answer?.text).toBe(200);
      const { location } = await profileOf(browserFor(browsers, 0));
      expectNoneLost(location === saved ? [] : [`location ${saved} became ${location}`]);
    },
  },
  {
    name: 'profile: an email another account takes meanwhile is refused with 422, not a 500',
    // The other account's change commits while this one writes: its transaction holds the email.
    isPostgresOnly: true,
    run: async (site) => {
      const { browsers } = await site.newCandidate(1);
      const other = await site.newCandidate(1);
      const otherId = await userIdOf(site.db, other.email);
      const wanted = `taken.meanwhile.${Date.now()}@example.com`;
      let change: Promise<Answer> | undefined;
      await site.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ email: wanted }).where('id', '=', otherId).execute();
        change = edit(browserFor(browsers, 0), {
          op_section: 'contact',
          operation: 'update',
          op_data: { value: { email: wanted } },
        });
        // The change found the email free and waits on the other account's uncommitted one.
        await waitForBlockedStatement(site.db, ['update "users"']);
      });
      const answer = await change;
      expect(answer?.status, answer?.text).toBe(422);
    },
  },
  {
    name: 'profile: avatars uploaded at once are all answered, and the profile shows one kept',
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const answers = await allAtOnce(
        Array.from(
          { length: 12 },
          (_, index) => () =>
            browserFor(browsers, index).post('/api/pcsx/profile/avatar', {
              query,
              json: { image: `data:image/png;base64,${PNG_1X1}` },
            }),
        ),
      );
      expect(unexpected(answers, [200]), 'avatar uploads refused').toEqual([]);
      const uploaded = answers.map((answer) => dataOf<UserProfile>(answer).avatar);
      const { avatar } = await profileOf(browserFor(browsers, 0));
      expect(uploaded).toContain(avatar);
      expect((await browserFor(browsers, 0).get(avatar ?? '')).status).toBe(200);
      const kept = await site.db
        .selectFrom('avatars')
        .select('file_name')
        .where('user_id', '=', await userIdOf(site.db, email))
        .execute();
      expect(kept.map((row) => `/avatars/${row.file_name}`)).toEqual([avatar]);
    },
  },
  {
    name: 'forms: a submitted form stays submitted while drafts of it are being saved',
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const employer = await site.employer();
      for (let count = 0; count < FORMS_ASSIGNED; count += 1) {
        const assigned = await employer.post('/dev/ats/forms', { json: { candidateEmail: email } });
        expect(assigned.status, assigned.text).toBe(201);
      }
      const forms = Object.entries(FORM_ANSWERS);
      const submit = (formId: string, data: unknown, isDraft: boolean, browser: Client) =>
        browser.post(`/api/pcsx/forms/${formId}/submit`, { query, json: { data, isDraft } });
      const submissions = forms.map(([formId, data]) => ({
        formId,
        data,
        answer: undefined as Answer | undefined,
      }));
      const answers = await allAtOnce(
        submissions.flatMap((submission, formIndex) =>
          Array.from({ length: 12 }, (_, index) => async () => {
            const browser = browserFor(browsers, formIndex + index);
            // The submission goes in the middle of the form's drafts.
            if (index === 6) {
              submission.answer = await submit(submission.formId, submission.data, false, browser);
              return submission.answer;
            }
            return submit(submission.formId, { draft: index }, true, browser);
          }),
        ),
      );
      // A draft saved after the submission is refused: the form is completed.
      expect(unexpected(answers, [200, 409])).toEqual([]);
      const listed = dataOf<{ tabsData: Schemas['FormSummary'][] }>(
        await browserFor(browsers, 0).get('/api/pcsx/forms_list', {
          query: { ...query, tab_id: 'completed' },
        }),
      ).tabsData;
      const lost = submissions.flatMap(({ formId, data, answer }) => {
        expect(answer?.status, answer?.text).toBe(200);
        const form = listed.find((each) => each.id === formId);
        return form && JSON.stringify(form.values) === JSON.stringify(data)
          ? []
          : [`${formId} is ${form ? 'completed with other answers' : 'no longer completed'}`];
      });
      expectNoneLost(lost);
    },
  },
  {
    name: 'settings: settings changed at once from four browsers are all kept',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const changes: Schemas['CandidateSettingsUpdate'][] = [
        { language: 'de' },
        { timezone: 'Europe/Berlin' },
        { inAppNotifications: false },
        { profileVisibility: 'private' },
        { emailNotifications: { jobAlerts: false } },
        { emailNotifications: { applicationUpdates: false } },
        { emailNotifications: { marketing: true } },
        { emailNotifications: { offers: false } },
        { emailNotifications: { interviews: false } },
        { emailNotifications: { forms: false } },
        { emailNotifications: { draftsClosing: false } },
        { emailNotifications: { savedJobsClosing: false } },
      ];
      const answers = await allAtOnce(
        changes.map(
          (change, index) => () =>
            browserFor(browsers, index).post('/api/pcsx/settings', { query, json: change }),
        ),
      );
      expect(unexpected(answers, [200])).toEqual([]);
      const settings = dataOf<Schemas['CandidateSettings']>(
        await browserFor(browsers, 0).get('/api/pcsx/settings', { query }),
      );
      expectNoneLost(
        changes
          .filter((change) => {
            const { emailNotifications, ...rest } = change;
            return (
              Object.entries(rest).some(
                ([key, value]) => settings[key as keyof typeof rest] !== value,
              ) ||
              Object.entries(emailNotifications ?? {}).some(
                ([key, value]) =>
                  settings.emailNotifications[key as keyof typeof emailNotifications] !== value,
              )
            );
          })
          .map((change) => JSON.stringify(change)),
      );
    },
  },
  {
    name: 'saved jobs: jobs saved and unsaved at once are all as last asked',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const [unsaved, saved] = ((ids) => [ids.slice(0, 20), ids.slice(20)])(
        await openPositionIds(site.db, 60),
      );
      for (const id of unsaved) {
        const answer = await browserFor(browsers, 0).put(`/api/pcsx/positions/saved/${id}`, {
          query,
          json: query,
        });
        expect(answer.status, answer.text).toBe(200);
      }
      const answers = await allAtOnce([
        ...unsaved.map(
          (id, index) => () =>
            browserFor(browsers, index).delete(`/api/pcsx/positions/saved/${id}`, { query }),
        ),
        ...saved.map(
          (id, index) => () =>
            browserFor(browsers, index).put(`/api/pcsx/positions/saved/${id}`, {
              query,
              json: query,
            }),
        ),
      ]);
      expect(unexpected(answers, [200])).toEqual([]);
      const listed = new Set(
        dataOf<Schemas['SavedPositionList']>(
          await browserFor(browsers, 0).get('/api/pcsx/positions/saved', { query }),
        ).positions.map((position) => position.id),
      );
      expectNoneLost([
        ...unsaved.filter((id) => listed.has(id)).map((id) => `${id} is saved again`),
        ...saved.filter((id) => !listed.has(id)).map((id) => `${id} is not saved`),
      ]);
    },
  },
  {
    name: `saved jobs: saves at once stop at the ${QUOTAS.savedPositions} a candidate keeps`,
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const userId = await userIdOf(site.db, email);
      const ids = await openPositionIds(site.db, QUOTAS.savedPositions + 15);
      const room = 3;
      await site.db
        .insertInto('saved_positions')
        .values(
          ids
            .slice(0, QUOTAS.savedPositions - room)
            .map((id) => ({ user_id: userId, position_id: id, saved_ms: Date.now() })),
        )
        .execute();
      const answers = await allAtOnce(
        ids.slice(QUOTAS.savedPositions - room).map(
          (id, index) => () =>
            browserFor(browsers, index).put(`/api/pcsx/positions/saved/${id}`, {
              query,
              json: query,
            }),
        ),
      );
      expect(unexpected(answers, [200, 422])).toEqual([]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(room);
      const kept = await site.db
        .selectFrom('saved_positions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(kept.count).toBe(QUOTAS.savedPositions);
    },
  },
  {
    name: 'drafts: drafts saved at once for many jobs are all kept with their answers',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const ids = await openPositionIds(site.db, 32);
      const answers = await allAtOnce(
        ids.map((id, index) => () => saveDraft(browserFor(browsers, index), id, `note ${id}`)),
      );
      expect(unexpected(answers, [200])).toEqual([]);
      const lost: string[] = [];
      for (const id of ids) {
        const draft = await browserFor(browsers, 0).get(`/api/pcsx/draft_applications/${id}`, {
          query,
        });
        const note =
          draft.status === 200 ? dataOf<Schemas['DraftAnswersDetail']>(draft).answers : {};
        if (JSON.stringify(note) !== JSON.stringify({ note: `note ${id}` }))
          lost.push(`draft ${id}`);
      }
      expectNoneLost(lost);
    },
  },
  {
    name: `drafts: drafts saved at once stop at the ${QUOTAS.drafts} a candidate keeps`,
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const userId = await userIdOf(site.db, email);
      const ids = await openPositionIds(site.db, QUOTAS.drafts + 12);
      const room = 3;
      await site.db
        .insertInto('draft_applications')
        .values(
          ids.slice(0, QUOTAS.drafts - room).map((id) => ({
            user_id: userId,
            position_id: id,
            updated_at: new Date().toISOString(),
            completion_percent: 10,
            answers: '{}',
          })),
        )
        .execute();
      const answers = await allAtOnce(
        ids
          .slice(QUOTAS.drafts - room)
          .map((id, index) => () => saveDraft(browserFor(browsers, index), id, 'more')),
      );
      expect(unexpected(answers, [200, 422])).toEqual([]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(room);
      const kept = await site.db
        .selectFrom('draft_applications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(kept.count).toBe(QUOTAS.drafts);
    },
  },
  {
    name: 'drafts: a draft saved while applying to the job does not outlive the application',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const ids = await openPositionIds(site.db, 8);
      const applied = await allAtOnce(
        ids.flatMap((id, index) => [
          ...Array.from(
            { length: 5 },
            (_, draft) => () =>
              saveDraft(browserFor(browsers, index + draft), id, `draft ${draft}`),
          ),
          () =>
            browserFor(browsers, index).post('/api/pcsx/apply', {
              query,
              json: { position_id: id, domain: DOMAIN, form_data: {} },
            }),
          ...Array.from(
            { length: 5 },
            (_, draft) => () =>
              saveDraft(browserFor(browsers, index + draft + 1), id, `late draft ${draft}`),
          ),
        ]),
      );
      expect(unexpected(applied, [200, 201, 409])).toEqual([]);
      const left: string[] = [];
      for (const id of ids) {
        const draft = await browserFor(browsers, 0).get(`/api/pcsx/draft_applications/${id}`, {
          query,
        });
        if (draft.status !== 404) left.push(`a draft for ${id}, applied to`);
      }
      expectNoneLost(left);
    },
  },
  {
    name: 'branding: hero images uploaded at once for one place leave one image there',
    run: async (site) => {
      const admins = await site.signIn(ADMIN_EMAIL, 4);
      const png = await sharp({
        create: { width: 500, height: 200, channels: 3, background: { r: 20, g: 120, b: 90 } },
      })
        .png()
        .toBuffer();
      const place = { page: 'jobs', minWidth: 1234 };
      const answers = await allAtOnce(
        Array.from(
          { length: 6 },
          (_, index) => () =>
            browserFor(admins, index).post('/api/pcsx/branding/hero_images', {
              query,
              json: {
                ...place,
                alt: `Hero ${index}`,
                image: `data:image/png;base64,${png.toString('base64')}`,
              },
            }),
        ),
      );
      expect(unexpected(answers, [200])).toEqual([]);
      const stored = await site.db
        .selectFrom('branding_images')
        .select('id')
        .where('kind', '=', 'hero')
        .where('page', '=', place.page)
        .where('min_width', '=', place.minWidth)
        .execute();
      expect(stored).toHaveLength(1);
    },
  },
  {
    name: 'branding: theme drafts, banners, footer and links saved at once are all kept',
    run: async (site) => {
      const admins = await site.signIn(ADMIN_EMAIL, 4);
      const themeWith = (color: string) => {
        const values = defaultThemeValues();
        values.core_properties = { ...values.core_properties, primary_color: color };
        return values;
      };
      const banner = { page: 'jobs', type: 'info', html: '<p>Hiring now</p>' };
      const link = { label: 'About', url: '/careers/search' };
      const answers = await allAtOnce([
        () =>
          browserFor(admins, 0).put('/api/pcsx/branding/themes/pcsx', {
            query,
            json: { values: themeWith('#123456') },
          }),
        () =>
          browserFor(admins, 1).put('/api/pcsx/branding/themes/default', {
            query,
            json: { values: themeWith('#654321') },
          }),
        () =>
          browserFor(admins, 2).put('/api/pcsx/branding/banners', {
            query,
            json: {
              implementationBanner: { displayBanner: true, displayText: 'Setting up' },
              banners: [banner],
            },
          }),
        () =>
          browserFor(admins, 3).put('/api/pcsx/branding/footer', {
            query,
            json: { html: '<p>Contact us</p>', hideProviderLogo: true },
          }),
        () =>
          browserFor(admins, 0).put('/api/pcsx/branding/navbar', {
            query,
            json: { links: [link] },
          }),
      ]);
      expect(unexpected(answers, [200])).toEqual([]);
      const settings = dataOf<Schemas['BrandingSettings']>(
        await browserFor(admins, 0).get('/api/pcsx/branding', { query }),
      );
      const colorOf = (product: string) =>
        settings.themes.find((theme) => theme.product === product)?.draft.core_properties
          ?.primary_color;
      expectNoneLost(
        [
          colorOf('pcsx') === '#123456' ? '' : 'pcsx theme draft',
          colorOf('default') === '#654321' ? '' : 'default theme draft',
          settings.banners[0]?.html === banner.html ? '' : 'banner',
          settings.implementationBanner.displayBanner ? '' : 'implementation banner',
          settings.footer.html === '<p>Contact us</p>' ? '' : 'footer',
          settings.navbarLinks[0]?.label === link.label ? '' : 'navbar link',
        ].filter((lost) => lost !== ''),
      );
    },
  },
  {
    name: 'notifications: notifications clicked and marked viewed at once all stay so',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      for (const id of await openPositionIds(site.db, 12)) {
        const applied = await browserFor(browsers, 0).post('/api/pcsx/apply', {
          query,
          json: { position_id: id, domain: DOMAIN, form_data: {} },
        });
        expect(applied.status, applied.text).toBe(201);
      }
      type Listed = { notifications: Schemas['Notification'][] };
      const listed = async () =>
        dataOf<Listed>(await browserFor(browsers, 0).get('/api/pcsx/notifications', { query }))
          .notifications;
      const clicked = (await listed()).filter((_, index) => index % 2 === 0);
      expect(clicked.length).toBeGreaterThanOrEqual(6);
      const answers = await allAtOnce([
        ...clicked.map(
          (notification, index) => () =>
            browserFor(browsers, index).post(
              `/api/pcsx/notifications/${notification.id}/mark_clicked`,
              { query, json: query },
            ),
        ),
        ...browsers.map(
          (browser) => () =>
            browser.post('/api/pcsx/notifications/mark_all_viewed', { query, json: query }),
        ),
      ]);
      expect(unexpected(answers, [200])).toEqual([]);
      const after = await listed();
      expectNoneLost([
        ...clicked
          .filter((each) => !after.find((notification) => notification.id === each.id)?.isClicked)
          .map((each) => `notification ${each.id} not clicked`),
        ...after
          .filter((each) => !each.isViewed)
          .map((each) => `notification ${each.id} not viewed`),
      ]);
    },
  },
  {
    name: 'job alerts: alerts created and changed at once are all kept',
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const existing = await createAlert(browserFor(browsers, 0), 'designer');
      expect(existing.status, existing.text).toBe(201);
      const alertId = dataOf<{ alert: Schemas['JobAlert'] }>(existing).alert.id;
      const texts = Array.from({ length: 12 }, (_, index) => `engineer ${index}`);
      const change = (browser: Client, json: unknown) =>
        browser.request('PATCH', `/api/pcsx/job_alerts/${alertId}`, { query, json });
      const answers = await allAtOnce([
        ...texts.map((text, index) => () => createAlert(browserFor(browsers, index), text)),
        () => change(browserFor(browsers, 1), { name: 'Designers' }),
        () => change(browserFor(browsers, 2), { frequency: 'weekly' }),
        () => change(browserFor(browsers, 3), { isPaused: true }),
      ]);
      expect(unexpected(answers, [200, 201])).toEqual([]);
      const alerts = await alertsOf(browserFor(browsers, 0));
      const changed = alerts.find((alert) => alert.id === alertId);
      expectNoneLost([
        ...texts
          .filter((text) => !alerts.some((alert) => alert.criteria.query === text))
          .map((text) => `alert for ${text}`),
        ...(changed?.name === 'Designers' ? [] : ['name']),
        ...(changed?.frequency === 'weekly' ? [] : ['frequency']),
        ...(changed?.isPaused === true ? [] : ['pause']),
      ]);
    },
  },
  {
    name: 'job alerts: an alert resumed while a pause is saved skips the jobs posted before',
    // The pause commits while the resume runs: another connection holds the alert's row.
    isPostgresOnly: true,
    run: async (site) => {
      const { browsers } = await site.newCandidate(1);
      const created = await createAlert(browserFor(browsers, 0), 'nurse');
      expect(created.status, created.text).toBe(201);
      const alertId = Number(dataOf<{ alert: Schemas['JobAlert'] }>(created).alert.id);
      // As if every job had been posted since the alert last looked.
      await site.db
        .updateTable('job_alerts')
        .set({ seen_position_id: 0 })
        .where('id', '=', alertId)
        .execute();
      let resume: Promise<Answer> | undefined;
      await site.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM job_alerts WHERE id = ${alertId} FOR UPDATE`.execute(trx);
        await trx
          .updateTable('job_alerts')
          .set({ is_paused: 1 })
          .where('id', '=', alertId)
          .execute();
        resume = browserFor(browsers, 0).request('PATCH', `/api/pcsx/job_alerts/${alertId}`, {
          query,
          json: { isPaused: false },
        });
        await waitForBlockedStatement(site.db, ['update "job_alerts"']);
      });
      const answer = await resume;
      expect(answer?.status, answer?.text).toBe(200);
      const { seen } = await site.db
        .selectFrom('job_alerts')
        .select('seen_position_id as seen')
        .where('id', '=', alertId)
        .executeTakeFirstOrThrow();
      const { max } = await site.db
        .selectFrom('positions')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow();
      expectNoneLost(
        seen === max ? [] : [`the pause: resumed with jobs up to ${seen} seen, not ${max}`],
      );
    },
  },
  {
    name: `job alerts: alerts created at once stop at the ${JOB_ALERTS_PER_CANDIDATE} a candidate keeps`,
    run: async (site) => {
      const { browsers } = await site.newCandidate(4);
      const room = 3;
      for (let index = 0; index < JOB_ALERTS_PER_CANDIDATE - room; index += 1) {
        const created = await createAlert(browserFor(browsers, 0), `analyst ${index}`);
        expect(created.status, created.text).toBe(201);
      }
      const answers = await allAtOnce(
        Array.from(
          { length: 12 },
          (_, index) => () => createAlert(browserFor(browsers, index), `architect ${index}`),
        ),
      );
      expect(unexpected(answers, [201, 422])).toEqual([]);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(room);
      expect(await alertsOf(browserFor(browsers, 0))).toHaveLength(JOB_ALERTS_PER_CANDIDATE);
    },
  },
  {
    name: 'resumes: deleting the primary resume while another is deleted leaves a primary',
    // The other deletion commits while this one runs: its transaction holds the rows it changes.
    isPostgresOnly: true,
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(1);
      const userId = await userIdOf(site.db, email);
      const [kept, other, primary] = (
        await site.db
          .insertInto('resumes')
          .values(
            [0, 1, 2].map((index) => ({
              user_id: userId,
              file_name: `resume-${index}.pdf`,
              content_type: 'application/pdf',
              size_bytes: 8,
              content: Buffer.from('%PDF-1.4'),
              uploaded_at: new Date().toISOString(),
              // The newest is the primary, as after uploading them in turn.
              is_primary: index === 2 ? 1 : 0,
              parsed_json: null,
            })),
          )
          .returning('id')
          .execute()
      ).map((row) => row.id);
      let deletion: Promise<Answer> | undefined;
      await site.db.transaction().execute(async (trx) => {
        await lockUserRow(trx, userId);
        await trx
          .deleteFrom('resumes')
          .where('id', '=', other ?? 0)
          .execute();
        deletion = browserFor(browsers, 0).delete(`/api/pcsx/resumes/${primary ?? 0}`, {
          query,
        });
        await waitForBlockedStatement(site.db, ['SELECT id FROM users', 'update "resumes"']);
      });
      const answer = await deletion;
      expect(answer?.status, answer?.text).toBe(200);
      const { resumes } = dataOf<Schemas['ResumeList']>(
        await browserFor(browsers, 0).get('/api/pcsx/resumes', { query }),
      );
      expect(resumes.map((resume) => resume.id)).toEqual([kept]);
      expectNoneLost(resumes[0]?.isPrimary ? [] : ['the primary resume']);
    },
  },
  {
    name: `resumes: uploads at once stop at the ${QUOTAS.resumeBytes / 1024 / 1024} MB a candidate keeps`,
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const userId = await userIdOf(site.db, email);
      const size = createPdf({ title: 'Jordan Alvarez', lines: RESUME_LINES }).length;
      // Two large resumes already kept, leaving room for one more upload.
      const kept = QUOTAS.resumeBytes - Math.floor(size * 1.5);
      await site.db
        .insertInto('resumes')
        .values(
          [Math.floor(kept / 2), kept - Math.floor(kept / 2)].map((sizeBytes, index) => ({
            user_id: userId,
            file_name: `large-${index}.pdf`,
            content_type: 'application/pdf',
            size_bytes: sizeBytes,
            content: Buffer.from('%PDF-1.4'),
            uploaded_at: new Date().toISOString(),
            is_primary: 0,
            parsed_json: null,
          })),
        )
        .execute();
      const answers = await allAtOnce(
        browsers.map((browser) => () => uploadResume(browser, 'Jordan Alvarez')),
      );
      expect(unexpected(answers, [200, 422])).toEqual([]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const stored = await site.db
        .selectFrom('resumes')
        .select((eb) => eb.fn.sum<number>('size_bytes').as('bytes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(stored.bytes).toBeLessThanOrEqual(QUOTAS.resumeBytes);
    },
  },
  {
    name: 'interviews: answers sent at once from four browsers, while the employer moves the interview, leave one whole answer',
    run: async (site) => {
      const { email, browsers } = await site.newCandidate(4);
      const [positionId] = await openPositionIds(site.db, 1);
      const applied = await browserFor(browsers, 0).post('/api/pcsx/apply', {
        query,
        json: { position_id: positionId, domain: DOMAIN, form_data: {} },
      });
      expect(applied.status, applied.text).toBe(201);
      const employer = await site.employer();
      const scheduled = await employer.post('/dev/ats/interviews', {
        json: { candidateEmail: email },
      });
      expect(scheduled.status, scheduled.text).toBe(201);
      const { interviewId } = scheduled.body as { interviewId: number };
      const sent = Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? { response: 'confirmed' as const, message: null }
          : { response: 'reschedule_requested' as const, message: `Times ${index}` },
      );
      const newStart = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 19) + 'Z';
      const answers = await allAtOnce([
        ...sent.map(
          ({ response, message }, index) =>
            () =>
              browserFor(browsers, index).post(
                `/api/pcsx/dashboard/interviews/${interviewId}/response`,
                {
                  query,
                  json: { domain: DOMAIN, response, ...(message === null ? {} : { message }) },
                },
              ),
        ),
        () =>
          employer.post(`/dev/ats/interviews/${interviewId}/reschedule`, {
            json: { startsAt: newStart },
          }),
      ]);
      expect(unexpected(answers, [200, 201])).toEqual([]);
      const interview = dataOf<{ interviews: Schemas['Interview'][] }>(
        await browserFor(browsers, 0).get('/api/pcsx/dashboard/interviews', { query }),
      ).interviews.find((each) => each.id === interviewId);
      expect(interview?.startsAt).toBe(newStart);
      // Cleared by the move, or one of the answers whole: never one answer's words on another.
      const kept = interview?.candidateResponse ?? null;
      if (kept !== null)
        expect(sent).toContainEqual({ response: kept.response, message: kept.message });
    },
  },
];

/** Whether a scenario can run on the site's database. */
export const runsOn = (scenario: ConcurrencyScenario, db: Db): boolean =>
  !scenario.isPostgresOnly || dialectOf(db) === 'postgres';
