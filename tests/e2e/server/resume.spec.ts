import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughApi, skipSetup } from '../support/app-actions';

/** A one-page text PDF, a line per text line, as a word processor's "Save as PDF" would make. */
const textPdf = (lines: readonly string[]): Buffer => {
  const escape = (text: string) => text.replace(/[()\\]/g, (character) => `\\${character}`);
  const content = [
    'BT /F1 11 Tf 15 TL 72 720 Td',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

const RESUME_PDF = textPdf([
  'Jordan Alvarez',
  'jordan.alvarez@example.com | (512) 555-0148 | Austin, TX',
  'EXPERIENCE',
  'Senior Frontend Engineer, Contoso Health   06/2021 - Present',
  '- Lead developer of the patient portal design system.',
  'EDUCATION',
  'The University of Texas at Austin',
  'B.S. in Computer Science, 08/2015 - 05/2019',
  'SKILLS',
  'Languages: TypeScript, JavaScript',
  'Frameworks: React, Node.js',
]);

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: RESUME_PDF });

/** A new candidate, signed in in this page's context; the app shows profile set-up first. */
const registerCandidate = async (page: Page, label: string) => {
  await registerThroughApi(page, {
    label,
    firstname: 'Riley',
    lastname: 'Moreno',
    finishSetup: false,
  });
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
};

test('a new candidate uploads a resume during set-up, applies what was found and finishes', async ({
  page,
}) => {
  await registerCandidate(page, 'resume-onboarding');
  await expect(page.getByRole('list', { name: 'Setup steps' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Upload your resume');
  await expect(page.getByRole('button', { name: 'Finish setup' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Upload a resume').setInputFiles(pdfFile('jordan.pdf'));
  const confirm = page.getByRole('dialog', { name: 'Upload this resume?' });
  await expect(confirm).toContainText('jordan.pdf');
  await confirm.getByRole('button', { name: 'Upload' }).click();

  // Step 2: review what the resume says; the heading takes focus.
  const reviewHeading = page.getByRole('heading', { name: 'Step 2 of 3: Review your profile' });
  await expect(reviewHeading).toBeFocused();
  await expect(page.getByRole('group', { name: 'Experience' })).toBeVisible();
  await expectNoAxeViolations(page);
  const name = page.getByRole('checkbox', { name: 'Name: Jordan Alvarez' });
  await expect(name).not.toBeChecked();
  await name.check();
  await expect(page.getByRole('checkbox', { name: 'Frameworks: React, Node.js' })).toBeChecked();
  // Keyboard alone unticks an item.
  await page.getByRole('checkbox', { name: 'Languages: TypeScript, JavaScript' }).focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('checkbox', { name: 'Languages: TypeScript, JavaScript' }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Add to my profile' }).click();

  // Step 3: job preferences.
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 3: Set job preferences' }),
  ).toBeFocused();
  await page.getByLabel('Where would you like to work?').fill('Seattle, WA, US');
  await page.getByLabel('Where would you like to work?').press('Enter');
  await expect(page.getByRole('list', { name: 'Preferred locations' })).toContainText('Seattle');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeFocused();
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await page.goto('/careers/profile');
  const main = page.getByRole('main');
  await expect(main.getByText('Jordan Alvarez').first()).toBeVisible();
  await expect(main.getByText('Senior Frontend Engineer').first()).toBeVisible();
  await expect(main.getByText('The University of Texas at Austin').first()).toBeVisible();
  await expect(main.getByText('Node.js').first()).toBeVisible();
  await expect(main.getByText('Current resume: jordan.pdf', { exact: false })).toBeVisible();
});

test('the resume manager downloads, sets the primary resume and deletes after confirming', async ({
  page,
}) => {
  await registerCandidate(page, 'resume-manager');
  await skipSetup(page);
  await page.goto('/careers/profile');
  for (const fileName of ['first.pdf', 'second.pdf']) {
    await page.getByLabel('Upload a resume').setInputFiles(pdfFile(fileName));
    await page
      .getByRole('dialog', { name: 'Upload this resume?' })
      .getByRole('button', { name: 'Upload' })
      .click();
    const review = page.getByRole('dialog', { name: 'Review your resume' });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByText(`Current resume: ${fileName}`, { exact: false })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Manage resumes' }).click();
  const manager = page.getByRole('dialog', { name: 'Your resumes' });
  await expect(manager.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download first.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('first.pdf');

  await manager.getByRole('button', { name: 'Make primary: first.pdf' }).click();
  await expect(
    manager.getByRole('listitem').filter({ hasText: 'first.pdf' }).getByText('Primary'),
  ).toBeVisible();
  await expect(page.getByText('Current resume: first.pdf', { exact: false })).toBeAttached();

  await manager.getByRole('button', { name: 'Delete second.pdf' }).click();
  const deleteButton = manager.getByRole('button', { name: 'Delete resume' });
  await expect(deleteButton).toBeFocused();
  await manager.getByRole('button', { name: 'Keep it' }).click();
  await expect(manager.getByRole('listitem')).toHaveCount(2);
  await manager.getByRole('button', { name: 'Delete second.pdf' }).click();
  await manager.getByRole('button', { name: 'Delete resume' }).click();
  await expect(manager.getByRole('listitem')).toHaveCount(1);
  await expect(manager).not.toContainText('second.pdf');

  // What was found in a resume can be reviewed again after its first review was put off.
  await manager.getByRole('button', { name: 'Review what was found in first.pdf' }).click();
  await expect(manager).toBeHidden();
  const review = page.getByRole('dialog', { name: 'Review your resume' });
  await expect(review.getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Not now' }).click();
  await expect(review).toBeHidden();
});

test('a file that cannot be read is refused with the reason, and cancel uploads nothing', async ({
  page,
}) => {
  await registerCandidate(page, 'resume-bad-file');
  const input = page.getByLabel('Upload a resume');
  await input.setInputFiles(pdfFile('cancelled.pdf'));
  await page
    .getByRole('dialog', { name: 'Upload this resume?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Upload this resume?' })).toHaveCount(0);

  await input.setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nnot really a pdf'),
  });
  await page
    .getByRole('dialog', { name: 'Upload this resume?' })
    .getByRole('button', { name: 'Upload' })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('File could not be uploaded');
  await expect(alert).toContainText('This PDF could not be read. It may be damaged.');
  await expect(page.locator('[aria-current="step"]')).toContainText('Upload your resume');
});

test('export resume: a clear message for an empty profile, a PDF for a filled one', async ({
  page,
}) => {
  await registerCandidate(page, 'resume-export');
  await skipSetup(page);
  await page.goto('/careers/export-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Export resume' })).toBeVisible();
  await expect(
    page.getByText('Your profile has nothing to put in a resume yet.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/careers/profile');
  await page.getByLabel('Upload a resume').setInputFiles(pdfFile('jordan.pdf'));
  await page
    .getByRole('dialog', { name: 'Upload this resume?' })
    .getByRole('button', { name: 'Upload' })
    .click();
  await page
    .getByRole('dialog', { name: 'Review your resume' })
    .getByRole('button', { name: 'Add to my profile' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Review your resume' })).toHaveCount(0);

  await page.goto('/careers/export-resume');
  const downloadButton = page.getByRole('button', { name: /^Download Riley_Moreno_Resume_/ });
  const download = page.waitForEvent('download');
  await downloadButton.click();
  expect((await download).suggestedFilename()).toMatch(/^Riley_Moreno_Resume_.*\.pdf$/);
  await page.getByRole('button', { name: 'Show the PDF' }).click();
  await expect(page.locator('#export-resume-preview')).toBeVisible();
  await expectNoAxeViolations(page);
});
