import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bootOf, registerThroughApi } from '../support/app-actions';

/** A new candidate with one application, applied to and then withdrawn: two steps. */
const withdrawnApplication = async (page: Page): Promise<string> => {
  await page.goto('/careers');
  await registerThroughApi(page, { label: 'timeline', lastname: 'Okafor' });
  const { csrfToken, domain } = await bootOf(page);
  const found = (await (
    await page.request.get('/api/pcsx/search', { params: { query: 'analyst', domain, num: 20 } })
  ).json()) as { data: { positions: { id: number; name: string }[] } };
  const position = found.data.positions.find((candidate) => candidate.id >= 1020);
  if (!position) throw new Error('No open position to apply to');
  const applied = await page.request.post(`/api/pcsx/apply?domain=${domain}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      position_id: position.id,
      domain,
      form_data: { workAuthorization: 'yes', requiresSponsorship: 'no' },
    },
  });
  expect(applied.status()).toBe(201);
  const { application } = ((await applied.json()) as { data: { application: { id: number } } })
    .data;
  const withdrawn = await page.request.post(
    `/api/pcsx/applications/${application.id}/withdraw?domain=${domain}`,
    { headers: { 'x-csrf-token': csrfToken }, data: { domain } },
  );
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  return position.name;
};

interface StepLayout {
  /** How far the connector and the pill overlap across the line (0 when side by side). */
  overlap: number;
  /** Whether the connector comes first in the reading direction. */
  connectorLeads: boolean;
  /** The pill's background is its words' box, not the whole step with its connector. */
  stepBackground: string;
  pillBackground: string;
}

const layoutOf = (step: Locator): Promise<StepLayout> =>
  step.evaluate((item) => {
    const connector = item.querySelector('.timeline__connector');
    const pill = item.querySelector('.timeline__label');
    if (!connector || !pill) throw new Error('The step has no connector or no words');
    const line = connector.getBoundingClientRect();
    const box = pill.getBoundingClientRect();
    const isRtl = getComputedStyle(item).direction === 'rtl';
    return {
      overlap: Math.max(0, Math.min(line.right, box.right) - Math.max(line.left, box.left)),
      connectorLeads: isRtl ? line.left >= box.right : line.right <= box.left,
      stepBackground: getComputedStyle(item).backgroundColor,
      pillBackground: getComputedStyle(pill).backgroundColor,
    };
  });

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test.describe('the application timeline', () => {
  test('reads "Applied on <date>" with the connector beside the current pill, in English and Arabic', async ({
    page,
  }) => {
    const positionName = await withdrawnApplication(page);

    await page.goto('/careers/applications');
    const timeline = page.getByRole('list', { name: `Status history for ${positionName}` });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.first()).toHaveText(/^Applied on \d{2}\/\d{2}\/\d{4}$/, {
      useInnerText: true,
    });
    await expect(steps.last()).toHaveText(/^Withdrawn on \d{2}\/\d{2}\/\d{4}$/, {
      useInnerText: true,
    });
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
    const english = await layoutOf(steps.last());
    expect(english).toMatchObject({
      overlap: 0,
      connectorLeads: true,
      stepBackground: TRANSPARENT,
    });
    expect(english.pillBackground).not.toBe(TRANSPARENT);
    await expectNoAxeViolations(page);

    await page.goto('/careers/applications?hl=ar');
    const arabic = page.getByRole('list', { name: `سجل الحالة لوظيفة ${positionName}` });
    const arabicSteps = arabic.getByRole('listitem');
    await expect(arabicSteps).toHaveCount(2);
    await expect(arabicSteps.first()).toHaveText(/^تم التقديم في \S/, { useInnerText: true });
    await expect(arabicSteps.last()).toHaveText(/^تم السحب في \S/, { useInnerText: true });
    const rightToLeft = await layoutOf(arabicSteps.last());
    expect(rightToLeft).toMatchObject({
      overlap: 0,
      connectorLeads: true,
      stepBackground: TRANSPARENT,
    });
    expect(rightToLeft.pillBackground).not.toBe(TRANSPARENT);
    // The bell shows 2 unread (applied, withdrawn): its Arabic name must say the 2 it shows.
    await expectNoAxeViolations(page);
  });
});
