import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The forms-center forms, one per variant, as forms_list answers them in these tests. */
const FORMS = [
  {
    id: 'frm_personal_details',
    title: 'Personal details',
    description: 'Your legal name, home address and emergency contact.',
    status: 'in_progress',
    dueAt: '2026-03-31T23:59:59Z',
    updatedAt: '2026-03-19T21:10:33Z',
    schemaName: 'personal-details',
    variant: 'StepperForm',
    values: {
      legalName: { first: 'Jordan', last: 'Alvarez' },
      address: { line1: '1100 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
    },
  },
  {
    id: 'frm_tax_w4',
    title: 'Tax withholding (W-4)',
    description: 'Federal tax withholding elections for payroll.',
    status: 'open',
    dueAt: null,
    updatedAt: '2026-03-18T15:05:00Z',
    schemaName: 'tax-withholding',
    variant: 'SimpleForm',
    values: null,
  },
  {
    id: 'frm_work_authorization',
    title: 'Work authorization',
    description: 'Confirm that you may work in the country of the role.',
    status: 'open',
    dueAt: null,
    updatedAt: '2026-03-18T15:05:00Z',
    schemaName: 'work-authorization',
    variant: 'HTMLForm',
    values: null,
  },
  {
    id: 'frm_emergency_contact',
    title: 'Emergency contact',
    description: 'Who we should call if something happens to you at work.',
    status: 'in_progress',
    dueAt: null,
    updatedAt: '2026-03-18T15:05:00Z',
    schemaName: 'emergency-contact',
    variant: 'PreboardingAdmin',
    values: { name: 'Sam Alvarez', relationship: 'sibling' },
  },
];

/** A stand-in for the e-sign service: its Sign button posts the ESIGN message to the page. */
const ESIGN_WIDGET = `<!doctype html><html lang="en"><head><title>Sign</title></head><body>
<h1>Sign Form W-4</h1><button type="button" id="sign">Sign document</button>
<script>document.getElementById('sign').addEventListener('click', () => parent.postMessage({ type: 'ESIGN' }, '*'));</script>
</body></html>`;

interface MockWindow {
  msw: {
    worker: { use: (...handlers: unknown[]) => void };
    http: {
      get: (path: string, resolver: () => Response) => unknown;
      post: (path: string, resolver: (info: { request: Request }) => Promise<Response>) => unknown;
    };
    HttpResponse: { json: (body: unknown, init?: { status: number }) => Response };
  };
  submittedForms: unknown[];
}

/**
 * Answers forms_list with the four forms and records every form submitted. Installed as soon as
 * the app exposes its MSW worker (before the first render), on every load of the page.
 */
const mockFormsCenter = async (page: Page) => {
  await page.addInitScript((forms) => {
    let exposed: MockWindow['msw'] | undefined;
    Object.defineProperty(window, 'msw', {
      configurable: true,
      get: () => exposed,
      set: (msw: MockWindow['msw']) => {
        exposed = msw;
        const mock = window as unknown as MockWindow;
        const { worker, http, HttpResponse } = msw;
        mock.submittedForms = [];
        worker.use(
          http.get('*/api/pcsx/forms_list', () =>
            HttpResponse.json({
              status: 200,
              data: {
                tabs: [
                  { id: 'pending', label: 'Pending', count: forms.length },
                  { id: 'completed', label: 'Completed', count: 0 },
                ],
                tabsData: forms,
              },
            }),
          ),
          http.post('*/api/pcsx/forms/:formId/submit', async ({ request }) => {
            mock.submittedForms.push(await request.json());
            const form = forms.find((item) => request.url.includes(`/forms/${item.id}/`));
            return HttpResponse.json({
              status: 200,
              data: { form: { ...form, status: 'completed' }, message: 'Form submitted' },
            });
          }),
        );
      },
    });
  }, FORMS);
};

const submittedForms = (page: Page) =>
  page.evaluate(() => (window as unknown as MockWindow).submittedForms);

const signInToFormsCenter = async (page: Page) => {
  await page.route('**/esign/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: ESIGN_WIDGET }),
  );
  await mockFormsCenter(page);
  await page.goto('/careers/forms/center');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill('demo.candidate@example.com');
  await dialog.getByLabel('Password').fill('Demo-Candidate-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
};

/** Opens a form from the forms center with the keyboard. */
const openForm = async (page: Page, action: string) => {
  const link = page.getByRole('link', { name: action });
  await link.focus();
  await page.keyboard.press('Enter');
};

const typeInto = async (page: Page, field: Locator, text: string) => {
  await field.focus();
  await page.keyboard.type(text);
};

const pressSubmit = async (page: Page) => {
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
};

/** After a submit: the message (the mock's, unless given) and what was sent. */
const expectSubmitted = async (
  page: Page,
  formData: Record<string, unknown>,
  message = 'Form submitted',
) => {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/forms\/center/);
  const [submitted] = (await submittedForms(page)) as { data: unknown; isDraft: boolean }[];
  expect(submitted).toMatchObject({ domain: 'northwindlabs.com', isDraft: false, data: formData });
};

test.describe('forms center (MSW mode)', () => {
  test('tabs and forms with their statuses', async ({ page }) => {
    await signInToFormsCenter(page);
    await page.getByRole('tab', { name: 'Completed (0)' }).focus();
    await page.keyboard.press('ArrowLeft');
    const panel = page.getByRole('tabpanel', { name: 'Pending (4)' });
    await expect(panel.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await expect(panel.getByText('In progress')).toHaveCount(2);
    await expect(panel.getByText('Open', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('StepperForm: personal details, by keyboard alone', async ({ page }) => {
    await signInToFormsCenter(page);
    await openForm(page, 'Continue Personal details');
    const steps = page.getByRole('navigation', { name: 'Form sections' });
    await expect(steps.getByRole('button', { name: /Legal name/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByLabel('First name *')).toHaveValue('Jordan');
    await expectNoAxeViolations(page);

    await pressSubmit(page);
    await expect(page.getByLabel('Date of birth *')).toBeFocused();
    await expect(page.getByLabel('Date of birth *')).toHaveAccessibleDescription(
      'Date of birth is required',
    );
    await expect(steps.getByRole('button', { name: /Identity/ })).toContainText('2 problems');
    await expectNoAxeViolations(page);

    await page.keyboard.type('01152000');
    await typeInto(page, page.getByLabel('Social security number *'), '123456789');
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
    await expect(page.getByLabel('Social security number *')).toHaveValue('123-45-6789');

    await pressSubmit(page);
    await expectSubmitted(page, {
      legalName: { first: 'Jordan', last: 'Alvarez' },
      identity: { dateOfBirth: '2000-01-15', ssn: '123-45-6789' },
      contact: {
        email: 'jordan.alvarez@example.com',
        phone: { callingCode: '+1', number: '512-555-0148', selectedCountryCode: 'US' },
      },
      address: {
        line1: '1100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      emergencyContact: {
        name: 'Sam Alvarez',
        phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
      },
      aboutYou: { skills: ['React'], onboardingRating: 4 },
    });
  });

  test('SimpleForm: tax withholding with its PDF, HTML and e-sign, by keyboard alone', async ({
    page,
  }) => {
    await signInToFormsCenter(page);
    await openForm(page, 'Start Tax withholding (W-4)');
    await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'About Form W-4 on irs.gov' })).toBeVisible();
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
    const signing = page.frameLocator('iframe[title="Sign Form W-4"]');
    await signing.getByRole('button', { name: 'Sign document' }).focus();
    await page.keyboard.press('Enter');
    // Signed, but nothing is sent until the form is: the signature says so, not that it was sent.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Signed. Submit the form to send your signature.' }),
    ).toBeVisible();

    await pressSubmit(page);
    await expectSubmitted(
      page,
      {
        filingStatus: 'married_jointly',
        multipleJobs: false,
        dependentsAmount: 2000,
        extraWithholding: 50,
        signature: true,
      },
      'Successfully submitted form for verification',
    );
  });

  test('HTMLForm: work authorization with uploads, a dynamic list and a date range, by keyboard alone', async ({
    page,
  }) => {
    await signInToFormsCenter(page);
    await openForm(page, 'Start Work authorization');
    await expect(page.getByRole('heading', { name: 'Why we ask' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Employer 1', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await pressSubmit(page);
    const authorized = page.getByRole('radiogroup', {
      name: 'Are you legally authorized to work in the United States?',
    });
    await expect(authorized).toHaveAccessibleDescription('This field is required');
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
    await expectSubmitted(page, {
      workCountry: 'United States',
      authorizedToWork: 'yes',
      requiresSponsorship: 'yes',
      visaType: 'h1b',
      permitExpiry: '2030-12-31',
      documentTypes: ['passport'],
      documents: [{ name: 'passport.pdf', type: 'application/pdf', status: 'done' }],
      employmentHistory: [
        {
          employer: 'Contoso',
          jobTitle: 'Engineer',
          dates: { startDate: '01/2020', isCurrent: true },
        },
      ],
      attestation: true,
    });
  });

  test('PreboardingAdmin: emergency contact reviewed, edited and submitted by keyboard alone', async ({
    page,
  }) => {
    await signInToFormsCenter(page);
    await openForm(page, 'Continue Emergency contact');
    await expect(page.getByRole('heading', { name: 'Answers on file' })).toBeVisible();
    await expect(page.getByText('Sibling')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit answers' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Full name *')).toHaveValue('Sam Alvarez');
    await pressSubmit(page);
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('Phone is required');
    await expectNoAxeViolations(page);

    await page.keyboard.type('call me');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    await page.getByLabel('Phone number').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('512-555-0199');
    await typeInto(page, page.getByLabel('Email'), 'sam@example');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Email is invalid. Use the format "name@example.com".',
    );
    await typeInto(page, page.getByLabel('Email'), '.com');
    await pressSubmit(page);
    await expectSubmitted(page, {
      name: 'Sam Alvarez',
      relationship: 'sibling',
      phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
      email: 'sam@example.com',
    });
  });
});
