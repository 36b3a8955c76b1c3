import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, registerThroughApi } from '../support/app-actions';

test.describe('the developer ATS', () => {
  test('a developer schedules an interview and changes a status by keyboard, and the candidate is notified', async ({
    page,
  }) => {
    await page.goto('/careers');
    const email = await registerThroughApi(page, { label: 'ats.page' });
    const { csrfToken, domain } = await bootOf(page);
    const applied = await page.request.post(`/api/pcsx/apply?domain=${domain}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { position_id: 1000, domain, form_data: {} },
    });
    expect(applied.status()).toBe(201);

    await page.goto('/dev/ats');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Employer ATS (development only)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const candidate = page.getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await candidate.getByRole('button', { name: 'Schedule an interview' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Interview scheduled.');
    await expect(candidate.getByText(/^Interview \d+: Interview,/)).toBeVisible();

    await candidate.getByLabel('New status').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(/^Application \d+ updated\.$/);
    await expect(candidate.getByText(/\(Position closed, inactive\)/)).toBeVisible();

    const notifications = (await (
      await page.request.get(`/api/pcsx/notifications?domain=${domain}`)
    ).json()) as { data: { notifications: { categoryTitle: string; redirectUrl: string }[] } };
    expect(notifications.data.notifications.map((item) => item.categoryTitle)).toEqual([
      'Application update',
      'Interview scheduled',
      'Application update',
    ]);
  });

  test('a developer closes a job by keyboard: it leaves search and its page says it is no longer open', async ({
    page,
  }) => {
    await page.goto('/careers');
    const { domain } = await bootOf(page);
    // A job far down an unfiltered search, which no other test looks at.
    const found = (await (
      await page.request.get(`/api/pcsx/search?domain=${domain}&start=4321&num=1`)
    ).json()) as { data: { positions: { id: number; name: string }[] } };
    const job = found.data.positions.at(0);
    if (!job) throw new Error('The search has no job that deep');
    const jobId = job.id;
    await page.goto(`/careers/job/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();

    await page.goto('/dev/ats');
    const jobs = page.getByRole('region', { name: 'Jobs' });
    await jobs.getByLabel('Job id').focus();
    await page.keyboard.type(String(jobId));
    await page.keyboard.press('Tab');
    await expect(jobs.getByRole('button', { name: 'Close the job' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Job closed.');
    await expectNoAxeViolations(page);

    await page.goto(`/careers/job/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    const search = (await (
      await page.request.get(
        `/api/pcsx/search?domain=${domain}&query=${encodeURIComponent(job.name)}&num=100`,
      )
    ).json()) as { data: { positions: { id: number }[] } };
    expect(search.data.positions.map((position) => position.id)).not.toContain(jobId);
  });

  test('a developer extends an e-sign offer with its summary, sees what the candidate sees, and the signed letter once accepted', async ({
    page,
  }) => {
    await page.goto('/careers');
    const email = await registerThroughApi(page, { label: 'ats.offer' });
    const { csrfToken, domain } = await bootOf(page);
    const applied = await page.request.post(`/api/pcsx/apply?domain=${domain}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { position_id: 1000, domain, form_data: {} },
    });
    expect(applied.status()).toBe(201);

    await page.goto('/dev/ats');
    const candidate = page.getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await candidate.getByLabel('Base pay (whole units; empty: none)').fill('98000');
    await candidate.getByLabel('Start date').fill('2027-03-01');
    await candidate.getByLabel('Work location').fill('Austin, TX, United States');
    await candidate.getByLabel('Signing').selectOption({ label: 'E-signature in the portal' });
    await candidate.getByRole('button', { name: 'Extend an offer' }).click();
    await expect(page.getByRole('status')).toHaveText('Offer extended.');

    const details = candidate.locator('dl.offer-details');
    const detail = (term: string) => details.locator(`dt:text-is("${term}") + dd`);
    await expect(detail('Base pay')).toHaveText('$98,000 per year');
    await expect(detail('Start date')).toHaveText('2027-03-01');
    await expect(detail('Location')).toHaveText('Austin, TX, United States');
    await expect(detail('Signing')).toHaveText('E-signature in the portal');
    await expect(detail('Signed letter')).toHaveText('Not signed yet');
    await expectNoAxeViolations(page);

    // The candidate sees the same summary, and signs online.
    const offers = (await (await page.request.get(`/api/pcsx/offers?domain=${domain}`)).json()) as {
      id: number;
      summary?: { start_date?: string; location?: string };
    }[];
    const offer = offers.at(0);
    if (!offer) throw new Error('The candidate has no offer');
    expect(offer.summary).toMatchObject({
      start_date: '2027-03-01',
      location: 'Austin, TX, United States',
    });
    const signedOnline = await page.request.post(
      `/api/pcsx/offers/${String(offer.id)}/accept?domain=${domain}`,
      { headers: { 'x-csrf-token': csrfToken }, multipart: { domain } },
    );
    expect(signedOnline.status(), await signedOnline.text()).toBe(200);

    await page.reload();
    const letter = detail('Signed letter').getByRole('link', {
      name: `Signed letter of offer ${String(offer.id)} (PDF)`,
    });
    const download = page.waitForEvent('download');
    await letter.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('an action without the CSRF token is refused', async ({ page }) => {
    await page.goto('/careers');
    const answer = await page.request.post('/dev/ats/forms', {
      data: { candidateEmail: 'demo.candidate@example.com' },
    });
    expect(answer.status()).toBe(403);
  });
});
