import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_MAILBOX_PORT } from './ports';

export const DEMO_PASSWORD = 'Demo-Candidate-1';
export const DEMO_CANDIDATE = 'demo.candidate@example.com';
export const SECOND_CANDIDATE = 'second.candidate@example.com';

/** Signs in through the sign-in modal, as a candidate would, and waits for the reload. */
export const signIn = async (page: Page, email = DEMO_CANDIDATE, path = '/careers/dashboard') => {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
};

/** An email no other test uses, so tests that change data never share a candidate. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The CSRF token and domain the page's browser holds, for calls made through `page.request`. */
export const bootOf = async (page: Page): Promise<{ csrfToken: string; domain: string }> => {
  const boot = (await (await page.request.get('/api/pcsx/boot')).json()) as {
    data: { csrfToken: string; domain: string };
  };
  return boot.data;
};

/** A mail as the tests' SMTP relay received it (see `mailbox.mjs`). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

/**
 * The mail the server delivered to `email` through the tests' SMTP relay, oldest first, once the
 * server has delivered everything it had written: so the newest mail a test caused is there.
 */
export const mailTo = async (
  request: APIRequestContext,
  email: string,
): Promise<ReceivedMail[]> => {
  await expect
    .poll(
      async () => {
        const ready = (await (await request.get('/readyz')).json()) as {
          mail?: { pending: number };
        };
        return ready.mail?.pending;
      },
      { message: 'the server delivers the mail it has written' },
    )
    .toBe(0);
  const answer = await request.get(
    `http://127.0.0.1:${E2E_MAILBOX_PORT}/messages?to=${encodeURIComponent(email.toLowerCase())}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ReceivedMail[];
};

/**
 * The newest link to `path` (e.g. `/careers/confirm-account`) in the mail delivered to `email`,
 * as a path on this site.
 */
export const mailedLink = async (
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> => {
  const link = (await mailTo(request, email))
    .reverse()
    .map((mail) => mail.text.split(/\s+/).find((word) => word.includes(path)))
    .find((word) => word !== undefined);
  if (link === undefined) throw new Error(`No mail to ${email} with a link to ${path}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The token of the newest account confirmation link mailed to `email`. */
export const mailedAccountToken = async (
  request: APIRequestContext,
  email: string,
): Promise<string> => {
  const link = await mailedLink(request, email, '/careers/confirm-account#token=');
  return decodeURIComponent(link.slice(link.indexOf('#token=') + '#token='.length));
};

/** Marks profile set-up done through the API, for tests whose subject is elsewhere. */
export const finishSetupThroughApi = async (page: Page) => {
  const { csrfToken, domain } = await bootOf(page);
  const onboarded = await page.request.post('/api/pcsx/onboarding', {
    headers: { 'x-csrf-token': csrfToken },
    data: { domain },
  });
  expect(onboarded.ok()).toBe(true);
};

/**
 * Registers a fresh candidate through the API and follows the mailed link, so the candidate is
 * signed in in this page's browser, and (unless `finishSetup` is false) past profile set-up.
 * Returns the email.
 */
export const registerThroughApi = async (
  page: Page,
  {
    label,
    firstname = 'Robin',
    lastname = 'Lee',
    finishSetup = true,
  }: { label: string; firstname?: string; lastname?: string; finishSetup?: boolean },
): Promise<string> => {
  const email = uniqueEmail(label);
  const { csrfToken, domain } = await bootOf(page);
  const registered = await page.request.post(`/api/pcsx/auth/register?domain=${domain}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { email, password: DEMO_PASSWORD, firstname, lastname },
  });
  expect(registered.status()).toBe(202);
  const confirmed = await page.request.post(`/api/pcsx/auth/register/confirm?domain=${domain}`, {
    headers: { 'x-csrf-token': registered.headers()['x-csrf-token'] ?? csrfToken },
    data: { token: await mailedAccountToken(page.request, email) },
  });
  expect(confirmed.status()).toBe(201);
  if (finishSetup) await finishSetupThroughApi(page);
  return email;
};

/**
 * Opens the account link mailed to `email` and creates the account with its button, as the
 * candidate would; the page then loads the dashboard, signed in.
 */
export const confirmAccountFromMail = async (page: Page, email: string) => {
  await page.goto(await mailedLink(page.request, email, '/careers/confirm-account#token='));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/careers\/dashboard/);
};

/** The answer the register form shows once the link is mailed. */
export const CHECK_EMAIL_MESSAGE =
  'Check your email: we have sent you a link to finish creating your account. The link works for 24 hours.';

/** Goes through the set-up steps without a resume, to reach the app. */
export const skipSetup = async (page: Page) => {
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
};

/**
 * A fresh candidate, signed in in this page's browser, with one active application: the
 * employer's events (interviews, offers) need one. Tests never share a candidate. Returns the email.
 */
export const candidateWithApplication = async (page: Page, label: string): Promise<string> => {
  await page.goto('/careers');
  const email = await registerThroughApi(page, { label });
  const { csrfToken, domain } = await bootOf(page);
  const found = (await (
    await page.request.get('/api/pcsx/search', { params: { query: 'engineer', domain, num: 20 } })
  ).json()) as { data: { positions: { id: number }[] } };
  // Ids below 1020 are the demo candidates' hand-written positions.
  const position = found.data.positions.find((each) => each.id >= 1020);
  if (!position) throw new Error('No open position to apply to');
  const applied = await page.request.post('/api/pcsx/apply', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      position_id: position.id,
      domain,
      form_data: { workAuthorization: 'yes', requiresSponsorship: 'no' },
    },
  });
  expect(applied.status()).toBe(201);
  return email;
};

/** The employer assigns the candidate its next form through the developer ATS; returns its id. */
export const assignFormThroughAts = async (page: Page, candidateEmail: string): Promise<string> => {
  const { csrfToken, domain } = await bootOf(page);
  const assigned = await page.request.post(`/dev/ats/forms?domain=${domain}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { candidateEmail },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return ((await assigned.json()) as { formId: string }).formId;
};

/** Answers the apply form's own questions (phone, work authorisation, sponsorship) by pointer. */
export const answerApplyQuestions = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Phone number' }).fill('512-555-0148');
  await page
    .getByRole('radiogroup', { name: 'Are you authorized to work here?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Will you need sponsorship?' })
    .getByRole('radio', { name: 'No' })
    .check();
};

/** An instant's clock time in a zone, as the tests compare it ("09:00"). */
export const clockIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);

/** An instant's day in a zone, in English ("Tue, Dec 1, 2026"). */
export const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(instant);

/** The browser's own name for a zone at an instant, in a language ("Japan Standard Time"). */
export const zoneNameIn = (page: Page, timeZone: string, instant: Date, locale = 'en-US') =>
  page.evaluate(
    ({ zone, at, lang }) =>
      new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value ?? '',
    { zone: timeZone, at: instant.toISOString(), lang: locale },
  );
