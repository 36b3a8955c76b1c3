import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, candidateWithApplication } from '../support/app-actions';

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Plays the employer through the developer ATS, as the browser of this page. */
const employer = async <T>(page: Page, path: string, data: object): Promise<T> => {
  const { csrfToken } = await bootOf(page);
  const answer = await page.request.post(`/dev/ats/${path}`, {
    headers: { 'x-csrf-token': csrfToken },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
};

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const card = (page: Page, category: string) =>
  panel(page).getByRole('listitem').filter({ hasText: category });

test.describe('the notifications bell against the reference server', () => {
  test('desktop: badge, dropdown, tabs, badge reset on open, keyboard and axe', async ({
    page,
  }) => {
    const email = await candidateWithApplication(page, 'notifications.desktop');
    await employer(page, 'interviews', { candidateEmail: email });
    await employer(page, 'forms', { candidateEmail: email });
    await page.goto('/careers/search');

    await expect(bell(page)).toHaveAccessibleName(/^Notifications, [2-9] unread$/);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeFocused();
    // Opening resets the badge at once.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const box = await panel(page).boundingBox();
    expect(box?.width).toBe(480);
    expect(box?.height).toBeLessThanOrEqual(600);

    const interview = card(page, 'Interview scheduled');
    await expect(interview).toContainText(/\d+ minutes? ago|Just now/);
    await expect(interview.getByText('Unread')).toBeAttached();
    await expect(interview.getByText('Action required')).toHaveCount(0);
    const form = card(page, 'Form to complete');
    await expect(form.getByText('Action required')).toBeVisible();
    await expectNoAxeViolations(page);

    await panel(page).getByRole('tab', { name: 'Action required' }).click();
    await expect(card(page, 'Form to complete')).toBeVisible();
    await expect(card(page, 'Interview scheduled')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();

    // The server was told: everything stays seen after a reload.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('phone: a fullscreen modal that closes back to the bell, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await candidateWithApplication(page, 'notifications.phone');
    await employer(page, 'interviews', { candidateEmail: email });
    await page.goto('/careers/search');

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    const box = await panel(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(card(page, 'Interview scheduled')).toBeVisible();
    await expectNoAxeViolations(page);

    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('a card is read at once, and unread again when marking it fails', async ({ page }) => {
    const email = await candidateWithApplication(page, 'notifications.rollback');
    await employer(page, 'interviews', { candidateEmail: email });
    await page.goto('/careers/search');
    await bell(page).click();
    await expect(card(page, 'Interview scheduled').getByText('Unread')).toBeAttached();

    // From here the server's lists wait, so only the bell's own changes show; marking fails.
    const heldLists: Route[] = [];
    await page.route(/\/api\/pcsx\/notifications\?/, (route) => {
      heldLists.push(route);
    });
    let failMarking: (() => void) | undefined;
    const marking = new Promise<void>((resolve) => {
      failMarking = resolve;
    });
    await page.route(/\/api\/pcsx\/notifications\/\d+\/mark_clicked/, async (route) => {
      await marking;
      await route.fulfill({
        status: 500,
        json: { status: 500, code: 'internal', message: 'Unexpected failure.' },
      });
    });

    await card(page, 'Interview scheduled').getByRole('link').click();
    await expect(page).toHaveURL(/\/careers\/interviews/);
    await bell(page).click();
    const interview = card(page, 'Interview scheduled');
    await expect(interview).toBeVisible();
    await expect(interview.getByText('Unread')).toHaveCount(0);

    failMarking?.();
    await expect(interview.getByText('Unread')).toBeAttached();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(heldLists.map((route) => route.continue().catch(() => undefined)));
  });

  test('the badge is polled every minute, and what arrives while open is announced', async ({
    page,
  }) => {
    await page.clock.install();
    const email = await candidateWithApplication(page, 'notifications.polling');
    await page.goto('/careers/search');
    // Open once so everything so far is seen.
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await employer(page, 'interviews', { candidateEmail: email });
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.clock.fastForward('01:00');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    await expect(card(page, 'Interview scheduled')).toBeVisible();
    await employer(page, 'forms', { candidateEmail: email });
    await page.clock.fastForward('01:00');
    await expect(panel(page).getByRole('status')).toHaveText('1 new notification');
    await expect(card(page, 'Form to complete')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('accepting an offer brings "Offer accepted", which leads to the offers', async ({
    page,
  }) => {
    const email = await candidateWithApplication(page, 'notifications.offer');
    const { offerId } = await employer<{ offerId: number }>(page, 'offers', {
      candidateEmail: email,
    });
    const { csrfToken } = await bootOf(page);
    const accepted = await page.request.post(`/api/pcsx/offers/${offerId}/accept`, {
      headers: { 'x-csrf-token': csrfToken },
      multipart: {
        signed_offer_letter_pdf_file: {
          name: 'signed-offer.pdf',
          mimeType: 'application/pdf',
          buffer: PDF_BYTES,
        },
      },
    });
    expect(accepted.status()).toBe(200);
    await page.goto('/careers/search');

    await bell(page).click();
    // Answered, the offer's notification no longer asks for action and reads as seen.
    const offer = card(page, 'Job offer');
    await expect(offer).toBeVisible();
    await expect(offer.getByText('Action required')).toHaveCount(0);
    await expect(offer.getByText('Unread')).toHaveCount(0);
    const acceptedCard = card(page, 'Offer accepted');
    await expect(acceptedCard).toContainText('You accepted the offer');
    await acceptedCard.getByRole('link').click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    await expect(panel(page)).toBeHidden();

    await bell(page).click();
    await expect(card(page, 'Offer accepted').getByText('Unread')).toHaveCount(0);
  });
});
