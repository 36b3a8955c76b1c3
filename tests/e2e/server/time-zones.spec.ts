import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  bootOf,
  candidateWithApplication,
  clockIn,
  dayIn,
  zoneNameIn,
} from '../support/app-actions';

const DOMAIN = 'northwindlabs.com';

interface ApiInterview {
  id: number;
  position: { name: string };
  startsAt: string;
  timezone: string;
}

const numericDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(instant);

/** Saves a zone through the Settings form, as a candidate does. */
const saveTimeZoneInSettings = async (page: Page, timeZone: string) => {
  await page.goto('/careers/settings');
  const zones = page.getByLabel('Time zone');
  await zones.selectOption(timeZone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
};

test.describe('a candidate in Tokyo, on a computer set to Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('sees interviews in the saved zone, with both zones named', async ({ page }) => {
    const email = await candidateWithApplication(page, 'time-zones.tokyo');
    // The employer schedules it in the candidate's zone when it was made: Chicago's, by default.
    const { csrfToken } = await bootOf(page);
    const scheduled = await page.request.post('/dev/ats/interviews', {
      headers: { 'x-csrf-token': csrfToken },
      data: { candidateEmail: email },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    await saveTimeZoneInSettings(page, 'Asia/Tokyo');

    const answer = await page.request.get(`/api/pcsx/dashboard/interviews?domain=${DOMAIN}`);
    const { data } = (await answer.json()) as { data: { interviews: ApiInterview[] } };
    const interview = data.interviews.at(0);
    if (!interview) throw new Error('The interview is not listed');
    expect(interview.timezone).toBe('America/Chicago');
    const start = new Date(interview.startsAt);

    await page.goto('/careers/interviews');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: interview.position.name }) });
    const tokyo = await zoneNameIn(page, 'Asia/Tokyo', start);
    const chicago = await zoneNameIn(page, 'America/Chicago', start);
    await expect(card).toContainText(`${dayIn(start, 'Asia/Tokyo')} · `);
    await expect(card).toContainText(`${clockIn(start, 'America/Chicago')} ${chicago}`);
    await expect(card).toContainText(`(${clockIn(start, 'Asia/Tokyo')} your time, ${tokyo})`);
    await expectNoAxeViolations(page);

    // The Arabic site names both zones in Arabic, never by an English city.
    await page.goto('/careers/interviews?hl=ar');
    await expect(card).toContainText(await zoneNameIn(page, 'Asia/Tokyo', start, 'ar'));
    await expect(card).toContainText(await zoneNameIn(page, 'America/Chicago', start, 'ar'));
    await expect(card).not.toContainText('Chicago');
    await expect(card).not.toContainText('Tokyo');
  });

  test('offers current zone names only, and shows a zone saved under an old name by its current one', async ({
    page,
  }) => {
    await candidateWithApplication(page, 'time-zones.names');
    const { csrfToken } = await bootOf(page);
    const saved = await page.request.post(`/api/pcsx/settings?domain=${DOMAIN}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { timezone: 'Asia/Calcutta' },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/careers/settings');
    const zones = page.getByLabel('Time zone');
    await expect(zones).toHaveValue('Asia/Kolkata');
    const values = await zones
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'Africa/Asmara', 'America/Nuuk', 'Europe/Kyiv']),
    );
    for (const old of ['Asia/Calcutta', 'Africa/Asmera', 'America/Godthab', 'Europe/Kiev']) {
      expect(values).not.toContain(old);
    }
    // Each zone is named in the page's language beside its IANA name, for all the year.
    const chicagoAllYear = await page.evaluate(
      () =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Chicago',
          timeZoneName: 'longGeneric',
        })
          .formatToParts(new Date())
          .find((part) => part.type === 'timeZoneName')?.value,
    );
    await expect(zones.locator('option[value="America/Chicago"]')).toHaveText(
      `America/Chicago (${chicagoAllYear ?? ''})`,
    );
  });
});

test.describe('a candidate whose saved zone is a day away from the computer', () => {
  // UTC+14 and UTC−11: the two clocks are never on the same date.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('sees dates on the saved zone’s calendar', async ({ page }) => {
    await candidateWithApplication(page, 'time-zones.dates');
    await saveTimeZoneInSettings(page, 'Pacific/Pago_Pago');
    const answer = await page.request.get(`/api/pcsx/dashboard/applications?domain=${DOMAIN}`);
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as {
      data: { applications: { appliedAt: string; position: { name: string } }[] };
    };
    const application = data.applications.at(0);
    if (!application) throw new Error('The application is not listed');
    const applied = new Date(application.appliedAt);
    expect(numericDay(applied, 'Pacific/Pago_Pago')).not.toBe(
      numericDay(applied, 'Pacific/Kiritimati'),
    );

    await page.goto('/careers/applications');
    await expect(
      page.getByText(`applied ${numericDay(applied, 'Pacific/Pago_Pago')}`),
    ).toBeVisible();
  });
});
