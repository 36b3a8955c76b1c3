import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink, mailTo, registerThroughApi } from '../support/app-actions';

test('a job posted after a candidate saves a search arrives by mail; its link opens the search, and one click stops the alert', async ({
  page,
}) => {
  // The job alerts take their turn every minute: the mail can take that long to be written.
  test.setTimeout(150_000);
  const email = await registerThroughApi(page, { label: 'alert.mail' });

  await page.goto('/careers/search?query=quokka+wrangler');
  await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
  await dialog.getByRole('radio', { name: 'As soon as jobs are posted' }).check();
  await dialog.getByRole('button', { name: 'Create job alert' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "Your job alert is on. We'll email you new jobs that match this search.",
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Job alert on' })).toBeVisible();

  // The employer posts a job the search finds.
  await page.goto('/dev/ats');
  await page.getByLabel('Title', { exact: true }).fill('Senior Quokka Wrangler');
  const location = page.getByLabel('Location', { exact: true });
  const austin = await location
    .locator('option', { hasText: /^Austin/ })
    .first()
    .textContent();
  await location.selectOption({ label: austin ?? '' });
  await page.getByRole('button', { name: 'Post the job' }).click();
  await expect(page.locator('#ats-status')).toHaveText('Job posted.');

  // The alert mail arrives at the relay, once, with a one-click unsubscribe.
  await expect
    .poll(
      async () =>
        (await mailTo(page.request, email)).filter((mail) => mail.subject.includes('quokka'))
          .length,
      { timeout: 120_000, message: 'the job alert mail arrives' },
    )
    .toBe(1);
  const alertMail = (await mailTo(page.request, email)).find((mail) =>
    mail.subject.includes('quokka'),
  );
  if (alertMail === undefined) throw new Error('No job alert mail');
  expect(alertMail.subject).toBe('1 new job for “quokka wrangler”');
  expect(alertMail.text).toContain('Senior Quokka Wrangler');
  expect(alertMail.html).toContain('Senior Quokka Wrangler');
  expect(alertMail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  expect(alertMail.listUnsubscribe).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/mail\/unsubscribe\?token=/,
  );

  // Its link opens the search, which finds the new job.
  await page.goto(await mailedLink(page.request, email, '/careers/search?'));
  await expect(page).toHaveURL(/\/careers\/search\?.*query=quokka/);
  await expect(page.getByRole('link', { name: 'Senior Quokka Wrangler' }).first()).toBeVisible();

  // Its unsubscribe link asks first, then stops the alert: it shows as paused.
  await page.goto(await mailedLink(page.request, email, '/mail/unsubscribe?token='));
  await expect(page.getByText('Stop the emails of the job alert “quokka wrangler”?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You will no longer get emails for the job alert “quokka wrangler”.',
  );
  await expectNoAxeViolations(page);
  await page.goto('/careers/job-alerts');
  const card = page.getByRole('article', { name: 'quokka wrangler' });
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
});
