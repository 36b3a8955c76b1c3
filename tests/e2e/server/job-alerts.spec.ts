import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink, signIn, uniqueEmail } from '../support/app-actions';

test.describe('job alerts against the reference server', () => {
  test('a candidate saves a search as a job alert by keyboard, then pauses and deletes it on the Job alerts page', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/careers/search?query=accountant');
    await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();

    const getAlerts = page.getByRole('button', { name: 'Get job alerts' });
    await getAlerts.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expectNoAxeViolations(page);

    // Keyboard only: the close button has focus first, then the frequencies, then the name.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Daily' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await page.keyboard.press('Tab');
    const name = dialog.getByLabel('Alert name (optional)');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('accountant');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Accountant roles');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      "Your job alert is on. We'll email you new jobs that match this search.",
    );

    // Escape closes it; the search is saved now, so focus lands on "Job alert on".
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const alertOn = page.getByRole('link', { name: 'Job alert on' });
    await expect(alertOn).toBeFocused();
    await expect(getAlerts).toBeHidden();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/careers\/job-alerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Accountant roles' });
    await expect(card).toContainText('accountant');
    await expect(card).toContainText('No jobs sent yet');
    await expect(card.getByRole('combobox')).toHaveValue('weekly');
    await expect(card.getByRole('link', { name: 'See jobs' })).toHaveAttribute(
      'href',
      /\/careers\/search\?.*query=accountant/,
    );
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(card).toContainText('Paused');
    // The pause reached the server: it is still paused after a reload.
    await page.reload();
    await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete job alert?' });
    await expect(confirm).toContainText('You will no longer get emails for Accountant roles.');
    await confirm.getByRole('button', { name: 'Delete job alert' }).click();
    await expect(card).toBeHidden();
    await expect(page.getByText('Job alert deleted')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
    await expect(page.getByText('Loading…')).toBeHidden();
    await expect(card).toBeHidden();

    // The search is no longer saved.
    await page.goto('/careers/search?query=accountant');
    await expect(page.getByRole('button', { name: 'Get job alerts' })).toBeVisible();
  });

  test('a visitor subscribes with an email and confirms from the mailed link; a bad link says so', async ({
    page,
  }) => {
    const email = uniqueEmail('alerts');
    await page.goto('/careers/search?query=designer');
    await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();
    await page.getByRole('button', { name: 'Get job alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
    await expect(dialog.getByLabel('Alert name (optional)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create job alert' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create job alert' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/Check your email/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get job alerts' })).toBeFocused();

    await page.goto(await mailedLink(page.request, email, '/careers/job-alerts/confirm#token='));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your job alert' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByRole('status')).toHaveText(/job alert/i);
    await page.getByRole('link', { name: 'See matching jobs' }).click();
    await expect(page).toHaveURL(/\/careers\/search\?.*query=designer/);

    await page.goto('/careers/job-alerts/confirm#token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to job search' })).toHaveAttribute(
      'href',
      '/careers/search',
    );
    await expectNoAxeViolations(page);
  });
});
