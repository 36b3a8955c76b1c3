import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/app-actions';

/*
 * The small things a candidate reads on the search and job pages and the dashboard: a place named
 * once, no empty heading, a weak match that does not look like good news, past events in the past
 * tense, a pay question answered about pay, and the chat's answers in the page's language.
 */

const resultCards = (page: Page) => page.locator('.result-card');

/** Opens the job page of the first result of a search, once the app has taken over the page. */
const openFirstJob = async (page: Page, search: string) => {
  await page.goto(`/careers/search?${search}`);
  const href = await resultCards(page).first().getAttribute('href');
  if (href === null) throw new Error(`no result for ${search}`);
  await page.goto(href);
  // The first paint has no actions: the Apply link means the app's page is there.
  await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
};

/** The success colours the match badge wears (the theme's defaults). */
const SUCCESS_BACKGROUND = 'rgb(220, 252, 231)';
const SUCCESS_TEXT = 'rgb(6, 95, 70)';

const askChat = async (page: Page, question: string, sendLabel: string) => {
  const chat = page.locator('.chat-sidebar');
  await chat.getByRole('textbox').fill(question);
  await chat.getByRole('button', { name: sendLabel }).click();
  const reply = chat.locator('.chat-entry--assistant').last();
  await expect(chat.getByRole('status')).toHaveCount(0);
  return reply;
};

test.describe('search and job details', () => {
  test('a remote job names its place once, as people write it', async ({ page }) => {
    await openFirstJob(page, 'query=remote+data+engineer');
    const place = page.getByText(/ · Remote$/);
    await expect(place).toBeVisible();
    // "Austin, United States · Remote", not "Austin, United States | US · Remote".
    await expect(place).toHaveText(/^[^|,]+, [A-Z][a-z]+( [A-Z][a-z]+)* · Remote$/);
  });

  test('a job page has no empty heading above the description’s own', async ({ page }) => {
    await openFirstJob(page, 'query=data+engineer');
    const article = page.locator('article.position-details');
    // Under the title, the description's own heading comes first, with its text beneath it.
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText('About the role');
    await expect(article.getByRole('heading', { name: 'About the job' })).toHaveCount(0);
  });

  test('a low match is not drawn as a success', async ({ page }) => {
    await signIn(page);
    await page.goto('/careers/search?query=accountant');
    const match = page.getByRole('region', { name: 'Your match' });
    const badge = match.getByText('Low match', { exact: true });
    await expect(badge).toBeVisible();
    const colours = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours.background).not.toBe(SUCCESS_BACKGROUND);
    expect(colours.text).not.toBe(SUCCESS_TEXT);
    await expectNoAxeViolations(page);
  });

  test('an event that has ended reads in the past tense on the dashboard', async ({ page }) => {
    await signIn(page, undefined, '/careers/dashboard?tab=events');
    const events = page.getByRole('region', { name: 'Events', exact: true });
    const meetup = events.getByRole('listitem').filter({ hasText: 'Women in Engineering Meetup' });
    await expect(meetup).toContainText('Ended · You were registered');
    await expect(meetup).not.toContainText('You are registered');
    // An upcoming event the candidate registered for still says so.
    const openHouse = events.getByRole('listitem').filter({ hasText: 'Open House' });
    await expect(openHouse).toContainText('You are registered');
  });

  test('the assistant answers a pay question with pay, not with a search for its words', async ({
    page,
  }) => {
    await page.goto('/careers/search');
    await page.getByRole('button', { name: 'Ask Northwind Labs' }).click();
    const reply = await askChat(page, 'How much do data analysts earn?', 'Send');
    await expect(reply).toContainText(/typically pay \$[\d,]+ to \$[\d,]+ a year/);
    await expect(reply).not.toContainText('earn');
    await expect(reply.getByRole('link').first()).toHaveText(/Data Analyst/);
  });

  test('in German, the assistant answers a pay question in German', async ({ page }) => {
    await page.goto('/careers/search?hl=de');
    await page.getByRole('button', { name: /Northwind Labs/ }).click();
    const reply = await askChat(page, 'Gehalt Data Analyst', 'Senden');
    // German words, and money as German writes it: "72.000 $".
    await expect(reply).toContainText(/verdienen .*\d{1,3}(\.\d{3})+\s\$/);
    await expect(reply).not.toContainText('Gehalt Data Analyst');
  });
});
