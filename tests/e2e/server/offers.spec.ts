import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import {
  CHECK_EMAIL_MESSAGE,
  confirmAccountFromMail,
  SECOND_CANDIDATE,
  signIn,
  skipSetup,
  uniqueEmail,
} from '../support/app-actions';

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
const DOCS_DIR = fileURLToPath(new URL('../../../docs/', import.meta.url));
const ESIGN_OFFER = 5002;
const ESIGN_POSITION = 'Staff Frontend Engineer, Design Systems';
const PHONE = { width: 390, height: 844 };

/** A screenshot of the whole page for the docs, as a palette PNG so the file stays small. */
const saveDocsScreenshot = async (page: Page, fileName: string) => {
  await sharp(await page.screenshot({ fullPage: true }))
    .png({ palette: true, compressionLevel: 9 })
    .toFile(`${DOCS_DIR}${fileName}`);
};

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const notificationsPanel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The notifications of the bell's Action required tab, as the candidate reads them. */
const openActionRequired = async (page: Page): Promise<Locator> => {
  await bell(page).click();
  const panel = notificationsPanel(page);
  await panel.getByRole('tab', { name: 'Action required' }).click();
  await expect(panel.getByRole('tab', { name: 'Action required' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Loaded: the tab shows its list, or says there is nothing to do.
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(panel.getByRole('list').or(panel.getByText("You're all caught up!"))).toBeVisible();
  return panel;
};

/** The letter viewer once its document is loaded. */
const loadedLetter = async (page: Page, name: string): Promise<Locator> => {
  const viewer = page.getByRole('region', { name, exact: true });
  await expect(viewer).toHaveAttribute('aria-busy', 'false');
  return viewer;
};

/** The signing frame, once it has taken its page's height. */
const signingFrame = async (page: Page): Promise<Locator> => {
  const frame = page.locator('iframe[title="Sign the offer letter"]');
  await expect(frame).toHaveAttribute('style', /height/);
  return frame;
};

/**
 * Nothing scrolls inside the signing frame: its page fits it, and the Sign button lies inside the
 * frame's box on the page.
 */
const expectSignButtonOnThePage = async (page: Page) => {
  const frame = await signingFrame(page);
  const inside = page.frameLocator('iframe[title="Sign the offer letter"]');
  await expect
    .poll(() => inside.locator('html').evaluate((root) => root.scrollHeight - root.clientHeight))
    .toBeLessThanOrEqual(0);
  const frameBox = await frame.boundingBox();
  const signBox = await inside.getByRole('button', { name: 'Sign', exact: true }).boundingBox();
  expect(frameBox).not.toBeNull();
  expect(signBox).not.toBeNull();
  if (!frameBox || !signBox) return;
  expect(signBox.y + signBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
};

/** Print is replaced by a counter, so the test sees the call and the print styles stay applied. */
const countPrints = (page: Page) =>
  page.evaluate(() => {
    const counter = { calls: 0 };
    Object.assign(window, { printCounter: counter });
    window.print = () => {
      counter.calls += 1;
    };
  });
const printCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { printCounter: { calls: number } }).printCounter.calls,
  );

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
    const summary = page.getByRole('region', { name: 'Offer summary' });
    await expect(summary).toContainText(/Compensation\$[\d,]+ per (year|hour)/);
    await expect(summary).toContainText(new RegExp(`Start date${DATE.source}`));
    await expect(summary).toContainText(/Location.+, .+/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/careers\/offer-letter\/5001/);
    await expect(page.getByRole('heading', { name: /Review job offer/ })).toBeVisible();
    await expect(page.getByText(/Adobe Acrobat, DocuSign or HelloSign/)).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page, 'View');
    const viewer = page.getByRole('dialog', { name: /Offer letter/ });
    await expect(viewer.locator('canvas').first()).toBeVisible();
    // Step 2 says to print the letter: the viewer downloads and prints it.
    const download = page.waitForEvent('download');
    await viewer.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/Offer_5001\.pdf$/);
    await countPrints(page);
    await viewer.getByRole('button', { name: 'Print' }).click();
    expect(await printCalls(page)).toBe(1);
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

  test('the e-sign page: summary, the letter with Download and Print, a frame that fits, Decline', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, undefined, `/careers/offer-letter/${ESIGN_OFFER}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Offer letter: ${ESIGN_POSITION}` }),
    ).toBeVisible();
    const summary = page.getByRole('region', { name: 'Offer summary' });
    await expect(summary).toContainText(/Compensation\$[\d,]+ per (year|hour)/);
    await expect(summary).toContainText(new RegExp(`Start date${DATE.source}`));

    // The letter itself, drawn wide enough to read, above the signing field.
    const letter = await loadedLetter(page, 'Offer letter');
    const pageImage = letter.getByRole('img', { name: 'Page 1 of 1' });
    await expect(pageImage).toBeVisible();
    expect((await pageImage.boundingBox())?.width).toBeGreaterThanOrEqual(600);
    const signing = page.getByRole('region', { name: 'Sign your offer letter' });
    expect((await letter.boundingBox())?.y).toBeLessThan((await signing.boundingBox())?.y ?? 0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`Offer_${ESIGN_OFFER}\\.pdf$`));
    await countPrints(page);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printCalls(page)).toBe(1);
    // Printed, the page shows the letter alone.
    await page.emulateMedia({ media: 'print' });
    await expect(pageImage).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(signing).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await expectSignButtonOnThePage(page);

    await press(page, 'Decline');
    const dialog = page.getByRole('dialog', { name: 'Decline offer?' });
    await expect(dialog).toContainText(
      'Declining this offer will remove it from your pending opportunities and will notify the company.',
    );
    await expect(dialog.locator('strong')).toHaveText('The action cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Decline offer' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to offer' }).click();
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'offer-esign-desktop.png');
  });

  test('the e-sign page on a phone: the letter as wrapped text, nothing scrolls sideways, axe', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, undefined, `/careers/offer-letter/${ESIGN_OFFER}`);
    const letter = await loadedLetter(page, 'Offer letter');
    const sentence = letter.getByText(/We are delighted to offer you the position of/);
    await expect(sentence).toBeVisible();
    const fontSize = await sentence.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(fontSize).toBeGreaterThanOrEqual(16);
    const box = await sentence.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expect(page.getByRole('region', { name: 'Offer summary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toBeVisible();
    await expectSignButtonOnThePage(page);
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'offer-esign-phone.png');
  });

  test('accept by e-sign: the signed letter is kept, shown and downloadable; the action is resolved', async ({
    page,
  }) => {
    await signIn(page, undefined, `/careers/offer-letter/${ESIGN_OFFER}`);
    const frame = page.frameLocator('iframe[title="Sign the offer letter"]');
    await frame.getByLabel('Full name').fill('Jordan Alvarez');
    await frame.getByLabel(/I agree/).check();
    await frame.getByRole('button', { name: 'Sign' }).click();
    await expect(
      page.getByText('Successfully submitted form for verification').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/careers\/offers\?domain=/);
    const card = offerCard(page, ESIGN_POSITION);
    await expect(card).toContainText('Offer accepted');

    await card.getByRole('link', { name: 'View job offer' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Signed offer letter' }),
    ).toBeVisible();
    await loadedLetter(page, 'Signed offer letter');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`Offer_${ESIGN_OFFER}_signed\\.pdf$`),
    );

    const actionRequired = await openActionRequired(page);
    await expect(actionRequired).not.toContainText(ESIGN_POSITION);
  });

  test('decline through the modal', async ({ page }) => {
    await signIn(page, SECOND_CANDIDATE, '/careers/offers');
    const card = page.locator('.offer-card').filter({ hasText: 'Offer extended' }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: 'View job offer' }).click();
    await page.getByRole('link', { name: 'Start' }).click();
    // This offer is signed online: its page offers Decline beside the signing field.
    await expect(page.locator('iframe[title="Sign the offer letter"]')).toBeVisible();
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
    const actionRequired = await openActionRequired(page);
    await expect(actionRequired).not.toContainText(name);
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
