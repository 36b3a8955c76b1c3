import { expect, test, type Page } from '@playwright/test';
import { untranslatedTexts, waitForSettledPage, watchServerContent } from './untranslated-text';
import { bootOf, DEMO_CANDIDATE, DEMO_PASSWORD } from './app-actions';

/** A page of the app to read, and what shows that it has loaded beyond its heading. */
export interface WalkedPage {
  path: string;
  ready?: (page: Page) => Promise<void>;
  /** Where the page is, when it depends on the data as earlier tests left it. */
  pathNow?: (page: Page) => Promise<string>;
}

/**
 * A form's page, in the tab the form is in now: the forms tests submit the demo candidate's
 * forms, and a completed form is found under the Completed tab only.
 */
const formPage =
  (formId: string) =>
  async (page: Page): Promise<string> => {
    const { domain } = await bootOf(page);
    const completed = (await (
      await page.request.get(`/api/pcsx/forms_list?domain=${domain}&tab_id=completed`)
    ).json()) as { data: { tabsData: { id: string }[] } };
    const isCompleted = completed.data.tabsData.some((form) => form.id === formId);
    return `/careers/forms?form_id=${formId}${isCompleted ? '&tab_id=completed' : ''}`;
  };

const resultsShown = async (page: Page) => {
  await expect(page.locator('.result-card__title').first()).toBeVisible();
  await expect(page.locator('.position-details__title').first()).toBeVisible();
};
const jobShown = async (page: Page) => {
  await expect(page.locator('.position-details__title').first()).toBeVisible();
  // The similar jobs come from the app's own call, after the first paint.
  await expect(page.locator('#similar-jobs')).toBeVisible();
};
const dialogShown = async (page: Page) => {
  await expect(page.getByRole('dialog')).toBeVisible();
};
const formShown = async (page: Page) => {
  await expect(page.locator('form').first()).toBeVisible();
};
/** A form to fill in, or the answers of one submitted. */
const formOrAnswersShown = async (page: Page) => {
  await expect(page.locator('main form, main .pcsx-summary').first()).toBeVisible();
};

/** Every route a visitor can open, with those that ask a visitor to sign in. */
export const VISITOR_PAGES: readonly WalkedPage[] = [
  { path: '/careers/search', ready: resultsShown },
  { path: '/careers/job/1001', ready: jobShown },
  { path: '/careers/apply?pid=1001', ready: formShown },
  { path: '/careers/login', ready: formShown },
  { path: '/careers/reset-password' },
  { path: '/careers/confirm-account' },
  { path: '/careers/forms' },
  { path: '/careers/job-alerts/confirm' },
  { path: '/careers/dashboard', ready: dialogShown },
  { path: '/careers/no/such/page' },
];

/** Every route of a signed-in candidate, with the demo candidate's data. */
export const CANDIDATE_PAGES: readonly WalkedPage[] = [
  { path: '/careers/search', ready: resultsShown },
  { path: '/careers/job/1000', ready: jobShown },
  { path: '/careers/dashboard' },
  { path: '/careers/dashboardv2' },
  { path: '/careers/profile' },
  { path: '/careers/settings', ready: formShown },
  { path: '/careers/export-resume' },
  { path: '/careers/apply?pid=1001' },
  // A job cart's "Apply to all": one form for several jobs, each with its own line.
  { path: '/careers/apply?pid=1000,1001,1002', ready: formShown },
  { path: '/careers/forms/center' },
  {
    path: '/careers/forms?form_id=frm_personal_details',
    pathNow: formPage('frm_personal_details'),
    ready: formOrAnswersShown,
  },
  {
    path: '/careers/forms?form_id=frm_tax_w4',
    pathNow: formPage('frm_tax_w4'),
    ready: formOrAnswersShown,
  },
  { path: '/careers/applications' },
  { path: '/careers/saved-jobs' },
  { path: '/careers/job-alerts' },
  { path: '/careers/interviews' },
  { path: '/careers/events' },
  { path: '/careers/referrals' },
  { path: '/careers/onboarding' },
  { path: '/careers/offers' },
  { path: '/careers/offer/5001' },
  { path: '/careers/offer-letter/5004' },
  { path: '/careers/theme-builder' },
  { path: '/careers/admin/branding' },
  { path: '/careers/no/such/page' },
];

/** Signs the demo candidate in through the API: the walk is about pages, not the sign-in form. */
export const signInThroughApi = async (page: Page, email = DEMO_CANDIDATE) => {
  const { csrfToken, domain } = await bootOf(page);
  const answer = await page.request.post(`/api/pcsx/auth/login?domain=${domain}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
};

const withLocale = (path: string, locale: string) =>
  `${path}${path.includes('?') ? '&' : '?'}hl=${locale}`;

/** Opens the page in `locale` and fails on any text of it that is not in that language. */
export const expectPageInLocale = async (page: Page, walked: WalkedPage, locale: string) => {
  const server = await watchServerContent(page, locale);
  await page.goto(withLocale((await walked.pathNow?.(page)) ?? walked.path, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await walked.ready?.(page);
  await waitForSettledPage(page);
  await server.settled();
  expect(await untranslatedTexts(page, locale, server.content), walked.path).toEqual([]);
};

/**
 * A test per page, for a visitor and for the demo candidate, each short enough for a busy
 * machine: `locale`'s walk of the whole app.
 */
export const walkEveryPage = (locale: string) => {
  test.describe(`${locale}: every page a visitor opens`, () => {
    for (const walked of VISITOR_PAGES) {
      test(`${walked.path} is in ${locale}`, async ({ page }) => {
        await expectPageInLocale(page, walked, locale);
      });
    }
  });

  test.describe(`${locale}: every page of a signed-in candidate`, () => {
    for (const walked of CANDIDATE_PAGES) {
      test(`${walked.path} is in ${locale}`, async ({ page }) => {
        await signInThroughApi(page);
        await expectPageInLocale(page, walked, locale);
      });
    }
  });
};
