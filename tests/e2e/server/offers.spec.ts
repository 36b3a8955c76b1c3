import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  CHECK_EMAIL_MESSAGE,
  confirmAccountFromMail,
  SECOND_CANDIDATE,
  signIn,
  skipSetup,
  uniqueEmail,
} from './support';

const DATE = /\d{2}\/\d{2}\/\d{4}/;
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const signedPdf = (name = 'signed-offer.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: PDF_BYTES,
});
const offerCard = (page: Page, name: string) =>
  page.locator('.offer-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const press = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
};

// Offers change state as the tests go, so they run in order on one database.
test.describe.configure({ mode: 'serial' });

test.describe('job offers against the reference server', () => {
  test('the list shows every state with its label, date line and link', async ({ page }) => {
    await signIn(page, undefined, '/careers/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    const extended = offerCard(page, 'Senior Frontend Engineer');
    await expect(extended).toContainText('Offer extended');
    await expect(extended).toContainText('Action required');
    await expect(extended).toContainText(new RegExp(`Expires ${DATE.source}`));
    await expect(extended.getByRole('link', { name: 'View job offer' })).toHaveAttribute(
      'href',
      '/careers/offer/5001?domain=northwindlabs.com',
    );
    const expired = offerCard(page, 'Engineering Manager, Platform');
    await expect(expired).toContainText('Offer expired');
    await expect(expired).toContainText(new RegExp(`Expired ${DATE.source}`));
    await expect(expired).not.toContainText('Action required');
    await expect(expired.getByRole('link', { name: 'View job offer' })).toHaveAttribute(
      'href',
      '/careers/offer-letter/5003?domain=northwindlabs.com',
    );
    await expect(offerCard(page, 'Senior Technical Program Manager')).toContainText(
      'Offer accepted',
    );
    await expect(offerCard(page, 'Senior Technical Program Manager')).toContainText(
      new RegExp(`Last updated ${DATE.source}`),
    );
    await expect(offerCard(page, 'Full Stack Engineer, Internal Tools')).toContainText(
      'Offer declined',
    );
    await expect(offerCard(page, 'Backend Engineer, Payments')).toContainText('Offer canceled');
    await expectNoAxeViolations(page);
  });

  test('an expired offer and an unknown id lead back to the list', async ({ page }) => {
    await signIn(page, undefined, '/careers/offer/5003');
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
    await page.goto('/careers/offer-letter/987654');
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
    await page.goto('/careers/offer/not-a-number');
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
  });

  test('offer page, letter page and the letter viewer', async ({ page }) => {
    await signIn(page, undefined, '/careers/offer/5001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Job offer for Senior Frontend Engineer' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^View .* \(opens in a new tab\)$/ }).first(),
    ).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/careers\/offer-letter\/5001/);
    await expect(page.getByRole('heading', { name: /Review job offer/ })).toBeVisible();
    await expect(page.getByText(/Adobe Acrobat, DocuSign or HelloSign/)).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page, 'View');
    const viewer = page.getByRole('dialog', { name: /Offer letter/ });
    await expect(viewer.locator('canvas').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('bad files: none, two, not a PDF, and a fake PDF the server refuses', async ({ page }) => {
    let acceptCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/accept')) acceptCalls += 1;
    });
    await signIn(page, undefined, '/careers/offer-letter/5001');
    await press(page, 'Submit signed offer');
    await expect(page.getByText('Signed offer letter is required')).toBeVisible();
    expect(acceptCalls).toBe(0);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(signedPdf('first.pdf'));
    await input.setInputFiles(signedPdf('second.pdf'));
    await expect(page.getByText('You should upload at most 1 file')).toBeVisible();
    await press(page, 'Submit signed offer');
    expect(acceptCalls).toBe(0);
    await page.getByRole('button', { name: 'Remove second.pdf' }).click();
    await page.getByRole('button', { name: 'Remove first.pdf' }).click();
    await input.setInputFiles({
      name: 'letter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('File could not be uploaded')).toBeVisible();
    await input.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await press(page, 'Submit signed offer');
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /PDF/ }).first(),
    ).toBeVisible();
    expect(acceptCalls).toBe(1);
  });

  test('failure messages: the server message, else the screen fallback', async ({ page }) => {
    await signIn(page, undefined, '/careers/offer-letter/5001');
    await page.route('**/api/pcsx/offers/5001/accept**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.locator('input[type="file"]').setInputFiles(signedPdf());
    await press(page, 'Submit signed offer');
    await expect(page.getByText('Something went wrong when accepting the offer')).toBeVisible();
    await page.unroute('**/api/pcsx/offers/5001/accept**');
    await page.route('**/api/pcsx/offers/5001/accept**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 422,
          code: 'validation_failed',
          message: 'The letter is not signed.',
        }),
      }),
    );
    await press(page, 'Submit signed offer');
    await expect(page.getByText('The letter is not signed.')).toBeVisible();
    await page.route('**/api/pcsx/offers/5001/decline**', (route) =>
      route.fulfill({ status: 503, body: '<html>down</html>' }),
    );
    await press(page, 'Decline');
    await press(page, 'Decline offer');
    await expect(page.getByText('Something went wrong when rejecting the offer')).toBeVisible();
  });

  test('accept by upload, by keyboard alone; a second accept is refused with the server message', async ({
    page,
    context,
  }) => {
    await signIn(page, undefined, '/careers/offer-letter/5001');
    const staleTab = await context.newPage();
    await staleTab.goto('/careers/offer-letter/5001');
    await expect(staleTab.getByRole('button', { name: 'Submit signed offer' })).toBeVisible();

    await page.locator('input[type="file"]').focus();
    await page.locator('input[type="file"]').setInputFiles(signedPdf());
    await expect(page.getByText(/signed-offer\.pdf/)).toBeVisible();
    await press(page, 'Submit signed offer');
    await expect(page.getByText('Successfully submitted form for verification')).toBeVisible();
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
    await expect(offerCard(page, 'Senior Frontend Engineer')).toContainText('Offer accepted');

    await staleTab.locator('input[type="file"]').setInputFiles(signedPdf());
    await press(staleTab, 'Submit signed offer');
    await expect(staleTab.getByText('This offer can no longer be accepted.')).toBeVisible();
  });

  test('accept by e-sign', async ({ page }) => {
    await signIn(page, undefined, '/careers/offer-letter/5002');
    const frame = page.frameLocator('iframe[title="Sign the offer letter"]');
    await frame.getByLabel('Full name').fill('Jordan Alvarez');
    await frame.getByLabel(/I agree/).check();
    await frame.getByRole('button', { name: 'Sign' }).click();
    await expect(
      page.getByText('Successfully submitted form for verification').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
    await expect(offerCard(page, 'Staff Frontend Engineer, Design Systems')).toContainText(
      'Offer accepted',
    );
  });

  test('decline through the modal', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/offers');
    const card = page.locator('.offer-card').filter({ hasText: 'Offer extended' }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: 'View job offer' }).click();
    await page.getByRole('link', { name: 'Start' }).click();
    await press(page, 'Decline');
    const dialog = page.getByRole('dialog', { name: 'Decline offer?' });
    await expect(dialog).toContainText(
      'Declining this offer will remove it from your pending opportunities and will notify the company.',
    );
    await expect(dialog.locator('strong')).toHaveText('The action cannot be undone.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await press(page, 'Decline');
    await dialog.getByRole('button', { name: 'Back to offer' }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Decline offer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully rejected the offer')).toBeVisible();
    await expect(offerCard(page, name)).toContainText('Offer declined');
  });

  test('a candidate with no offers sees the empty state', async ({ page }) => {
    await page.goto('/careers/offers');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await register.getByLabel('First name').fill('Casey');
    await register.getByLabel('Last name').fill('Nguyen');
    const email = uniqueEmail('offers.empty');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password').fill('A-long-password-1');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByRole('status')).toContainText(CHECK_EMAIL_MESSAGE);
    await confirmAccountFromMail(page, email);
    // A new account sets up its profile first; that screen replaces the whole app.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your profile' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await skipSetup(page);
    await page.goto('/careers/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page.getByText('No offers found')).toBeVisible();
  });
});
