import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** Every route of the spec, signed in, renders its heading and passes axe. */
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/careers', 'Search jobs'],
  ['/careers/search?query=engineer', 'Search jobs'],
  ['/careers/data-engineer/austin', 'Search jobs'],
  ['/careers/job/1000', /.+/],
  ['/careers/job/private?pid=1000', /.+/],
  ['/careers/apply?pid=1000', /^Apply/],
  ['/careers/apply/private?pid=1000', /^Apply/],
  ['/careers/profile', 'Profile'],
  ['/careers/dashboard', 'Dashboard'],
  ['/careers/dashboardv2', 'Dashboard'],
  ['/careers/settings', 'Settings'],
  ['/careers/export-resume', 'Export resume'],
  ['/careers/login', 'Sign in'],
  ['/careers/forms/center', 'Forms'],
  ['/careers/forms', /Form/],
  ['/careers/applications', 'Applications'],
  ['/careers/saved-jobs', 'Saved jobs'],
  ['/careers/job-alerts', 'Job alerts'],
  ['/careers/interviews', 'Interviews'],
  ['/careers/onboarding', /^Welcome/],
  ['/careers/offers', 'Offers'],
  ['/careers/offer/5001', 'Job offer for Senior Frontend Engineer'],
  ['/careers/offer-letter/4870', /^Offer letter/],
];

test('every route renders and passes axe when signed in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/careers/offers');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill('demo.candidate@example.com');
  await dialog.getByLabel('Password').fill('Demo-Candidate-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();

  for (const [path, heading] of ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
