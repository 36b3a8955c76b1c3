import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { assignFormThroughAts, registerThroughApi, signIn } from '../support/app-actions';

/** The spec's words for a list or page whose data could not be read. */
const LOAD_ERROR = 'An error occurred while retrieving data';
const OFFLINE_NOTICE = "You're offline. This page will update when you're back online.";

/**
 * A failed call is tried three times in all (1 s and 2 s apart) before a screen gives up, by the
 * route loader and again by the screen: the failure shows once they are done.
 */
const AFTER_RETRIES = { timeout: 20_000 };

const SEARCH_CALL = /\/api\/pcsx\/search\?/;
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** Answers as a server in trouble would: 500 with the contract's error body. */
const answerServerError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ status: 500, code: 'server_error', message: 'Database unavailable' }),
  });

const searchFor = async (page: Page, query: string) => {
  await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

test.describe('failures are told apart from empty answers, with a way to try again', () => {
  // Each failure is waited out through its retries (see AFTER_RETRIES).
  test.describe.configure({ timeout: 60_000 });

  test('a failing search says so instead of "0 jobs found", and Try again searches again', async ({
    page,
  }) => {
    await page.route(SEARCH_CALL, answerServerError);
    await page.goto('/careers/search?query=engineer');
    const failure = results(page).getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR, AFTER_RETRIES);
    await expect(page.getByText(/\b0 jobs found/)).toHaveCount(0);
    await expect(page.getByText('No jobs match your search', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute(SEARCH_CALL);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(countText(page)).toHaveText(/^[1-9][\d,]* jobs found$/);
    await expect(results(page).getByRole('alert')).toHaveCount(0);
  });

  test('a server that cannot be reached gives the same failure, not an empty list', async ({
    page,
  }) => {
    await page.goto('/careers/search?query=engineer');
    await expect(countText(page)).toHaveText(/^[1-9][\d,]* jobs found$/);
    await page.route(SEARCH_CALL, (route) => route.abort('connectionrefused'));
    await searchFor(page, 'designer');
    const failure = results(page).getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR, AFTER_RETRIES);
    await expect(page.getByText(/\b0 jobs found/)).toHaveCount(0);

    await page.unroute(SEARCH_CALL);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(countText(page)).toHaveText(/^[1-9][\d,]* jobs found$/);
    await expect(page).toHaveURL(/query=designer/);
  });

  test('offline: a notice says so politely, goes away when back, and the search then runs', async ({
    page,
    context,
  }) => {
    await page.goto('/careers/search?query=engineer');
    await expect(countText(page)).toHaveText(/^[1-9][\d,]* jobs found$/);
    const engineerCount = await countText(page).textContent();
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

    await context.setOffline(true);
    const notice = page.locator('[aria-live="polite"]').filter({ hasText: OFFLINE_NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(page);

    // A search asked for while offline waits for the connection rather than failing as empty.
    await searchFor(page, 'accountant');
    await expect(page).toHaveURL(/query=accountant/);
    await expect(page.getByText(/\b0 jobs found/)).toHaveCount(0);

    const searched = page.waitForResponse(
      (response) => SEARCH_CALL.test(response.url()) && response.url().includes('accountant'),
    );
    await context.setOffline(false);
    await searched;
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
    await expect(countText(page)).not.toHaveText(engineerCount ?? '');
    await expect(results(page)).not.toHaveAttribute('aria-busy');
  });

  test('a job page that fails to load is not "Job not found", and Try again loads it', async ({
    page,
  }) => {
    await page.goto('/careers/search?query=engineer');
    await expect(page).toHaveURL(/pid=\d+/);
    const pid = new URL(page.url()).searchParams.get('pid') ?? '';
    const details = /\/api\/pcsx\/position_details\?/;
    await page.route(details, answerServerError);
    await page.goto(`/careers/job/${pid}`);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR, AFTER_RETRIES);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This job could not be loaded',
    );
    await expectNoAxeViolations(page);

    await page.unroute(details);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a profile that fails to load says so and loads on Try again, not "Loading…" forever', async ({
    page,
  }) => {
    await signIn(page);
    const profileCall = /\/api\/pcsx\/profile_details\?/;
    await page.route(profileCall, answerServerError);
    await page.goto('/careers/profile');
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR, AFTER_RETRIES);
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);

    await page.unroute(profileCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a dashboard list that fails to load says so, apart from an empty list', async ({
    page,
  }) => {
    await signIn(page);
    const applicationsCall = /\/api\/pcsx\/dashboard\/applications\?/;
    await page.route(applicationsCall, answerServerError);
    await page.goto('/careers/dashboard');
    const section = page.getByRole('region', { name: 'Applications', exact: true });
    const failure = section.getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR, AFTER_RETRIES);
    await expect(section.getByText('You have no active applications.')).toHaveCount(0);

    await page.unroute(applicationsCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(section.getByRole('listitem').first()).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('a form whose definition fails to load says so and shows the form on Try again', async ({
    page,
  }) => {
    await page.goto('/careers');
    const email = await registerThroughApi(page, { label: 'failure.form' });
    // The developer ATS assigns the employer's forms in order: personal details first.
    const formId = await assignFormThroughAts(page, email);
    // The form's schema is a chunk of its own, fetched when the form opens.
    const definition = /\/assets\/personal-details\.schema-[^/]+\.js$/;
    await page.route(definition, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/careers/forms?form_id=${formId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText(LOAD_ERROR);
    await expectNoAxeViolations(page);

    await page.unroute(definition);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('First name *')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
