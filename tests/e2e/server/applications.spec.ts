import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  answerApplyQuestions,
  CHECK_EMAIL_MESSAGE,
  confirmAccountFromMail,
  DEMO_PASSWORD,
  finishSetupThroughApi,
  mailedAccountToken,
  mailedLink,
  registerThroughApi,
  signIn,
  uniqueEmail,
} from '../support/app-actions';

const DOMAIN = 'northwindlabs.com';

interface Envelope<T> {
  data: T;
}

const csrfToken = async (page: Page): Promise<string> => {
  const boot = (await (await page.request.get('/api/pcsx/boot')).json()) as Envelope<{
    csrfToken: string;
  }>;
  return boot.data.csrfToken;
};

/**
 * A fresh candidate, signed in in this page's browser, with profile set-up done through the API
 * (set-up is another flow's subject), so tests never share state.
 */
const registerCandidate = (page: Page, label: string): Promise<string> =>
  registerThroughApi(page, { label: `applications.${label}`, lastname: 'Park' });

/** An open position found by a search, for applying without touching the demo data. */
const openPosition = async (page: Page, query: string): Promise<{ id: number; name: string }> => {
  const answer = (await (
    await page.request.get('/api/pcsx/search', { params: { query, domain: DOMAIN, num: 20 } })
  ).json()) as Envelope<{ positions: { id: number; name: string }[] }>;
  // Ids below 1020 are the demo candidates' hand-written positions.
  const position = answer.data.positions.filter((found) => found.id >= 1020).at(0);
  if (!position) throw new Error(`No open position found for "${query}"`);
  return position;
};

const applyThroughApi = async (page: Page, positionId: number) => {
  const applied = await page.request.post('/api/pcsx/apply', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: {
      position_id: positionId,
      domain: DOMAIN,
      form_data: { workAuthorization: 'yes', requiresSponsorship: 'no' },
    },
  });
  expect(applied.status()).toBe(201);
};

const openMyCareer = async (page: Page, link: string) => {
  await page.getByRole('button', { name: 'My career' }).click();
  await page.getByRole('menuitem', { name: link, exact: true }).click();
};

/** Presses Tab until `target` has focus: the keyboard's way to reach a control. */
const tabTo = async (page: Page, target: Locator, limit = 60) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test.describe('drafts, applications and apply against the reference server', () => {
  test('a draft saves itself, comes back on "Continue application", and deletes with rollback', async ({
    page,
  }) => {
    await page.goto('/careers');
    await registerCandidate(page, 'draft');
    const position = await openPosition(page, 'engineer');
    await page.goto(`/careers/apply?pid=${position.id}`);
    const coverLetter = page.getByLabel('Cover letter');
    await coverLetter.fill('I build reliable data pipelines.');
    await expect(page.getByText('Draft saved')).toBeVisible();

    // Leaving by the menu right after typing still keeps the last words.
    await coverLetter.press('End');
    await coverLetter.pressSequentially(' And dashboards.');
    await openMyCareer(page, 'Applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const drafts = page.getByRole('region', { name: 'Draft applications' });
    const continueLink = drafts.getByRole('link', {
      name: `Continue application for ${position.name}`,
    });
    await expect(continueLink).toBeVisible();
    await continueLink.click();
    await expect(page.getByText(/We restored the answers you saved on/)).toBeVisible();
    await expect(page.getByLabel('Cover letter')).toHaveValue(
      'I build reliable data pipelines. And dashboards.',
    );

    await openMyCareer(page, 'Applications');
    const deleteButton = drafts.getByRole('button', { name: `Delete draft for ${position.name}` });
    await expect(deleteButton).toBeVisible();
    await page.route('**/api/pcsx/draft_applications?*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'internal', message: 'Unavailable' }),
          })
        : route.continue(),
    );
    await deleteButton.click();
    await expect(page.getByText('Failed to delete draft application')).toBeVisible();
    await expect(deleteButton).toBeVisible();

    await page.unroute('**/api/pcsx/draft_applications?*');
    await deleteButton.click();
    await expect(page.getByText('Deleted draft application')).toBeVisible();
    await expect(deleteButton).toBeHidden();
    // The button pressed is gone: focus waits on the list's heading, not on the page.
    await expect(drafts.getByRole('heading', { name: 'Draft applications' })).toBeFocused();
    await page.reload();
    await expect(drafts.getByText('You have no open draft applications.')).toBeVisible();
  });

  test('withdrawing with a reason ends the timeline with "Withdrawn"', async ({ page }) => {
    await page.goto('/careers');
    await registerCandidate(page, 'withdraw');
    const position = await openPosition(page, 'analyst');
    await applyThroughApi(page, position.id);
    await page.goto('/careers/applications');
    await expect(
      page.getByRole('list', { name: `Status history for ${position.name}` }),
    ).toContainText('Applied on');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Withdraw application for ${position.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Reason (optional)').fill('I accepted another offer.');
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(
      page.getByText(`Your application for ${position.name} was withdrawn.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // The Withdraw button left with the application: focus waits on the list's heading.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Active', exact: true }),
    ).toBeFocused();

    const inactive = page.getByRole('region', { name: 'Inactive' });
    const timeline = inactive.getByRole('list', { name: `Status history for ${position.name}` });
    await expect(timeline.getByRole('listitem').last()).toContainText('Withdrawn on');
    await expect(inactive).toContainText('Your reason: I accepted another offer.');
    await expect(
      page.getByRole('button', { name: `Withdraw application for ${position.name}` }),
    ).toHaveCount(0);
  });

  test('a candidate who already applied learns it before the form opens', async ({ page }) => {
    await signIn(page);
    await page.goto('/careers/apply?pid=1003');
    await expect(page.getByText('You have already applied to this position.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
    await page.getByRole('link', { name: 'View your application' }).click();
    await expect(page).toHaveURL(/\/careers\/applications#application-\d+$/);
    const card = page.locator(':focus');
    await expect(card).toContainText('Site Reliability Engineer');
  });

  test('the My career menu reaches every page, and the dashboards show every tab', async ({
    page,
  }) => {
    await signIn(page);
    const pages: [string, RegExp][] = [
      ['Profile', /\/careers\/profile$/],
      ['Applications', /\/careers\/applications$/],
      ['Saved jobs', /\/careers\/saved-jobs$/],
      ['Interviews', /\/careers\/interviews$/],
      ['Events', /\/careers\/events$/],
      ['Referrals', /\/careers\/referrals$/],
      ['Offers', /\/careers\/offers/],
      ['Forms center', /\/careers\/forms\/center$/],
      ['Settings', /\/careers\/settings$/],
      ['Export resume', /\/careers\/export-resume$/],
      ['Dashboard', /\/careers\/dashboard$/],
    ];
    for (const [name, url] of pages) {
      await openMyCareer(page, name);
      await expect(page).toHaveURL(url);
    }

    // The keyboard: Escape closes the menu and gives focus back to its button.
    const menuButton = page.getByRole('button', { name: 'My career' });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('tab')).toHaveCount(10);
    await expect(page.getByRole('tabpanel')).toContainText('Site Reliability Engineer');
    await expectNoAxeViolations(page);
    for (const [tab, text] of [
      ['Open drafts', 'Continue application'],
      ['Offers', 'Offer extended'],
      ['Next steps', 'Apply to similar jobs'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toContainText(text);
    }
    await page
      .getByRole('tabpanel', { name: 'Next steps' })
      .getByRole('link', {
        name: 'See similar jobs',
      })
      .click();
    await expect(page).toHaveURL(/\/careers\/search\?query=Data(%20|\+)Engineer/);

    await page.goto('/careers/dashboardv2');
    await expect(page.getByRole('region', { name: 'Referrals' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saved jobs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Interviews' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a phone, the My career menu opens inside the folded navbar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const menuButton = page.getByRole('button', { name: 'My career' });
    await expect(menuButton).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menuButton.click();
    const interviews = page.getByRole('menuitem', { name: 'Interviews', exact: true });
    await expect(interviews).toBeInViewport();
    await interviews.click();
    await expect(page).toHaveURL(/\/careers\/interviews$/);
    await expect(menuButton).toBeHidden();
  });

  test('with the keyboard alone, a visitor registers, confirms the account and applies', async ({
    page,
  }) => {
    await page.goto('/careers');
    const position = await openPosition(page, 'designer');
    await page.goto(`/careers/apply?pid=${position.id}`);
    const signInButton = page.getByRole('button', { name: 'Sign in to apply' });
    await expect(signInButton).toBeVisible();
    await tabTo(page, signInButton);
    await page.keyboard.press('Enter');
    const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
    await tabTo(page, signInDialog.getByRole('button', { name: 'Create an account' }));
    await page.keyboard.press('Enter');
    const registerDialog = page.getByRole('dialog', { name: 'Create an account' });
    await tabTo(page, registerDialog.getByLabel('First name'));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys');
    await page.keyboard.press('Tab');
    const email = uniqueEmail('applications.keyboard');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, registerDialog.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    // The answer takes the focus, so a screen reader reads it out.
    await expect(registerDialog.getByRole('status')).toBeFocused();
    await expect(registerDialog.getByRole('status')).toContainText(email);
    await expectNoAxeViolations(page);

    await page.goto(await mailedLink(page.request, email, '/careers/confirm-account#token='));
    const create = page.getByRole('button', { name: 'Create my account' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    // A new account sets up its profile first, by keyboard too: no resume, then preferences.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your profile' }),
    ).toBeVisible();
    for (const step of ['Skip this step', 'Continue', 'Skip this step', 'Finish setup']) {
      await tabTo(page, page.getByRole('button', { name: step }));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await page.goto(`/careers/apply?pid=${position.id}`);

    await expect(
      page.getByRole('heading', { level: 1, name: `Apply for ${position.name}` }),
    ).toBeVisible();
    await expect(page.getByLabel('First name *')).toHaveValue('Kim');
    await tabTo(page, page.getByLabel('Phone number'));
    await page.keyboard.type('512-555-0148');
    const authorized = page.getByRole('radiogroup', { name: 'Are you authorized to work here?' });
    await tabTo(page, authorized.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(authorized.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const sponsorship = page.getByRole('radiogroup', { name: 'Will you need sponsorship?' });
    await tabTo(page, sponsorship.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect(sponsorship.getByRole('radio', { name: 'No' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Submit application' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'See your applications' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: `Status history for ${position.name}` }),
    ).toBeVisible();
  });

  test("a visitor's application belongs to the account they create from its confirmation", async ({
    page,
  }) => {
    await page.goto('/careers');
    const position = await openPosition(page, 'manager');
    const email = uniqueEmail('applications.visitor');
    await page.goto(`/careers/apply?pid=${position.id}`);
    await page.getByLabel('First name *').fill('Vic');
    await page.getByLabel('Last name *').fill('Itor');
    await page.getByLabel('Email *').fill(email);
    await answerApplyQuestions(page);
    await page.getByRole('button', { name: 'Submit application' }).click();

    const offer = page.getByRole('form', { name: 'Follow your application' });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your applications' })).toHaveCount(0);
    await expect(offer.getByLabel('Email')).toHaveValue(email);
    await expectNoAxeViolations(page);
    await offer.getByLabel('Password').fill(DEMO_PASSWORD);
    await offer.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: CHECK_EMAIL_MESSAGE })).toBeVisible();
    await confirmAccountFromMail(page, email);
    await finishSetupThroughApi(page);
    await page.goto('/careers/applications');
    await expect(
      page.getByRole('list', { name: `Status history for ${position.name}` }),
    ).toBeVisible();
  });

  test('a visitor with an account signs in from the confirmation and finds the application there', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail('applications.tracker');
    const elsewhere = await playwright.request.newContext({ baseURL });
    const boot = (await (await elsewhere.get('/api/pcsx/boot')).json()) as Envelope<{
      csrfToken: string;
    }>;
    const registered = await elsewhere.post('/api/pcsx/auth/register', {
      headers: { 'x-csrf-token': boot.data.csrfToken },
      data: { email, password: DEMO_PASSWORD, firstname: 'Tracy', lastname: 'Kerr' },
    });
    expect(registered.status()).toBe(202);
    const confirmed = await elsewhere.post('/api/pcsx/auth/register/confirm', {
      headers: { 'x-csrf-token': registered.headers()['x-csrf-token'] ?? '' },
      data: { token: await mailedAccountToken(elsewhere, email) },
    });
    expect(confirmed.status()).toBe(201);
    const onboarded = await elsewhere.post('/api/pcsx/onboarding', {
      headers: { 'x-csrf-token': confirmed.headers()['x-csrf-token'] ?? '' },
      data: { domain: DOMAIN },
    });
    expect(onboarded.ok()).toBe(true);
    await elsewhere.dispose();

    await page.goto('/careers');
    const position = await openPosition(page, 'scientist');
    await page.goto(`/careers/apply?pid=${position.id}`);
    await page.getByLabel('First name *').fill('Tracy');
    await page.getByLabel('Last name *').fill('Kerr');
    await page.getByLabel('Email *').fill(email);
    await answerApplyQuestions(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('button', { name: 'Sign in to track it' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/careers\/applications$/);
    await expect(
      page.getByRole('list', { name: `Status history for ${position.name}` }),
    ).toBeVisible();
  });
});
