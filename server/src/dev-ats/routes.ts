import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_ROW_ID } from '../db/dialect';
import { normalizeEmail } from '../db/repositories/users';
import { badRequest, csrfInvalid, fieldFailed, notFound } from '../http/errors';
import { newStyleNonce, pageContentSecurityPolicy } from '../http/security-headers';
import { verbatim, type Message } from '../i18n/messages';
import { isEmail } from '../lib/email';
import { isRecord } from '../lib/json';
import { DAY_MS } from '../lib/time';
import type { Services } from '../services';
import {
  assignForm,
  changeApplicationStatus,
  closePosition,
  EMPLOYER_STEPS,
  extendOffer,
  isEmployerStep,
  type OfferTerms,
  postPosition,
  type PostedJob,
  rescheduleInterview,
  scheduleInterview,
} from './employer-actions';
import { loadCandidates, loadJobChoices, renderAtsPage } from './page';
import { DEV_ATS_PATH, DEV_ATS_SCRIPT_PATH } from './paths';
import { ATS_SCRIPT } from './script';

const MAX_EMAIL_LENGTH = 254;
const MAX_OFFER_DAYS = 90;
const DEFAULT_OFFER_DAYS = 7;
/** An interview without a start given: three days ahead at 15:00 UTC, a plausible slot. */
const defaultInterviewStart = (nowMs: number): number =>
  Math.floor(nowMs / DAY_MS) * DAY_MS + 3 * DAY_MS + 15 * 3_600_000;

type Body = Record<string, unknown>;

const bodyOf = (request: FastifyRequest): Body => {
  if (!isRecord(request.body)) throw badRequest(devText('The request body must be a JSON object.'));
  return request.body;
};

/**
 * The developer ATS is a development tool, not the candidates' site: its own messages stay
 * English, outside the server's catalogue.
 */
const devText = verbatim;

const invalid = (name: string, message: Message) => fieldFailed(name, message);

const candidateEmailOf = (body: Body): string => {
  const value = body.candidateEmail;
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH || !isEmail(value.trim()))
    throw invalid('candidateEmail', 'server.validation.email');
  return normalizeEmail(value);
};

/** Instants an employer plausibly sets; beyond them dates stop printing as four-digit years. */
const EARLIEST_INSTANT_MS = Date.UTC(2000, 0, 1);
const LATEST_INSTANT_MS = Date.UTC(2101, 0, 1) - 1;

/** An ISO 8601 instant in the body (years 2000 to 2100), as Unix ms; undefined when absent. */
const instantOf = (body: Body, name: string): number | undefined => {
  const value = body[name];
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' && value.length <= 40 ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms) || ms < EARLIEST_INSTANT_MS || ms > LATEST_INSTANT_MS)
    throw invalid(name, devText('Give the time as an ISO 8601 instant in the years 2000 to 2100.'));
  return ms;
};

const MAX_TITLE_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 5000;
const WORK_LOCATION_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;

const textOf = (body: Body, name: string, maxLength: number): string | undefined => {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength)
    throw invalid(name, devText(`Give a text of 1 to ${maxLength} characters.`));
  return value.trim();
};

/** The job of a "Post a job" body; the page's form sends its numbers as text. */
const postedJobOf = (body: Body): PostedJob => {
  const title = textOf(body, 'title', MAX_TITLE_LENGTH);
  if (title === undefined) throw invalid('title', devText('Give the job a title.'));
  const locationId = Number(body.locationId);
  if (!Number.isInteger(locationId) || locationId < 1 || locationId > MAX_ROW_ID)
    throw invalid('locationId', devText('Give the id of one of the locations.'));
  const workLocationOption = body.workLocationOption ?? 'onsite';
  const option = WORK_LOCATION_OPTIONS.find((candidate) => candidate === workLocationOption);
  if (option === undefined)
    throw invalid(
      'workLocationOption',
      devText(`Give one of: ${WORK_LOCATION_OPTIONS.join(', ')}.`),
    );
  return {
    title,
    locationId,
    department: textOf(body, 'department', MAX_TITLE_LENGTH) ?? 'Engineering',
    workLocationOption: option,
    description: textOf(body, 'description', MAX_DESCRIPTION_LENGTH),
  };
};

const MAX_COMPENSATION = 100_000_000;
const PAY_PERIODS = ['year', 'month', 'hour'] as const;

/** The optional parts of an "Extend an offer" body: the summary and the e-sign choice. */
const offerTermsOf = (body: Body): Omit<OfferTerms, 'expiresInDays'> => {
  const signing = body.signing ?? 'upload';
  if (signing !== 'upload' && signing !== 'esign')
    throw invalid('signing', devText('Give one of: upload, esign.'));
  const amount = body.compensationAmount;
  let compensation: OfferTerms['compensation'];
  if (amount !== undefined) {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
      throw invalid('compensationAmount', devText('Give the pay as a whole number.'));
    if (amount > MAX_COMPENSATION)
      throw invalid('compensationAmount', devText(`Give at most ${MAX_COMPENSATION}.`));
    const currency = body.compensationCurrency ?? 'USD';
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      throw invalid('compensationCurrency', devText('Give an ISO 4217 code, such as USD.'));
    const period = PAY_PERIODS.find((each) => each === (body.compensationPeriod ?? 'year'));
    if (period === undefined)
      throw invalid('compensationPeriod', devText(`Give one of: ${PAY_PERIODS.join(', ')}.`));
    compensation = { amount, currency, period };
  }
  const startDate = body.startDate;
  if (
    startDate !== undefined &&
    (typeof startDate !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(startDate) ||
      Number.isNaN(Date.parse(startDate)))
  )
    throw invalid('startDate', devText('Give the start date as YYYY-MM-DD.'));
  const workLocation = textOf(body, 'workLocation', MAX_TITLE_LENGTH);
  return {
    isEsign: signing === 'esign',
    ...(compensation ? { compensation } : {}),
    ...(typeof startDate === 'string' ? { startDate } : {}),
    ...(workLocation === undefined ? {} : { workLocation }),
  };
};

const idOf = (request: FastifyRequest): number => {
  const params = request.params;
  const raw = isRecord(params) ? params.id : undefined;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ROW_ID)
    throw badRequest(devText('The id in the path must be a positive integer.'));
  return id;
};

/**
 * The developer ATS: a page and JSON actions that play the employer's side (interviews, offers,
 * application statuses, forms, posting and closing a job), so a local demo or a browser test can make real events happen.
 * Registered only with `PCSX_DEV_TOOLS=1`: anyone reaching it acts for the employer. Every action
 * needs the CSRF header, like the API.
 */
export const registerDevAtsRoutes = (app: FastifyInstance, services: Services): void => {
  const context = {
    db: services.db,
    searchCache: services.searchCache,
    mail: services.mail,
    repositories: services.repositories,
    logFailure: (error: unknown, message: string) => app.log.error({ err: error }, message),
  };

  /** Resolves the caller (so the answer carries its CSRF token) and refuses a missing or wrong token. */
  const checkCsrf = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const caller = await services.identity.resolve(request, reply);
    request.caller = caller;
    if (!services.identity.verifyCsrf(caller, request.headers['x-csrf-token'])) throw csrfInvalid();
  };

  app.get(DEV_ATS_PATH, async (request, reply) => {
    const caller = await services.identity.resolve(request, reply);
    const styleNonce = newStyleNonce();
    const html = renderAtsPage(
      await loadCandidates(services.db),
      await loadJobChoices(services.db),
      caller.csrfToken,
      styleNonce,
    );
    return reply
      .header('content-security-policy', pageContentSecurityPolicy(styleNonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  /** The letter a candidate signed, as the employer keeps it (the page links it). */
  app.get(`${DEV_ATS_PATH}/offers/:id/signed-letter`, async (request, reply) => {
    const letter = await services.db
      .selectFrom('offers')
      .select(['signed_letter', 'signed_letter_name'])
      .where('id', '=', idOf(request))
      .executeTakeFirst();
    if (!letter?.signed_letter || letter.signed_letter_name === null)
      throw notFound(devText('That offer has no signed letter.'));
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${letter.signed_letter_name.replace(/[^\w.-]/g, '_')}"`,
      )
      .type('application/pdf')
      .send(letter.signed_letter);
  });

  app.get(DEV_ATS_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(ATS_SCRIPT),
  );

  app.post(`${DEV_ATS_PATH}/interviews`, async (request, reply) => {
    await checkCsrf(request, reply);
    const body = bodyOf(request);
    const nowMs = services.now();
    const startsAtMs = instantOf(body, 'startsAt') ?? defaultInterviewStart(nowMs);
    const interviewId = await scheduleInterview(context, candidateEmailOf(body), startsAtMs, nowMs);
    return reply.code(201).send({ interviewId });
  });

  app.post(`${DEV_ATS_PATH}/interviews/:id/reschedule`, async (request, reply) => {
    await checkCsrf(request, reply);
    const id = idOf(request);
    const startsAtMs = instantOf(bodyOf(request), 'startsAt');
    if (startsAtMs === undefined) throw invalid('startsAt', devText('Give the new start time.'));
    const interviewId = await rescheduleInterview(context, id, startsAtMs, services.now());
    return reply.code(201).send({ interviewId });
  });

  app.post(`${DEV_ATS_PATH}/offers`, async (request, reply) => {
    await checkCsrf(request, reply);
    const body = bodyOf(request);
    const days = body.expiresInDays ?? DEFAULT_OFFER_DAYS;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_OFFER_DAYS)
      throw invalid(
        'expiresInDays',
        devText(`Give a whole number of days from 1 to ${MAX_OFFER_DAYS}.`),
      );
    const offerId = await extendOffer(
      context,
      candidateEmailOf(body),
      { expiresInDays: days, ...offerTermsOf(body) },
      services.now(),
    );
    return reply.code(201).send({ offerId });
  });

  app.post(`${DEV_ATS_PATH}/applications/:id/status`, async (request, reply) => {
    await checkCsrf(request, reply);
    const id = idOf(request);
    const status = bodyOf(request).status;
    if (typeof status !== 'string' || !isEmployerStep(status))
      throw invalid('status', devText(`Give one of: ${Object.keys(EMPLOYER_STEPS).join(', ')}.`));
    const applicationId = await changeApplicationStatus(context, id, status, services.now());
    return reply.code(201).send({ applicationId });
  });

  app.post(`${DEV_ATS_PATH}/positions/close`, async (request, reply) => {
    await checkCsrf(request, reply);
    const id = bodyOf(request).positionId;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)
      throw invalid('positionId', devText('Give the id of a job.'));
    await closePosition(context, id, services.now());
    return reply.code(201).send({ positionId: id });
  });

  app.post(`${DEV_ATS_PATH}/positions`, async (request, reply) => {
    await checkCsrf(request, reply);
    const job = postedJobOf(bodyOf(request));
    const positionId = await postPosition(context, job, services.now());
    return reply.code(201).send({ positionId });
  });

  app.post(`${DEV_ATS_PATH}/forms`, async (request, reply) => {
    await checkCsrf(request, reply);
    const formId = await assignForm(context, candidateEmailOf(bodyOf(request)), services.now());
    return reply.code(201).send({ formId });
  });
};
