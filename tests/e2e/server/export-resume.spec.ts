import { expect, test, type Page } from '@playwright/test';
import { bootOf, registerThroughApi } from '../support/app-actions';

/** The calendar day it is now in `timeZone`, as the file name writes it (2026-10-30). */
const dayIn = (timeZone: string, ms = Date.now()) =>
  new Date(ms).toLocaleDateString('en-CA', { timeZone });

/** A new candidate in `timeZone` (their browser's and their settings'), with a headline. */
const candidateIn = async (page: Page, timeZone: string) => {
  await page.goto('/careers');
  await registerThroughApi(page, { label: 'export.day', firstname: 'Ana', lastname: 'Lima' });
  const { csrfToken, domain } = await bootOf(page);
  const headers = { 'x-csrf-token': csrfToken };
  const saved = await page.request.post(`/api/pcsx/settings?domain=${domain}`, {
    headers,
    data: { timezone: timeZone },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const edited = await page.request.post(`/api/pcsx/profile_edit?domain=${domain}`, {
    headers,
    data: {
      op_section: 'basic_info',
      operation: 'update',
      op_data: { value: { headline: 'Night nurse' }, index: null },
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
};

// Fourteen hours ahead of UTC and eleven behind: at any hour one of them is on another day than UTC.
for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a candidate in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('downloads a resume named with their own day', async ({ page }) => {
      await candidateIn(page, timeZone);
      const before = dayIn(timeZone);
      await page.goto('/careers/export-resume');
      const download = page.getByRole('button', { name: /^Download Ana_Lima_Resume_/ });
      await expect(download).toBeVisible();
      const days = new Set([before, dayIn(timeZone)]);
      const name = (await download.textContent()) ?? '';
      const day = /_Resume_(\d{4}-\d{2}-\d{2})\.pdf$/.exec(name)?.[1];
      expect([...days]).toContain(day);
      const browserDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      expect([...days]).toContain(browserDay);
    });
  });
}
