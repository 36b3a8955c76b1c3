import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { assignFormThroughAts, bootOf, registerThroughApi } from '../support/app-actions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh candidate, signed in, with the first form the employer assigns through the developer
 * ATS (due two weeks later). Returns the form's due instant.
 */
const candidateWithAssignedForm = async (page: Page): Promise<Date> => {
  await page.goto('/careers');
  const email = await registerThroughApi(page, { label: 'forms.overdue' });
  const { domain } = await bootOf(page);
  const formId = await assignFormThroughAts(page, email);
  const listed = (await (
    await page.request.get('/api/pcsx/forms_list', { params: { domain } })
  ).json()) as { data: { tabsData: { id: string; dueAt: string | null }[] } };
  const dueAt = listed.data.tabsData.find((form) => form.id === formId)?.dueAt;
  if (!dueAt) throw new Error('The assigned form has no due date');
  return new Date(dueAt);
};

const formCard = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Personal details' }) });

test.describe('forms past their due date', () => {
  test('a form not completed by its due date is flagged "Overdue" in words; before that it only says when it is due', async ({
    page,
  }) => {
    const dueAt = await candidateWithAssignedForm(page);

    await page.goto('/careers/forms/center');
    const card = formCard(page);
    await expect(card).toContainText(/Due \d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);

    // The page's clock a day after the due instant; the server's data is unchanged.
    await page.clock.setFixedTime(dueAt.getTime() + DAY_MS);
    await page.reload();
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card).toContainText(/Due \d{2}\/\d{2}\/\d{4}/);
    await expectNoAxeViolations(page);
  });
});
