import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, registerThroughApi } from '../support/app-actions';

interface PressAndClick {
  /** The click went to the element the press went to (a click is lost when they differ). */
  clickedWhatWasPressed: boolean;
  /** How far that element moved between the press and the click, in CSS pixels. */
  movedBy: number;
}

/**
 * Clicks the middle of `target`, at the point it occupies now, with the mouse, as a person
 * does, and reports whether the click landed on what was pressed and whether that moved.
 */
const clickInPlace = async (page: Page, target: Locator): Promise<PressAndClick> => {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The control is not on the page');
  // The listeners are in place before the click is sent; the answer is read after it. (Wrapped in
  // an object so that evaluateHandle does not wait for the click.)
  const pending = await page.evaluateHandle(() => ({
    result: new Promise<PressAndClick>((resolve) => {
      let pressed: Element | null = null;
      let pressedAt: DOMRect | null = null;
      document.addEventListener(
        'pointerdown',
        (event) => {
          pressed = event.target as Element;
          pressedAt = pressed.getBoundingClientRect();
        },
        { capture: true, once: true },
      );
      document.addEventListener(
        'click',
        (event) => {
          const now = pressed?.getBoundingClientRect();
          resolve({
            clickedWhatWasPressed: pressed !== null && event.target === pressed,
            movedBy:
              now && pressedAt
                ? Math.max(Math.abs(now.x - pressedAt.x), Math.abs(now.y - pressedAt.y))
                : Number.POSITIVE_INFINITY,
          });
        },
        { capture: true, once: true },
      );
    }),
  }));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return pending.evaluate((holder) => holder.result);
};

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

const openProfileAsNewCandidate = async (page: Page, label: string) => {
  await page.goto('/careers');
  await registerThroughApi(page, {
    label: `feedback.${label}`,
    firstname: 'Noor',
    lastname: 'Haddad',
  });
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
};

/** An open position found by a search, away from the demo candidates' own positions. */
const openPositionId = async (page: Page): Promise<number> => {
  const { domain } = await bootOf(page);
  const answer = (await (
    await page.request.get('/api/pcsx/search', { params: { query: 'engineer', domain, num: 20 } })
  ).json()) as { data: { positions: { id: number }[] } };
  const position = answer.data.positions.find((found) => found.id >= 1020);
  if (!position) throw new Error('No open position to apply to');
  return position.id;
};

/** The work authorization form (uploads of up to 3 files of 5 MB), assigned to a new candidate. */
const openWorkAuthorizationForm = async (page: Page) => {
  await page.goto('/careers');
  const email = await registerThroughApi(page, { label: 'feedback.files' });
  const { csrfToken, domain } = await bootOf(page);
  // The developer ATS assigns the employer's forms in order: personal details, then this one.
  let formId = '';
  while (formId !== 'frm_work_authorization') {
    const assigned = await page.request.post(`/dev/ats/forms?domain=${domain}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { candidateEmail: email },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    formId = ((await assigned.json()) as { formId: string }).formId;
  }
  await page.goto(`/careers/forms?form_id=${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Work authorization' })).toBeVisible();
};

const pdf = (name: string, bytes = 16) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)]),
});

test.describe('a form says what is wrong without moving under the pointer', () => {
  test("a visitor's first click on a radio after fixing the apply form checks it", async ({
    page,
  }) => {
    await page.goto('/careers');
    await page.goto(`/careers/apply?pid=${await openPositionId(page)}`);
    const submit = page.getByRole('button', { name: 'Submit application' });
    await submit.click();
    const authorized = page.getByRole('radiogroup', { name: 'Are you authorized to work here?' });
    // Over 30 characters with its question mark, so the long-label message.
    await expect(authorized).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('First name *')).toHaveAccessibleDescription(
      'First name is required',
    );

    await page.getByLabel('First name *').fill('Vic');
    await page.getByLabel('Last name *').fill('Itor');
    await page.getByLabel('Email *').fill('vic.itor@example.com');
    await page.getByLabel('Phone number').fill('512-555-0148');
    // Each problem went as its answer was typed: only the two questions are left.
    const summary = page.getByRole('region', { name: 'Some answers need your attention' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    const yes = authorized.getByRole('radio', { name: 'Yes' });
    expect(await clickInPlace(page, yes)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await expect(yes).toBeChecked();
    await expect(authorized).toHaveAccessibleDescription('');
    await expectNoAxeViolations(page);
  });

  test('a first name typed after a failed Save is saved by the first click on Save', async ({
    page,
  }) => {
    await openProfileAsNewCandidate(page, 'name');
    const basic = section(page, 'Basic information');
    await basic.getByRole('button', { name: 'Edit Basic information' }).click();
    const firstName = basic.getByLabel('First name');
    await firstName.fill('');
    const save = basic.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(firstName).toHaveAccessibleDescription('First name is required');

    await firstName.fill('Nadia');
    await expect(firstName).toHaveAccessibleDescription('');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/pcsx/profile_edit') && response.ok(),
    );
    expect(await clickInPlace(page, save)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await saved;
    await expect(basic.getByRole('button', { name: 'Edit Basic information' })).toBeFocused();
    await expect(basic).toContainText('Nadia');
  });

  test('an empty experience flags every required field, and after ticking "currently in this role" the first Save saves', async ({
    page,
  }) => {
    await openProfileAsNewCandidate(page, 'experience');
    const experience = section(page, 'Experience');
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(experience.getByLabel('Job title')).toBeFocused();
    // A press on Save while the first field has focus: leaving that field must not move Save.
    const save = experience.getByRole('button', { name: 'Save' });
    expect(await clickInPlace(page, save)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await expect(experience.getByLabel('Job title')).toHaveAccessibleDescription(
      'Job title is required',
    );
    await expect(experience.getByLabel('Company')).toHaveAccessibleDescription(
      'Company is required',
    );
    await expect(experience.getByLabel('Start date')).toHaveAccessibleDescription(
      'Dates is required',
    );
    await expectNoAxeViolations(page);

    await experience.getByLabel('Job title').fill('Charge nurse');
    await experience.getByLabel('Company').fill('Contoso Health');
    await experience.getByLabel('Start date').fill('03/2021');
    await expect(experience.getByLabel('Company')).toHaveAccessibleDescription('');
    await expect(experience.getByLabel('Start date')).toHaveAccessibleDescription(
      'Please enter both a start and end date.',
    );
    const current = experience.getByLabel("I'm currently in this role.");
    expect(await clickInPlace(page, current)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await expect(current).toBeChecked();
    await expect(experience.getByLabel('Start date')).toHaveAccessibleDescription('');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/pcsx/profile_edit') && response.ok(),
    );
    expect(await clickInPlace(page, save)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await saved;
    await expect(experience.getByRole('listitem')).toContainText('Charge nurse');
  });

  test('an empty education flags every required field', async ({ page }) => {
    await openProfileAsNewCandidate(page, 'education');
    const education = section(page, 'Education');
    await education.getByRole('button', { name: 'Add education' }).click();
    await expect(education.getByLabel('School')).toBeFocused();
    const save = education.getByRole('button', { name: 'Save' });
    expect(await clickInPlace(page, save)).toEqual({ clickedWhatWasPressed: true, movedBy: 0 });
    await expect(education.getByLabel('School')).toHaveAccessibleDescription('School is required');
    await expect(education.getByLabel('Degree')).toHaveAccessibleDescription('Degree is required');
    await expect(education.getByLabel('Start date')).toHaveAccessibleDescription(
      'Dates is required',
    );
  });
});

test.describe('file uploads say what is wrong when the files are chosen', () => {
  test('too many files, a file too large and a type not accepted, each said at once and gone with the file', async ({
    page,
  }) => {
    await openWorkAuthorizationForm(page);
    const upload = page.getByLabel('Upload your documents *');
    const chosen = page.getByRole('list', { name: 'Upload your documents: chosen files' });

    await upload.setInputFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await expect(chosen.getByRole('listitem')).toHaveCount(4);
    await expect(upload).toHaveAccessibleDescription(/^Upload no more than 3 files\./);
    await page.getByRole('button', { name: 'Remove d.pdf' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await expect(upload).not.toHaveAccessibleDescription(/Upload no more than/);

    await page.getByRole('button', { name: 'Remove c.pdf' }).click();
    await upload.setInputFiles([pdf('scan.pdf', 6 * 1024 * 1024)]);
    await expect(upload).toHaveAccessibleDescription(
      /^Each file must be 5 MB or smaller: scan\.pdf/,
    );
    await page.getByRole('button', { name: 'Remove scan.pdf' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(upload).not.toHaveAccessibleDescription(/5 MB or smaller/);
    await expect(page.locator('.pcsx-field__error', { hasText: '5 MB or smaller' })).toHaveCount(0);

    await upload.setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'File could not be uploaded' }),
    ).toHaveText('File could not be uploaded. Accepted file types: .doc, .docx, .pdf, .txt.');
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('a visitor is told what is sent without a resume; a candidate that their profile resume is', async ({
    page,
  }) => {
    await page.goto('/careers');
    const positionId = await openPositionId(page);
    await page.goto(`/careers/apply?pid=${positionId}`);
    const resume = page.getByLabel(/^Resume/);
    await expect(resume).toHaveAccessibleDescription(
      /Optional: the file you attach is sent with your application; without one, no resume is sent\./,
    );
    await expect(page.getByText(/the resume on your profile/)).toHaveCount(0);

    await registerThroughApi(page, { label: 'feedback.resume-help' });
    await page.goto(`/careers/apply?pid=${positionId}`);
    await expect(page.getByLabel(/^Resume/)).toHaveAccessibleDescription(
      /Optional: without a file, the resume on your profile is sent\./,
    );
  });
});
