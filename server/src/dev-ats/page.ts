import type { Db } from '../db/database';
import { compensationOf } from '../db/repositories/offers';
import { renderDevPage } from '../http/dev-page';
import { escapeHtml } from '../lib/html';
import { DEV_ATS_PATH, DEV_ATS_SCRIPT_PATH } from './paths';
import { EMPLOYER_STEPS } from './employer-actions';

/** Newest accounts first; enough for a demo, and the page stays small when tests register many. */
const SHOWN_CANDIDATES = 50;

interface CandidateView {
  email: string;
  name: string;
  applications: { id: number; positionName: string; status: string; isActive: boolean }[];
  interviews: {
    id: number;
    positionName: string;
    stage: string;
    startsAt: string;
    status: string;
    candidateResponse: string | null;
    candidateMessage: string | null;
  }[];
  offers: {
    id: number;
    positionName: string;
    status: string;
    expiresAt: string | null;
    compensation: { amount: number; currency: string; period: string } | null;
    startDate: string | null;
    workLocation: string | null;
    isEsign: boolean;
    hasSignedLetter: boolean;
  }[];
}

/** The candidates the page lists, with what the employer can act on. */
export const loadCandidates = async (db: Db): Promise<CandidateView[]> => {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname'])
    .where('is_admin', '=', 0)
    .orderBy('id', 'desc')
    .limit(SHOWN_CANDIDATES)
    .execute();
  if (users.length === 0) return [];
  const ids = users.map((user) => user.id);
  const [applications, interviews, offers] = await Promise.all([
    db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .select(['a.id', 'a.user_id', 'a.status', 'a.is_active', 'p.name'])
      .where('a.user_id', 'in', ids)
      .orderBy('a.updated_at', 'desc')
      .execute(),
    db
      .selectFrom('interviews as i')
      .innerJoin('positions as p', 'p.id', 'i.position_id')
      .select([
        'i.id',
        'i.user_id',
        'i.stage',
        'i.starts_at',
        'i.status',
        'i.candidate_response',
        'i.candidate_message',
        'p.name',
      ])
      .where('i.user_id', 'in', ids)
      .orderBy('i.starts_at', 'desc')
      .execute(),
    db
      .selectFrom('offers')
      .select([
        'id',
        'user_id',
        'status',
        'expires_at',
        'position_name',
        'compensation_amount',
        'compensation_currency',
        'compensation_period',
        'start_date',
        'work_location',
        'esign_token',
        'signed_letter_name',
      ])
      .where('user_id', 'in', ids)
      .orderBy('updated_at', 'desc')
      .execute(),
  ]);
  return users.map((user) => ({
    email: user.email,
    name: `${user.firstname} ${user.lastname}`,
    applications: applications
      .filter((row) => row.user_id === user.id)
      .map((row) => ({
        id: row.id,
        positionName: row.name,
        status: row.status,
        isActive: row.is_active === 1,
      })),
    interviews: interviews
      .filter((row) => row.user_id === user.id)
      .map((row) => ({
        id: row.id,
        positionName: row.name,
        stage: row.stage,
        startsAt: row.starts_at,
        status: row.status,
        candidateResponse: row.candidate_response,
        candidateMessage: row.candidate_message,
      })),
    offers: offers
      .filter((row) => row.user_id === user.id)
      .map((row) => ({
        id: row.id,
        positionName: row.position_name,
        status: row.status,
        expiresAt: row.expires_at,
        compensation: compensationOf(row),
        startDate: row.start_date,
        workLocation: row.work_location,
        isEsign: row.esign_token !== null,
        hasSignedLetter: row.signed_letter_name !== null,
      })),
  }));
};

/** What a posted job may be: one of the site's places, one of its departments. */
interface JobChoices {
  locations: { id: number; standardized: string }[];
  departments: string[];
}

export const loadJobChoices = async (db: Db): Promise<JobChoices> => ({
  locations: await db
    .selectFrom('locations')
    .select(['id', 'standardized'])
    .orderBy('standardized')
    .execute(),
  departments: (
    await db
      .selectFrom('positions')
      .select('department')
      .distinct()
      .where('archived_at', 'is', null)
      .orderBy('department')
      .execute()
  ).map((row) => row.department),
});

const optionsOf = (choices: readonly { value: string; label: string }[]): string =>
  choices
    .map(({ value, label }) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    .join('');

const STATUS_OPTIONS = Object.entries(EMPLOYER_STEPS)
  .map(([step, { status }]) => `<option value="${step}">${escapeHtml(status)}</option>`)
  .join('');

/** A form the page's script posts as JSON; `done` is what the status line says afterwards. */
const actionForm = (
  endpoint: string,
  done: string,
  fields: string,
  button: string,
  hidden: Record<string, string> = {},
): string => `<form data-endpoint="${escapeHtml(endpoint)}" data-done="${escapeHtml(done)}">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('')}${fields}<button type="submit">${escapeHtml(button)}</button>
</form>`;

type Field = (label: string, input: (id: string) => string) => string;

/** Labelled inputs whose ids are unique within one page. */
const fieldsOfPage = (): Field => {
  let count = 0;
  return (label, input) => {
    count += 1;
    const id = `field-${count}`;
    return `<label for="${id}">${escapeHtml(label)}</label> ${input(id)} `;
  };
};

type OfferView = CandidateView['offers'][number];

const payText = ({ amount, currency, period }: NonNullable<OfferView['compensation']>): string =>
  `${new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)} per ${period}`;

/**
 * What the candidate sees above the letter (each part "Not given" when the employer left it out),
 * how the offer is signed, and the letter the candidate signed once there is one.
 */
const offerDetailsHtml = (offer: OfferView): string => {
  const notGiven = '<em>Not given</em>';
  const rows: [string, string][] = [
    ['Base pay', offer.compensation ? escapeHtml(payText(offer.compensation)) : notGiven],
    [
      'Start date',
      offer.startDate === null
        ? notGiven
        : `<time datetime="${escapeHtml(offer.startDate)}">${escapeHtml(offer.startDate)}</time>`,
    ],
    ['Location', offer.workLocation === null ? notGiven : escapeHtml(offer.workLocation)],
    [
      'Signing',
      offer.isEsign ? 'E-signature in the portal' : 'The candidate uploads the signed letter',
    ],
    [
      'Signed letter',
      offer.hasSignedLetter
        ? `<a href="${DEV_ATS_PATH}/offers/${offer.id}/signed-letter">Signed letter of offer ${offer.id} (PDF)</a>`
        : 'Not signed yet',
    ],
  ];
  return `<dl class="offer-details">${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
};

/** What the candidate answered to an interview's time, as the employer reads it. */
const CANDIDATE_RESPONSES: Record<string, string> = {
  confirmed: 'Candidate confirmed',
  reschedule_requested: 'Candidate asked for another time',
  declined: 'Candidate declined',
};

const candidateResponseHtml = (interview: CandidateView['interviews'][number]): string => {
  if (interview.candidateResponse === null) return '';
  const label = CANDIDATE_RESPONSES[interview.candidateResponse] ?? interview.candidateResponse;
  const message =
    interview.candidateMessage === null ? '' : `: <q>${escapeHtml(interview.candidateMessage)}</q>`;
  return `<p class="candidate-response">${escapeHtml(label)}${message}</p>`;
};

const renderCandidate = (candidate: CandidateView, index: number, field: Field): string => {
  const headingId = `candidate-${index}`;
  const email = { candidateEmail: candidate.email };
  const applications =
    candidate.applications.length === 0
      ? '<p>No applications.</p>'
      : `<ul>${candidate.applications
          .map(
            (
              application,
            ) => `<li>Application ${application.id}: ${escapeHtml(application.positionName)} (${escapeHtml(application.status)}${application.isActive ? '' : ', inactive'})
${actionForm(
  `${DEV_ATS_PATH}/applications/${application.id}/status`,
  `Application ${application.id} updated.`,
  field(
    'New status',
    (id) => `<select id="${id}" name="status" required>${STATUS_OPTIONS}</select>`,
  ),
  'Change status',
)}</li>`,
          )
          .join('')}</ul>`;
  const interviews =
    candidate.interviews.length === 0
      ? '<p>No interviews.</p>'
      : `<ul>${candidate.interviews
          .map(
            (
              interview,
            ) => `<li>Interview ${interview.id}: ${escapeHtml(interview.stage)}, ${escapeHtml(interview.positionName)}, <time datetime="${escapeHtml(interview.startsAt)}">${escapeHtml(interview.startsAt)}</time> (${escapeHtml(interview.status)})
${candidateResponseHtml(interview)}${
              interview.status === 'scheduled'
                ? actionForm(
                    `${DEV_ATS_PATH}/interviews/${interview.id}/reschedule`,
                    `Interview ${interview.id} moved.`,
                    field(
                      'New start (your local time)',
                      (id) => `<input id="${id}" type="datetime-local" name="startsAt" required>`,
                    ),
                    'Reschedule',
                  )
                : ''
            }</li>`,
          )
          .join('')}</ul>`;
  const offers =
    candidate.offers.length === 0
      ? '<p>No offers.</p>'
      : `<ul>${candidate.offers
          .map(
            (offer) =>
              `<li>Offer ${offer.id}: ${escapeHtml(offer.positionName)} (${escapeHtml(offer.status)}${offer.expiresAt === null ? '' : `, expires ${escapeHtml(offer.expiresAt)}`})
${offerDetailsHtml(offer)}</li>`,
          )
          .join('')}</ul>`;
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(candidate.name)} &lt;${escapeHtml(candidate.email)}&gt;</h2>
<h3>Applications</h3>
${applications}
<h3>Interviews</h3>
${interviews}
<h3>Offers</h3>
${offers}
<h3>Act for the employer</h3>
<div class="actions">
${actionForm(
  `${DEV_ATS_PATH}/interviews`,
  'Interview scheduled.',
  field(
    'Interview start (your local time; empty: in 3 days)',
    (id) => `<input id="${id}" type="datetime-local" name="startsAt">`,
  ),
  'Schedule an interview',
  email,
)}
${actionForm(
  `${DEV_ATS_PATH}/offers`,
  'Offer extended.',
  [
    field(
      'Offer valid for (days)',
      (id) => `<input id="${id}" type="number" name="expiresInDays" min="1" max="90" value="7">`,
    ),
    field(
      'Base pay (whole units; empty: none)',
      (id) => `<input id="${id}" type="number" name="compensationAmount" min="0">`,
    ),
    field(
      'Currency',
      (id) =>
        `<input id="${id}" name="compensationCurrency" value="USD" pattern="[A-Z]{3}" size="4">`,
    ),
    field(
      'Paid per',
      (id) =>
        `<select id="${id}" name="compensationPeriod"><option value="year">Year</option><option value="month">Month</option><option value="hour">Hour</option></select>`,
    ),
    field('Start date', (id) => `<input id="${id}" type="date" name="startDate">`),
    field('Work location', (id) => `<input id="${id}" name="workLocation">`),
    field(
      'Signing',
      (id) =>
        `<select id="${id}" name="signing"><option value="upload">The candidate uploads the signed letter</option><option value="esign">E-signature in the portal</option></select>`,
    ),
  ].join(''),
  'Extend an offer',
  email,
)}
${actionForm(`${DEV_ATS_PATH}/forms`, 'Form assigned.', '', 'Assign the next form', email)}
</div>
</section>`;
};

/** The developer ATS page: the jobs, candidates and the employer's actions that notify them. */
export const renderAtsPage = (
  candidates: CandidateView[],
  jobChoices: JobChoices,
  csrfToken: string,
  styleNonce: string,
): string => {
  const field = fieldsOfPage();
  return renderDevPage({
    styleNonce,
    title: 'Employer ATS (development only)',
    maxWidth: '60rem',
    headHtml: `<meta name="csrf-token" content="${escapeHtml(csrfToken)}">
<script src="${DEV_ATS_SCRIPT_PATH}" defer></script>
`,
    style: `section { border-bottom: 1px solid #767676; padding: 1rem 0; }
form { margin: 0.25rem 0 0.5rem; }
.actions form { margin-bottom: 0.75rem; }
input, select, button { font: inherit; }
.offer-details { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0.25rem 0 0.75rem; }
.offer-details dd { margin: 0; }
#ats-status { font-weight: bold; min-height: 1.5em; }`,
    warningHtml: `This page exists only on a development server started with
<code>PCSX_DEV_TOOLS=1</code>. It plays the employer's side: what you do here creates the real
interviews, offers, statuses and forms, and notifies the candidate in the app and, per their
settings, by mail (listed at <a href="/dev/mail">/dev/mail</a>).`,
    bodyHtml: `<p id="ats-status" role="status"></p>
<section aria-labelledby="jobs">
<h2 id="jobs">Jobs</h2>
<p>A posted job is open from now: it enters search in every server process within a second, and
the next turn of the job alerts (every minute) mails it to the alerts whose search finds it. Its
role, business unit and skills follow the newest open job of its department.</p>
${actionForm(
  `${DEV_ATS_PATH}/positions`,
  'Job posted.',
  field('Title', (id) => `<input id="${id}" name="title" maxlength="200" required>`) +
    field(
      'Location',
      (id) =>
        `<select id="${id}" name="locationId" required>${optionsOf(
          jobChoices.locations.map(({ id: value, standardized }) => ({
            value: String(value),
            label: standardized,
          })),
        )}</select>`,
    ) +
    field(
      'Department',
      (id) =>
        `<select id="${id}" name="department">${optionsOf(
          jobChoices.departments.map((department) => ({ value: department, label: department })),
        )}</select>`,
    ) +
    field(
      'Work location',
      (id) =>
        `<select id="${id}" name="workLocationOption">${optionsOf(
          ['onsite', 'hybrid', 'remote'].map((option) => ({ value: option, label: option })),
        )}</select>`,
    ) +
    field(
      'Description (optional)',
      (id) => `<input id="${id}" name="description" maxlength="5000">`,
    ),
  'Post the job',
)}
<p>A closed job stops taking applications and leaves search, in every server process, within a
second. Its id is the number at the end of the job's page address.</p>
${actionForm(
  `${DEV_ATS_PATH}/positions/close`,
  'Job closed.',
  field('Job id', (id) => `<input id="${id}" type="number" name="positionId" min="1" required>`),
  'Close the job',
)}
</section>
${candidates.length === 0 ? '<p>No candidates yet.</p>' : candidates.map((candidate, index) => renderCandidate(candidate, index, field)).join('\n')}`,
  });
};
