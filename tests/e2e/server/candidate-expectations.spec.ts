import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerApplyQuestions, bootOf, registerThroughApi } from '../support/app-actions';

/** What the tests read of a position and of an application. */
interface Listed {
  id: number;
  name: string;
}
interface Applied {
  application: { id: number; appliedAt: string };
}

/** Open positions a search finds, past the demo candidates' hand-written ones (ids below 1020). */
const openPositions = async (page: Page, query: string, count: number): Promise<Listed[]> => {
  const { domain } = await bootOf(page);
  const answer = (await (
    await page.request.get('/api/pcsx/search', { params: { query, domain, num: 30 } })
  ).json()) as { data: { positions: Listed[] } };
  const found = answer.data.positions.filter((position) => position.id >= 1020).slice(0, count);
  if (found.length < count) throw new Error(`Too few open positions for "${query}"`);
  return found;
};

const applyThroughApi = async (page: Page, positionId: number): Promise<Applied> => {
  const { csrfToken, domain } = await bootOf(page);
  const applied = await page.request.post('/api/pcsx/apply', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      position_id: positionId,
      domain,
      form_data: { workAuthorization: 'yes', requiresSponsorship: 'no' },
    },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { data: Applied }).data;
};

const saveThroughApi = async (page: Page, positionId: number) => {
  const { csrfToken, domain } = await bootOf(page);
  const saved = await page.request.put(`/api/pcsx/positions/saved/${positionId}`, {
    headers: { 'x-csrf-token': csrfToken },
    params: { domain },
    data: { domain },
  });
  expect(saved.ok()).toBe(true);
};

/** Where an element sits in the page (not the window): it moved only if the layout did. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width };
  });

/** MM/DD/YYYY of an instant on a zone's calendar, as the English site writes dates. */
const englishDateIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(new Date(instant));

test.describe('what a candidate expects of a careers site', () => {
  // The browser's clock is 22 hours from the zone the candidate saves: the dates shown must be
  // on the saved zone's calendar, whatever the hour.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a job already applied to says when, and offers the application instead of a second one', async ({
    page,
  }) => {
    await page.goto('/careers');
    await registerThroughApi(page, { label: 'expectations.applied' });
    const { csrfToken, domain } = await bootOf(page);
    const zone = await page.request.post(`/api/pcsx/settings?domain=${domain}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { timezone: 'Pacific/Kiritimati' },
    });
    expect(zone.ok()).toBe(true);
    const [position] = await openPositions(page, 'analyst', 1);
    const { application } = await applyThroughApi(page, position.id);

    await page.goto(`/careers/job/${position.id}`);
    await expect(page.getByRole('heading', { level: 1, name: position.name })).toBeVisible();
    await expect(
      page.getByText(
        `You applied on ${englishDateIn(application.appliedAt, 'Pacific/Kiritimati')}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
    const view = page.getByRole('link', { name: 'View application' });
    await expect(view).toHaveAttribute(
      'href',
      new RegExp(`/careers/applications#application-${application.id}$`),
    );
    await expectNoAxeViolations(page);

    // Search results mark the job as applied to, and only that one.
    await page.goto(`/careers/search?query=${encodeURIComponent(position.name)}`);
    const results = page.getByRole('list').filter({ has: page.locator('.result-card') });
    const card = results.getByRole('link').filter({ hasText: position.name }).first();
    await expect(card).toContainText('Applied');
    await expect(results.getByText('Applied', { exact: true })).toHaveCount(1);

    // The job's pane beside the results says so too, and offers the application, not Apply.
    await page.goto(
      `/careers/search?query=${encodeURIComponent(position.name)}&pid=${position.id}`,
    );
    await expect(
      page.getByText(
        `You applied on ${englishDateIn(application.appliedAt, 'Pacific/Kiritimati')}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View application' })).toHaveAttribute(
      'href',
      new RegExp(`/careers/applications#application-${application.id}$`),
    );
    await expect(page.getByRole('link', { name: `Apply for ${position.name}` })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`/careers/job/${position.id}`);
    await view.click();
    await expect(page).toHaveURL(
      new RegExp(`/careers/applications#application-${application.id}$`),
    );
  });

  test('the apply form says when the draft was saved, and a failed save can be retried, without moving the submit button', async ({
    page,
  }) => {
    await page.goto('/careers');
    await registerThroughApi(page, { label: 'expectations.draft' });
    const [position] = await openPositions(page, 'engineer', 1);
    await page.goto(`/careers/apply?pid=${position.id}`);
    const coverLetter = page.getByLabel('Cover letter');
    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(submit).toBeVisible();
    const before = await pageBox(submit);

    // The save waits until the page has been seen saying so.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const draftPath = `**/api/pcsx/draft_applications/${position.id}?*`;
    await page.route(draftPath, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await saveHeld;
      return route.continue();
    });
    await coverLetter.fill('I build reliable data pipelines.');
    const status = page.getByRole('status').filter({ hasText: /draft/i });
    await expect(status).toHaveText('Saving draft…');
    releaseSave();
    await expect(status).toHaveText(/^Draft saved at \d{1,2}:\d{2}/);
    expect(await pageBox(submit)).toEqual(before);
    await page.unroute(draftPath);

    await page.route(draftPath, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'internal', message: 'Unavailable' }),
          })
        : route.continue(),
    );
    await coverLetter.pressSequentially(' And dashboards.');
    await expect(
      page.getByText('Your draft could not be saved. Your answers are still here.'),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try saving again' });
    await expect(retry).toBeVisible();
    expect(await pageBox(submit)).toEqual(before);
    await expectNoAxeViolations(page);

    await page.unroute(draftPath);
    const saved = page.waitForResponse(
      (answer) => answer.url().includes(`/draft_applications/${position.id}`) && answer.ok(),
    );
    await retry.click();
    await saved;
    await expect(status).toHaveText(/^Draft saved at /);
    await expect(retry).toHaveCount(0);
    const { domain } = await bootOf(page);
    const draft = (await (
      await page.request.get(`/api/pcsx/draft_applications/${position.id}`, { params: { domain } })
    ).json()) as { data: { answers: { coverLetter?: string } } };
    expect(draft.data.answers.coverLetter).toBe('I build reliable data pipelines. And dashboards.');
  });

  test('saved jobs show where and until when, apply or applied, closed ones, and unsave with rollback', async ({
    page,
  }) => {
    await page.goto('/careers');
    await registerThroughApi(page, { label: 'expectations.saved' });
    const [appliedTo, open] = await openPositions(page, 'designer', 2);
    const { csrfToken } = await bootOf(page);
    const posted = await page.request.post('/dev/ats/positions', {
      headers: { 'x-csrf-token': csrfToken },
      data: { title: `Pastry chef ${Date.now()}`, locationId: 1 },
    });
    expect(posted.status()).toBe(201);
    const closedId = ((await posted.json()) as { positionId: number }).positionId;
    for (const id of [appliedTo.id, open.id, closedId]) await saveThroughApi(page, id);
    await applyThroughApi(page, appliedTo.id);
    const closed = await page.request.post('/dev/ats/positions/close', {
      headers: { 'x-csrf-token': csrfToken },
      data: { positionId: closedId },
    });
    expect(closed.status()).toBe(201);
    const { domain } = await bootOf(page);
    const details = (await (
      await page.request.get('/api/pcsx/position_details', {
        params: { domain, position_id: open.id },
      })
    ).json()) as { data: { validThrough: string } };

    await page.goto('/careers/saved-jobs');
    const cardOf = (name: string | RegExp) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const openCard = cardOf(open.name);
    await expect(openCard.getByRole('link', { name: `Apply to ${open.name}` })).toHaveAttribute(
      'href',
      new RegExp(`/careers/apply\\?pid=${open.id}$`),
    );
    await expect(openCard).toContainText(
      `Applications close on ${englishDateIn(details.data.validThrough, 'America/Los_Angeles')}`,
    );
    const appliedCard = cardOf(appliedTo.name);
    await expect(
      appliedCard.getByRole('link', {
        name: `Applied to ${appliedTo.name}: view your application`,
      }),
    ).toBeVisible();
    await expect(appliedCard.getByRole('link', { name: /^Apply to/ })).toHaveCount(0);
    const closedCard = cardOf(/^Pastry chef/);
    await expect(closedCard.getByText('Closed', { exact: true })).toBeVisible();
    await expect(closedCard.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A refused unsave puts the job back and says why, in the request error handler's words.
    const unsavePath = `**/api/pcsx/positions/saved/${open.id}?*`;
    await page.route(unsavePath, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    const unsaveOpen = page.getByRole('button', { name: `Unsave ${open.name}`, exact: true });
    await unsaveOpen.click();
    await expect(page.getByText('There was a problem with the request')).toBeVisible();
    await expect(unsaveOpen).toBeVisible();

    await page.unroute(unsavePath);
    await unsaveOpen.click();
    await expect(unsaveOpen).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeFocused();
    await page.getByRole('button', { name: `Unsave ${appliedTo.name}`, exact: true }).click();
    await page.getByRole('button', { name: /^Unsave Pastry chef/ }).click();
    await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();
  });

  test('the job cart shows its count and applies to every job in it at once', async ({ page }) => {
    await page.goto('/careers');
    await registerThroughApi(page, { label: 'expectations.cart' });
    const jobs = await openPositions(page, 'analyst', 3);
    const [first, before, last] = jobs;
    await applyThroughApi(page, before.id);
    const { csrfToken, domain } = await bootOf(page);
    const added = await page.request.post('/api/pcsx/job_cart', {
      headers: { 'x-csrf-token': csrfToken },
      params: { domain },
      data: { pids: jobs.map((job) => String(job.id)), operation: 'add', domain },
    });
    expect(added.ok()).toBe(true);

    await page.goto('/careers/search?query=analyst');
    const cartButton = page.getByRole('button', { name: 'Job cart, 3 jobs', exact: true });
    await expect(cartButton).toBeVisible();
    await expect(cartButton.locator('.count-badge')).toHaveText('3');
    await cartButton.click();
    const panel = page.getByRole('complementary', { name: /Job cart/ });
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'Apply to all' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply to all jobs in your cart (3)' }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Jobs you are applying to' });
    const itemOf = (job: Listed) => list.getByRole('listitem').filter({ hasText: job.name });
    await expect(itemOf(before)).toContainText('You have already applied');
    await answerApplyQuestions(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send applications (2)' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Applications sent' })).toHaveText(
      'Applications sent: 2 of 2',
    );
    await expect(itemOf(first)).toContainText('Application sent');
    await expect(itemOf(last)).toContainText('Application sent');
    await expect(itemOf(before)).toContainText('You have already applied');
    await expect(page.getByRole('link', { name: 'See your applications' })).toBeVisible();
    await expectNoAxeViolations(page);

    const dashboard = (await (
      await page.request.get('/api/pcsx/dashboard/applications', { params: { domain } })
    ).json()) as { data: { applications: { position: { id: number } }[] } };
    expect(dashboard.data.applications.map((entry) => entry.position.id).sort()).toEqual(
      jobs.map((job) => job.id).sort(),
    );
  });
});
