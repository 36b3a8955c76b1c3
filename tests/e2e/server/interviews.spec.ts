import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { untranslatedTexts, watchServerContent } from '../support/untranslated-text';
import {
  bootOf,
  candidateWithApplication,
  clockIn,
  dayIn,
  SECOND_CANDIDATE,
  signIn,
  zoneNameIn,
} from '../support/app-actions';

interface ApiInterview {
  id: number;
  position: { id: number; name: string };
  stage: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  meetingUrl: string | null;
}

/** The seeded technical interview, held in Chicago with a video link. */
const CHICAGO_INTERVIEW = 8801;

const interviewFromApi = async (page: Page, id: number): Promise<ApiInterview> => {
  const answer = await page.request.get('/api/pcsx/dashboard/interviews?domain=northwindlabs.com');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { interviews: ApiInterview[] } };
  const interview = data.interviews.find((item) => item.id === id);
  if (!interview) throw new Error(`Interview ${id} is not listed`);
  return interview;
};

const interviewCard = (page: Page, interview: ApiInterview) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: interview.position.name }) })
    .filter({ hasText: `Stage: ${interview.stage}` });

/** RFC 5545 unfolding, then NAME → value (this file has one VEVENT). */
const readIcs = (text: string): Map<string, string> => {
  const properties = new Map<string, string>();
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return properties;
};
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

for (const timezoneId of ['America/New_York', 'Asia/Tokyo'] as const) {
  test.describe(`interviews seen from a computer set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("show the candidate's saved zone, Chicago, whatever the computer's", async ({ page }) => {
      await signIn(page, undefined, '/careers/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      const interview = await interviewFromApi(page, CHICAGO_INTERVIEW);
      const start = new Date(interview.startsAt);
      const card = interviewCard(page, interview);
      const chicago = await zoneNameIn(page, 'America/Chicago', start);
      // The demo candidate saved Chicago's zone: one time, on Chicago's calendar, named.
      await expect(card).toContainText(
        `${dayIn(start, 'America/Chicago')} · ${clockIn(start, 'America/Chicago')} ${chicago}`,
      );
      await expect(card).not.toContainText('your time');
      await expect(card.getByRole('link', { name: /Join video call/ })).toHaveAttribute(
        'href',
        interview.meetingUrl ?? '',
      );
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('interviews seen from Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('show one time only, and download a calendar file that reads back', async ({ page }) => {
    await signIn(page, undefined, '/careers/interviews');
    const interview = await interviewFromApi(page, CHICAGO_INTERVIEW);
    const start = new Date(interview.startsAt);
    const card = interviewCard(page, interview);
    await expect(card).toContainText(
      `${dayIn(start, 'America/Chicago')} · ${clockIn(start, 'America/Chicago')}`,
    );
    await expect(card).not.toContainText('your time');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /Add to calendar/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`interview-${CHICAGO_INTERVIEW}.ics`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const ics = readIcs(text);
    expect(ics.get('UID')).toBe(`interview-${CHICAGO_INTERVIEW}@northwindlabs.com`);
    expect(ics.get('DTSTART')).toBe(icsTime(interview.startsAt));
    expect(ics.get('DTEND')).toBe(icsTime(interview.endsAt));
    expect(ics.get('SUMMARY')).toBe(`${interview.stage}: ${interview.position.name}`);
    expect(ics.get('URL')).toBe(interview.meetingUrl);
    expect(ics.get('DESCRIPTION')).toContain('Interviewers: ');
  });
});

test.describe('events', () => {
  const eventCard = (page: Page, title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const WAREHOUSE_DAY = 'Warehouse Operations Hiring Day';

  test('register and cancel, with the state kept after a reload', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
    await expectNoAxeViolations(page);

    const card = eventCard(page, WAREHOUSE_DAY);
    await expect(card).toContainText(/Central (Standard|Daylight) Time/);
    await card.getByRole('button', { name: /^Register/ }).click();
    await expect(page.getByText(`You are registered for ${WAREHOUSE_DAY}.`)).toBeVisible();
    await expect(card).toContainText('You are registered');
    await page.reload();
    await expect(card.getByRole('button', { name: /Cancel registration/ })).toBeVisible();

    // Keyboard alone cancels it.
    await card.getByRole('button', { name: /Cancel registration/ }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Your registration for ${WAREHOUSE_DAY} is canceled.`),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Register/ })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: /^Register/ })).toBeVisible();
  });

  test('a failed registration flips back and says so', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/events');
    const title = 'Careers in Data Science: Live Q&A';
    const card = eventCard(page, title);
    await expect(card.getByRole('button', { name: /^Register/ })).toBeVisible();
    await page.route('**/api/pcsx/events/*/registration*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, code: 'server_error', message: 'Server error' }),
      }),
    );
    await card.getByRole('button', { name: /^Register/ }).click();
    await expect(
      page.getByText(`Could not register for ${title}. Please try again.`),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Register/ })).toBeVisible();
    await expect(card).not.toContainText('You are registered');
  });

  test('an event downloads as a calendar file', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/events');
    const card = eventCard(page, WAREHOUSE_DAY);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /Add to calendar/ }).click();
    const download = await downloading;
    const ics = readIcs(await readFile(await download.path(), 'utf8'));
    expect(ics.get('SUMMARY')).toBe(WAREHOUSE_DAY);
    expect(ics.get('LOCATION')).toBe('2200 Logistics Pkwy\\, Dallas\\, TX 75201');
    expect(ics.get('UID')).toMatch(/^event-\d+@northwindlabs\.com$/);
  });
});

test.describe('referrals', () => {
  test('list the referrer, the job and the status', async ({ page }) => {
    await signIn(page, undefined, '/careers/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Dana Whitfield' });
    await expect(row).toContainText('Submitted');
    await expect(row.getByRole('link')).toHaveAttribute('href', '/careers/job/1001');
    for (const status of ['Viewed by a recruiter', 'Interviewing', 'Hired', 'Not selected']) {
      await expect(page.getByRole('cell', { name: status, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('show the empty state to a candidate nobody referred', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/referrals');
    await expect(page.getByText('No one has referred you yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/**
 * A fresh candidate (signed in here) with an interview the employer scheduled through the
 * developer ATS; the interviews page is open. Returns what the tests need to find both sides.
 */
const candidateWithInterview = async (page: Page, label: string, locale?: string) => {
  const email = await candidateWithApplication(page, label);
  const { csrfToken } = await bootOf(page);
  const scheduled = await page.request.post('/dev/ats/interviews', {
    headers: { 'x-csrf-token': csrfToken },
    data: { candidateEmail: email },
  });
  expect(scheduled.status()).toBe(201);
  const { interviewId } = (await scheduled.json()) as { interviewId: number };
  const interview = await interviewFromApi(page, interviewId);
  await page.goto(
    locale === undefined ? '/careers/interviews' : `/careers/interviews?hl=${locale}`,
  );
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: interview.position.name }) });
  await expect(card.getByRole('button')).not.toHaveCount(0);
  return { email, interview, card };
};

/** The interview's line on the employer's side, in the developer ATS. */
const employerView = async (page: Page, email: string, interviewId: number) => {
  await page.goto('/dev/ats');
  return page
    .getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .getByRole('listitem')
    .filter({ hasText: `Interview ${interviewId}:` });
};

test.describe('answering an interview', () => {
  test('the candidate confirms by keyboard, and the employer sees it', async ({ page }) => {
    const { email, interview, card } = await candidateWithInterview(page, 'interview.confirm');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: /^Confirm/ }).focus();
    await page.keyboard.press('Enter');
    const status = card.getByText('You confirmed');
    await expect(status).toBeVisible();
    // The pressed button is gone: focus is on the line that states the answer.
    await expect(card.locator('.interview-answer__status')).toBeFocused();
    await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Request another time/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(card.getByText('You confirmed')).toBeVisible();

    const atEmployer = await employerView(page, email, interview.id);
    await expect(atEmployer).toContainText('Candidate confirmed');
  });

  test('the candidate asks for another time, the employer moves the interview, and the candidate confirms the new time', async ({
    page,
  }) => {
    const { email, interview, card } = await candidateWithInterview(page, 'interview.reschedule');
    await card.getByRole('button', { name: /^Request another time/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request another time' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const times = dialog.getByLabel('Times that suit you');

    // Sent empty, the request is refused with a message, and focus goes to the field.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Say which times suit you.')).toBeVisible();
    await expect(times).toBeFocused();
    await expect(times).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('Any weekday morning next week');
    await expect(dialog.getByText('Say which times suit you.')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText(
      'You asked for another time Times that suit you: Any weekday morning next week',
    );
    // Confirm and Decline stay possible; asking again does not.
    await expect(card.getByRole('button', { name: /^Request another time/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Confirm/ })).toBeVisible();

    const atEmployer = await employerView(page, email, interview.id);
    await expect(atEmployer).toContainText(
      'Candidate asked for another time: Any weekday morning next week',
    );
    const newStart = new Date(Date.parse(interview.startsAt) + 2 * 86_400_000);
    await atEmployer
      .getByLabel('New start (your local time)')
      .fill(
        new Date(newStart.getTime() - newStart.getTimezoneOffset() * 60_000)
          .toISOString()
          .slice(0, 16),
      );
    await atEmployer.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('status')).toHaveText(`Interview ${interview.id} moved.`);
    await expect(
      (await employerView(page, email, interview.id)).getByText(/^Candidate/),
    ).toHaveCount(0);

    await page.goto('/careers/interviews');
    await expect(card.getByRole('button', { name: /^Request another time/ })).toBeVisible();
    await expect(card).not.toContainText('You asked for another time');
    expect((await interviewFromApi(page, interview.id)).startsAt).not.toBe(interview.startsAt);
    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expect(card.getByText('You confirmed')).toBeVisible();
  });

  test('the candidate declines after saying so in a dialog, and the employer sees it', async ({
    page,
  }) => {
    const { email, interview, card } = await candidateWithInterview(page, 'interview.decline');
    const decline = card.getByRole('button', { name: /^Decline/ });
    await decline.click();
    const dialog = page.getByRole('dialog', { name: 'Decline this interview?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape keeps the interview and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(decline).toBeFocused();
    await expect(card).not.toContainText('You declined');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Decline interview' }).click();
    await expect(card.getByText('You declined')).toBeVisible();
    await expect(
      card.getByRole('button', { name: /^(Confirm|Decline|Request another time)/ }),
    ).toHaveCount(0);
    await page.reload();
    await expect(card.getByText('You declined')).toBeVisible();

    const atEmployer = await employerView(page, email, interview.id);
    await expect(atEmployer).toContainText('Candidate declined');
  });

  test('an answer the server fails to keep is taken back, with a message', async ({ page }) => {
    const { interview, card } = await candidateWithInterview(page, 'interview.failure');
    await page.route('**/api/pcsx/dashboard/interviews/*/response*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, code: 'internal', message: 'Database unavailable' }),
      }),
    );
    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: `Your answer about the interview for ${interview.position.name} could not be sent. Please try again.`,
      }),
    ).toBeVisible();
    await expect(card).not.toContainText('You confirmed');
    await expect(card.getByRole('button', { name: /^Confirm/ })).toBeFocused();
    await page.unroute('**/api/pcsx/dashboard/interviews/*/response*');
    await page.reload();
    await expect(card.getByRole('button', { name: /^Confirm/ })).toBeVisible();
    expect((await interviewFromApi(page, interview.id)) as unknown).toMatchObject({
      candidateResponse: null,
    });
  });
});

/** The candidate catalogue of a locale, by id. */
const candidateMessages = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../src/i18n/locales/${locale}/candidate.json`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, string>;

for (const locale of ['de', 'ar'] as const) {
  test(`answering an interview reads in ${locale}: buttons, dialogs, the error and the answers`, async ({
    page,
  }) => {
    const messages = candidateMessages(locale);
    const message = (id: string) => {
      if (!Object.hasOwn(messages, id)) throw new Error(`${locale} has no ${id}`);
      return messages[id];
    };
    const server = await watchServerContent(page, locale);
    const { card } = await candidateWithInterview(page, `interview.${locale}`, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const expectAllTranslated = async () => {
      await server.settled();
      expect(await untranslatedTexts(page, locale, server.content)).toEqual([]);
    };
    await expectAllTranslated();

    await card
      .getByRole('button', {
        name: new RegExp(`^${message('candidate.interviews.requestAnotherTime')}`),
      })
      .click();
    const dialog = page.getByRole('dialog', {
      name: message('candidate.interviews.requestAnotherTime'),
    });
    await dialog
      .getByRole('button', { name: message('candidate.interviews.reschedule.send') })
      .click();
    await expect(
      dialog.getByText(message('candidate.interviews.reschedule.required')),
    ).toBeVisible();
    await expectAllTranslated();
    await dialog.getByRole('textbox').fill('Mo 9-12');
    await dialog
      .getByRole('button', { name: message('candidate.interviews.reschedule.send') })
      .click();
    await expect(
      card.getByText(message('candidate.interviews.answer.rescheduleRequested')),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAllTranslated();

    await card
      .getByRole('button', { name: new RegExp(`^${message('candidate.interviews.decline')}`) })
      .click();
    const declineDialog = page.getByRole('dialog', {
      name: message('candidate.interviews.declineDialog.title'),
    });
    await expect(declineDialog).toBeVisible();
    await expectAllTranslated();
    await declineDialog
      .getByRole('button', { name: message('candidate.interviews.declineDialog.confirm') })
      .click();
    await expect(card.getByText(message('candidate.interviews.answer.declined'))).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAllTranslated();
  });
}
