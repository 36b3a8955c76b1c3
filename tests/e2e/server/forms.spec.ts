import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { SECOND_CANDIDATE, signIn } from '../support/app-actions';

const FORMS_CENTER = '/careers/forms/center';

/** Opens a form from the forms center with the keyboard. */
const openForm = async (page: Page, action: string) => {
  await page.getByRole('link', { name: action, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers\/forms\?form_id=/);
};

const typeInto = async (page: Page, field: Locator, text: string) => {
  await field.focus();
  await page.keyboard.type(text);
};

const pressSubmit = async (page: Page) => {
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
};

const formCard = (page: Page, title: string) =>
  page
    .locator('.forms-center__card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The innermost read-only section with this heading. */
const summarySection = (page: Page, heading: string) =>
  page
    .locator('section.pcsx-summary')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .last();

/** The answer shown for a question in a read-only section. */
const answerOf = (section: Locator, question: string) =>
  section
    .locator('.pcsx-summary__row')
    .filter({ has: section.page().getByRole('term').getByText(question, { exact: true }) })
    .getByRole('definition');

const expectAnswers = async (section: Locator, answers: Record<string, string>) => {
  for (const [question, answer] of Object.entries(answers)) {
    await expect(answerOf(section, question)).toHaveText(answer);
  }
};

/**
 * After a submit: the message (the server's, unless given), back in the forms center; after a
 * reload the form is listed under Completed with that status, and it re-opens as its answers on
 * file, read-only.
 */
const expectStoredAsCompleted = async (
  page: Page,
  title: string,
  counts: { pending: number; completed: number },
  message = 'Form submitted',
) => {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/forms\/center/);
  await page.reload();
  await page.getByRole('tab', { name: `Pending (${counts.pending})` }).focus();
  await page.keyboard.press('ArrowRight');
  const panel = page.getByRole('tabpanel', { name: `Completed (${counts.completed})` });
  const card = panel.locator(formCard(page, title));
  await expect(card.locator('.forms-center__status')).toHaveText('Completed');
  await openForm(page, `View ${title}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.forms-center__view header .forms-center__status')).toHaveText(
    'Completed',
  );
  await expect(page.getByRole('heading', { name: 'Answers on file' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit answers' })).toHaveCount(0);
};

// Each submission changes what the forms center lists, so the tests run in order on one database.
test.describe.configure({ mode: 'serial' });

test.describe('forms center against the reference server', () => {
  // The server's own policy (script-src 'self', no 'unsafe-eval') is in force on these pages:
  // the precompiled validators must run with nothing refused.
  let violations: string[] = [];
  test.beforeEach(async ({ page }) => {
    violations = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|unsafe-eval|EvalError/i.test(message.text()))
        violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy violation: ${event.violatedDirective}`);
      });
    });
  });
  test.afterEach(() => {
    expect(violations).toEqual([]);
  });

  test('the seeded forms by tab, and a completed form read-only', async ({ page }) => {
    const policy = (await page.request.get(FORMS_CENTER)).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await signIn(page, undefined, FORMS_CENTER);
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    const pending = page.getByRole('tabpanel', { name: 'Pending (3)' });
    await expect(pending.getByRole('heading', { level: 2 })).toHaveText([
      'Work authorization',
      'Personal details',
      'Tax withholding (W-4)',
    ]);
    await expect(formCard(page, 'Personal details').locator('.forms-center__status')).toHaveText(
      'In progress',
    );
    await expect(formCard(page, 'Work authorization').locator('.forms-center__status')).toHaveText(
      'Open',
    );
    await expect(
      formCard(page, 'Tax withholding (W-4)').locator('.forms-center__status'),
    ).toHaveText('Open');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Pending (3)' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeFocused();
    const completed = page.getByRole('tabpanel', { name: 'Completed (1)' });
    await expect(completed.getByRole('heading', { level: 2 })).toHaveText(['Emergency contact']);
    await openForm(page, 'View Emergency contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency contact' })).toBeVisible();
    await expectAnswers(summarySection(page, 'Answers on file'), {
      'Full name': 'Sam Alvarez',
      Relationship: 'Sibling',
      Phone: '+1 512-555-0199',
      Email: 'Not answered',
    });
    await expect(page.getByRole('button', { name: 'Edit answers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('StepperForm: personal details shows each problem where it is, by keyboard alone', async ({
    page,
  }) => {
    await signIn(page, undefined, FORMS_CENTER);
    await openForm(page, 'Continue Personal details');
    const steps = page.getByRole('navigation', { name: 'Form sections' });
    await expect(steps.getByRole('button', { name: /Legal name/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByLabel('First name *')).toHaveValue('Jordan');
    await expect(page.getByLabel('State or region *')).toHaveValue('TX');
    await expectNoAxeViolations(page);

    await pressSubmit(page);
    await expect(page.getByLabel('Date of birth *')).toBeFocused();
    await expect(page.getByLabel('Date of birth *')).toHaveAccessibleDescription(
      'Date of birth is required',
    );
    await expect(page.getByLabel('Social security number *')).toHaveAccessibleDescription(
      'Social security number is required',
    );
    await expect(steps.getByRole('button', { name: /Identity/ })).toContainText('2 problems');
    await expectNoAxeViolations(page);

    await page.keyboard.type('01152000');
    await typeInto(page, page.getByLabel('Social security number *'), '12345');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Social security number *')).toHaveAccessibleDescription(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
    await page.getByLabel('Social security number *').focus();
    await page.keyboard.type('6789');
    await expect(page.getByLabel('Social security number *')).toHaveValue('123-45-6789');
    await typeInto(page, page.getByLabel('Personal email *'), 'jordan.alvarez@example');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Personal email *')).toHaveAccessibleDescription(
      'Email is invalid. Use the format "name@example.com".',
    );
  });

  // Split from the validation test above so that each fits its time on a loaded machine.
  test('StepperForm: personal details completed and submitted, by keyboard alone', async ({
    page,
  }) => {
    await signIn(page, undefined, FORMS_CENTER);
    await openForm(page, 'Continue Personal details');
    await expect(page.getByLabel('First name *')).toHaveValue('Jordan');
    await typeInto(page, page.getByLabel('Date of birth *'), '01152000');
    await typeInto(page, page.getByLabel('Social security number *'), '123456789');
    await expect(page.getByLabel('Social security number *')).toHaveValue('123-45-6789');
    await typeInto(page, page.getByLabel('Personal email *'), 'jordan.alvarez@example.com');
    await typeInto(
      page,
      page.getByRole('group', { name: 'Mobile phone' }).getByLabel('Phone number'),
      '512-555-0148',
    );
    await page.keyboard.press('Tab');
    const contact = page.getByRole('group', { name: 'Emergency contact' });
    await typeInto(page, contact.getByLabel('Full name *'), 'Sam Alvarez');
    await typeInto(page, contact.getByLabel('Phone number'), '512-555-0199');
    await page.keyboard.press('Tab');
    const skills = page.getByRole('combobox', { name: 'Add a skill' });
    await typeInto(page, skills, 'reac');
    await expect(page.getByRole('listbox', { name: 'Matching skills' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: '4 stars: Very Good' }).focus();
    await page.keyboard.press('Space');

    await pressSubmit(page);
    await expectStoredAsCompleted(page, 'Personal details', { pending: 2, completed: 2 });
    await expectAnswers(summarySection(page, 'Legal name'), {
      'First name': 'Jordan',
      'Last name': 'Alvarez',
    });
    await expectAnswers(summarySection(page, 'Identity'), {
      'Date of birth': '01/15/2000',
      'Social security number': '•••-••-6789',
    });
    await expectAnswers(summarySection(page, 'Contact'), {
      'Personal email': 'jordan.alvarez@example.com',
      'Mobile phone': '+1 512-555-0148',
    });
    await expectAnswers(summarySection(page, 'Home address'), {
      'Street address': '1100 Congress Ave',
      City: 'Austin',
      Country: 'United States',
      'State or region': 'TX',
      'Postal code': '78701',
    });
    await expectAnswers(summarySection(page, 'Emergency contact'), {
      'Full name': 'Sam Alvarez',
      Phone: '+1 512-555-0199',
    });
    await expectAnswers(summarySection(page, 'About you'), {
      Skills: 'React',
      'How is onboarding going so far?': '4 of 5 stars',
    });
    await expectNoAxeViolations(page);
  });

  test('HTMLForm: work authorization with an upload, a dynamic list and a date range, by keyboard alone', async ({
    page,
  }) => {
    await signIn(page, undefined, FORMS_CENTER);
    await openForm(page, 'Start Work authorization');
    const intro = page.getByRole('region', { name: 'About this form' });
    await expect(intro.getByRole('heading', { name: 'Why we ask' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Employer 1', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await pressSubmit(page);
    const authorized = page.getByRole('radiogroup', {
      name: 'Are you legally authorized to work in the United States?',
    });
    await expect(authorized).toHaveAccessibleDescription('This field is required');
    await expect(authorized.getByRole('radio').first()).toBeFocused();
    // 31 characters with its question mark, so the long-label message.
    await expect(
      page.getByRole('radiogroup', { name: 'Will you need visa sponsorship?' }),
    ).toHaveAccessibleDescription('This field is required');
    await expect(
      page.getByRole('group', { name: 'Documents you can provide' }),
    ).toHaveAccessibleDescription('Documents you can provide is required');
    await expect(page.getByLabel('Upload your documents *')).toHaveAccessibleDescription(
      /^Upload your documents is required/,
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await page
      .getByRole('radiogroup', { name: 'Will you need visa sponsorship?' })
      .getByRole('radio', { name: 'Yes' })
      .focus();
    await page.keyboard.press('Space');
    const visaType = page.getByLabel('Visa type *');
    await expect(visaType).toBeVisible();
    await visaType.focus();
    await page.keyboard.type('H');
    await page.getByLabel('Work permit expiry date *').focus();
    await page.keyboard.type('12312030');
    await page.getByRole('checkbox', { name: 'Passport', exact: true }).focus();
    await page.keyboard.press('Space');

    const upload = page.getByLabel('Upload your documents *');
    await upload.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText(/passport\.pdf/)).toBeVisible();

    const employer = page.getByRole('group', { name: 'Employer 1', exact: true });
    await typeInto(page, employer.getByLabel('Employer *'), 'Contoso');
    await typeInto(page, employer.getByLabel('Job title *'), 'Engineer');
    await typeInto(page, employer.getByLabel('Start date'), '012020');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(employer.getByLabel('Start date')).toHaveAccessibleDescription(
      'Please enter both a start and end date.',
    );
    await employer.getByLabel("I'm currently in this role.").focus();
    await page.keyboard.press('Space');
    await expect(employer.getByLabel('End date')).toBeDisabled();
    await page.getByRole('checkbox', { name: /I confirm that the information above/ }).focus();
    await page.keyboard.press('Space');

    await pressSubmit(page);
    await expectStoredAsCompleted(page, 'Work authorization', { pending: 1, completed: 3 });
    const answers = summarySection(page, 'Answers on file');
    await expectAnswers(answers, {
      'Country of employment': 'United States',
      'Are you legally authorized to work in the United States?': 'Yes',
      'Will you need visa sponsorship?': 'Yes',
      'Visa type': 'H-1B',
      'Work permit expiry date': '12/31/2030',
      'Documents you can provide': 'Passport',
      'Upload your documents': 'passport.pdf',
      'I confirm that the information above is true and complete.': 'Yes',
    });
    await expectAnswers(summarySection(page, 'Employer 1'), {
      Employer: 'Contoso',
      'Job title': 'Engineer',
      Dates: '01/2020 – Present',
    });
    await expectNoAxeViolations(page);
  });

  test('PreboardingAdmin: the W-4, signed in the real signing page, by keyboard alone', async ({
    page,
  }) => {
    await signIn(page, undefined, FORMS_CENTER);
    await openForm(page, 'Start Tax withholding (W-4)');
    await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'About Form W-4 on irs.gov' })).toBeVisible();
    const signing = page.frameLocator('iframe[title="Sign Form W-4"]');
    await expect(signing.getByRole('heading', { level: 1, name: 'Sign your form' })).toBeVisible();
    await expect(signing.getByText('You are signing Tax withholding (W-4).')).toBeVisible();
    await expectNoAxeViolations(page);

    await pressSubmit(page);
    const filingStatus = page.getByRole('radiogroup', { name: 'Filing status' });
    await expect(filingStatus).toHaveAccessibleDescription('Filing status is required');
    await expect(filingStatus.getByRole('radio').first()).toBeFocused();
    await expect(page.getByTitle('Sign Form W-4')).toHaveAccessibleDescription(
      'Signature is required',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    await typeInto(page, page.getByLabel('Credit for dependents (USD)'), '2000');
    await typeInto(page, page.getByLabel('Extra withholding per pay period'), '20000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Extra withholding per pay period')).toHaveAccessibleDescription(
      'Extra withholding can be at most 10000 dollars.',
    );
    await page.getByLabel('Extra withholding per pay period').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');

    // The signing page checks its own fields and announces what is missing.
    const signerName = signing.getByLabel('Full name');
    const agree = signing.getByRole('checkbox', {
      name: 'I agree that typing my name above is my electronic signature on this form.',
    });
    const sign = signing.getByRole('button', { name: 'Sign', exact: true });
    await sign.focus();
    await page.keyboard.press('Enter');
    await expect(signerName).toBeFocused();
    await expect(signerName).toHaveAttribute('aria-invalid', 'true');
    await expect(signerName).toHaveAccessibleDescription('Full name is required');
    await expect(agree).toHaveAccessibleDescription('Tick the box to agree');
    await expectNoAxeViolations(page);

    await page.keyboard.type('Jordan Alvarez');
    await page.keyboard.press('Enter');
    await expect(agree).toBeFocused();
    await expect(signerName).toHaveAccessibleDescription('');
    await expect(agree).toHaveAccessibleDescription('Tick the box to agree');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(sign).toBeFocused();
    await page.keyboard.press('Enter');
    // Signed, but nothing is sent until the form is: the signature says so, not that it was sent.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Signed. Submit the form to send your signature.' }),
    ).toBeVisible();
    await expect(page.getByText('Successfully submitted form for verification')).toHaveCount(0);
    await expect(page.locator('iframe[title="Sign Form W-4"]')).toHaveCount(0);

    await pressSubmit(page);
    await expectStoredAsCompleted(
      page,
      'Tax withholding (W-4)',
      { pending: 0, completed: 4 },
      'Successfully submitted form for verification',
    );
    await expectAnswers(summarySection(page, 'Answers on file'), {
      'Filing status': 'Married filing jointly',
      'I hold more than one job at a time, or my spouse also works': 'No',
      'Credit for dependents (USD)': '2,000',
      'Extra withholding per pay period': '50',
      'Supporting document (optional)': 'Not answered',
      Signature: 'Signed',
    });
    await expectNoAxeViolations(page);

    // Once submitted, the form's signing page is no longer offered.
    const signingPage = await page.request.get('/esign/forms/tax-withholding');
    expect(signingPage.status()).toBe(404);
  });

  test("SimpleForm: the second candidate's emergency contact finished and submitted by keyboard alone", async ({
    page,
  }) => {
    await signIn(page, SECOND_CANDIDATE, FORMS_CENTER);
    await expect(page.getByRole('tab', { name: 'Pending (2)' })).toBeVisible();
    await expect(formCard(page, 'Emergency contact').locator('.forms-center__status')).toHaveText(
      'In progress',
    );
    await openForm(page, 'Continue Emergency contact');
    // Saved answers come back into the fields, ready to finish.
    await expect(page.getByLabel('Full name *')).toHaveValue('Alex Rivera');
    await expect(page.getByLabel('Relationship').locator('option:checked')).toHaveText('Partner');
    await expectNoAxeViolations(page);
    await pressSubmit(page);
    const phone = page.getByLabel('Phone number');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Phone is required');
    await expectNoAxeViolations(page);

    await page.keyboard.type('call me');
    await page.keyboard.press('Tab');
    await expect(phone).toHaveAccessibleDescription(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    await phone.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('512-555-0142');
    await typeInto(page, page.getByLabel('Email'), 'alex@example');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Email is invalid. Use the format "name@example.com".',
    );
    await typeInto(page, page.getByLabel('Email'), '.com');
    await pressSubmit(page);

    await expectStoredAsCompleted(page, 'Emergency contact', { pending: 1, completed: 1 });
    await expectAnswers(summarySection(page, 'Answers on file'), {
      'Full name': 'Alex Rivera',
      Relationship: 'Partner',
      Phone: '+1 512-555-0142',
      Email: 'alex@example.com',
    });
    await expectNoAxeViolations(page);
  });
});
