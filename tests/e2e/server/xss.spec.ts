import { expect, test, type APIResponse, type Page } from '@playwright/test';
import {
  allPayloadsText,
  installXssProbe,
  payloadsUpTo,
  XSS_PAYLOADS,
  type XssPayload,
} from '../support/xss-payloads';
import { bootOf, registerThroughApi, signIn } from '../support/app-actions';

/**
 * The XSS corpus through every place a candidate's or an admin's text is stored and shown, and
 * through the search page's URL parameters: every page showing it is loaded in Chromium with a
 * probe (dialogs, `__xss` calls, armed handlers added to the DOM). None may run.
 */

const ADMIN = 'admin@example.com';

/** Payload texts joined into pieces of at most `max` characters, for long fields. */
const piecesUpTo = (max: number): string[] =>
  XSS_PAYLOADS.reduce<string[]>((pieces, { text }) => {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= max)
      pieces[pieces.length - 1] = `${last}\n${text}`;
    else pieces.push(text);
    return pieces;
  }, []);

/** Cycles through the payloads that fit a short field. */
const cycle = (payloads: XssPayload[]) => {
  let next = 0;
  return () => {
    const payload = payloads[next % payloads.length];
    next += 1;
    return payload.text;
  };
};

const watch = async (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(installXssProbe);
  return dialogs;
};

/** Nothing ran on the page and nothing armed reached its DOM. */
const expectNothingRan = async (page: Page, dialogs: string[], where: string) => {
  const { executed, armed } = await page.evaluate(() => ({
    executed: (window as unknown as { __xssExecuted: number[] }).__xssExecuted,
    armed: (window as unknown as { __xssArmed: string[] }).__xssArmed,
  }));
  expect({ executed, armed, dialogs }, where).toEqual({ executed: [], armed: [], dialogs: [] });
};

const api = async (
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<APIResponse> => {
  const { csrfToken, domain } = await bootOf(page);
  return page.request.fetch(`${path}?domain=${domain}`, {
    method,
    headers: { 'x-csrf-token': csrfToken },
    data,
  });
};

const expectSaved = async (response: APIResponse, what: string) => {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
};

test.describe('XSS corpus', () => {
  test('the probe sees payloads that land armed', async ({ page }) => {
    await watch(page);
    await page.goto('/careers/search');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<img src=x onerror=__xss(7)><a href="javascript:__xss(8)">x</a>';
      document.body.append(box);
    });
    // The handler is refused by the page's policy, and recorded as armed all the same.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __xssArmed: string[] }).__xssArmed.join('\n')),
      )
      .toMatch(/onerror="__xss\(7\)"[\s\S]*javascript:__xss\(8\)/);
  });

  test('a candidate’s stored text: profile, experience, education, links, skills, names', async ({
    page,
  }) => {
    const dialogs = await watch(page);
    await registerThroughApi(page, { label: 'xss' });
    const short = cycle(payloadsUpTo(60));
    const edit = (section: string, operation: string, value: unknown) =>
      api(page, 'POST', '/api/pcsx/profile_edit', {
        op_section: section,
        operation,
        op_data: { value, index: null },
      });
    const firstname = short();
    const headline = cycle(payloadsUpTo(120))();
    await expectSaved(
      await edit('basic_info', 'update', {
        firstname,
        lastname: short(),
        headline,
        location: short(),
      }),
      'basic info',
    );
    const titles: string[] = [];
    for (const description of piecesUpTo(2000)) {
      const title = short();
      titles.push(title);
      await expectSaved(
        await edit('experience', 'add', {
          title,
          company: short(),
          dateRange: { startDate: '01/2020', endDate: null, isCurrent: true },
          description,
        }),
        'experience',
      );
    }
    await expectSaved(
      await edit('education', 'add', {
        school: short(),
        degree: short(),
        field: short(),
        dateRange: { startDate: '09/2015', endDate: '06/2019', isCurrent: false },
      }),
      'education',
    );
    for (const { text } of payloadsUpTo(60).slice(0, 5)) {
      await expectSaved(
        await edit('links', 'add', {
          label: text,
          url: `https://example.com/?q=${encodeURIComponent(text)}`,
        }),
        'link',
      );
    }
    await expectSaved(
      await edit(
        'skills',
        'update',
        payloadsUpTo(60).map((payload) => payload.text),
      ),
      'skills',
    );

    for (const path of ['/careers/profile', '/careers/dashboard', '/careers/export-resume']) {
      await page.goto(path);
      await expect(page.getByText(firstname).first()).toBeVisible();
      if (path === '/careers/profile') {
        await expect(page.getByText(headline).first()).toBeVisible();
        await expect(page.getByText(titles[0]).first()).toBeVisible();
      }
      await expectNothingRan(page, dialogs, path);
    }
  });

  test('a submitted form’s answers, read back in the forms center', async ({ page }) => {
    const dialogs = await watch(page);
    const email = await registerThroughApi(page, { label: 'xss.form' });
    // The developer ATS assigns the next form the candidate lacks, until the emergency contact.
    let formId = '';
    while (formId !== 'frm_emergency_contact') {
      const assigned = await api(page, 'POST', '/dev/ats/forms', { candidateEmail: email });
      await expectSaved(assigned, 'form assigned');
      formId = ((await assigned.json()) as { formId: string }).formId;
    }
    const name = cycle(payloadsUpTo(100))();
    await expectSaved(
      await api(page, 'POST', `/api/pcsx/forms/${formId}/submit`, {
        data: {
          name,
          relationship: 'sibling',
          phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
          notes: piecesUpTo(500)[0],
        },
      }),
      'form',
    );
    await page.goto('/careers/forms/center');
    await page.getByRole('tab', { name: /Completed/ }).click();
    await page.getByRole('link', { name: 'View Emergency contact' }).click();
    await expect(page.getByText(name).first()).toBeVisible();
    await expectNothingRan(page, dialogs, 'forms center');
  });

  test('the site’s branding: banners, footer HTML, navbar links', async ({ page, browser }) => {
    await signIn(page, ADMIN);
    const corpus = allPayloadsText();
    const label = cycle(payloadsUpTo(40));
    const banner = piecesUpTo(500)[0];
    try {
      await expectSaved(
        await api(page, 'PUT', '/api/pcsx/branding/banners', {
          implementationBanner: { displayBanner: true, displayText: banner },
          banners: [
            { page: 'jobs', type: 'info', html: corpus },
            { page: 'jobs', type: 'alert', html: corpus },
          ],
        }),
        'banners',
      );
      await expectSaved(
        await api(page, 'PUT', '/api/pcsx/branding/footer', {
          html: corpus,
          hideProviderLogo: false,
        }),
        'footer',
      );
      const navLabels = [label(), label(), label()];
      await expectSaved(
        await api(page, 'PUT', '/api/pcsx/branding/navbar', {
          links: navLabels.map((text, index) => ({
            label: text,
            url: `https://example.com/${index}`,
          })),
        }),
        'navbar',
      );
      // A visitor sees the branding on every page.
      const visitor = await browser.newPage();
      const dialogs = await watch(visitor);
      for (const path of ['/careers/search', '/careers/job/1000']) {
        await visitor.goto(path);
        await expect(visitor.getByRole('contentinfo')).toBeVisible();
        await expect(visitor.getByText(navLabels[0]).first()).toBeVisible();
        await expectNothingRan(visitor, dialogs, path);
      }
      await visitor.close();
    } finally {
      await api(page, 'PUT', '/api/pcsx/branding/banners', {
        implementationBanner: { displayBanner: false, displayText: '' },
        banners: [],
      });
      await api(page, 'PUT', '/api/pcsx/branding/footer', { html: null, hideProviderLogo: false });
      await api(page, 'PUT', '/api/pcsx/branding/navbar', { links: [] });
    }
  });

  test('the search page’s URL: query, location, hl, pid and the path form', async ({ page }) => {
    const dialogs = await watch(page);
    const payloads = XSS_PAYLOADS.map((payload) => encodeURIComponent(payload.text));
    const parameters = ['query', 'location', 'hl', 'pid'];
    // Four payloads per load: one in each parameter.
    for (let index = 0; index < payloads.length; index += parameters.length) {
      const search = payloads
        .slice(index, index + parameters.length)
        .map((payload, position) => `${parameters[position]}=${payload}`)
        .join('&');
      await page.goto(`/careers/search?${search}`);
      await expect(page.getByRole('combobox').first()).toBeVisible();
      await expectNothingRan(page, dialogs, `search with payloads ${index + 1}…${index + 4}`);
    }
    for (const [query, location] of [
      [payloads[0], payloads[1]],
      [payloads[30], payloads[31]],
    ]) {
      await page.goto(`/careers/${query}/${location}`);
      await expect(page.getByRole('combobox').first()).toBeVisible();
      await page.goto(`/careers/job/${query}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNothingRan(page, dialogs, 'path parameters');
    }
  });
});
