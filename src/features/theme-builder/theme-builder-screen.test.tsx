import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import { getGetBrandingResponseMock } from '@generated/api/branding/branding.faker';
import type { BrandingSettings, SessionUser } from '@generated/api/models';
import { defaultThemeValues } from '../../shared/theme-tokens';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { ThemeBuilderScreen } from './theme-builder-screen';

const bootFor = (user: Partial<SessionUser>) => {
  const boot = getGetBootDataResponseMock();
  if (!boot.data.user) throw new Error('the boot example has no user');
  boot.data = { ...boot.data, isLoggedIn: true, user: { ...boot.data.user, ...user } };
  return boot;
};

const brandingWithDefaults = (): BrandingSettings => {
  const { data } = getGetBrandingResponseMock();
  return {
    ...data,
    themes: [
      {
        product: 'pcsx',
        draft: defaultThemeValues(),
        published: null,
        draftSavedAt: null,
        publishedAt: null,
      },
      {
        product: 'default',
        draft: defaultThemeValues(),
        published: null,
        draftSavedAt: null,
        publishedAt: null,
      },
    ],
  };
};

const serveBuilder = () => {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let settings = brandingWithDefaults();
  server.use(
    http.get('*/api/pcsx/boot', () => HttpResponse.json(bootFor({ isThemeBuilderUser: true }))),
    http.get('*/api/pcsx/branding', () => HttpResponse.json({ status: 200, data: settings })),
    http.put('*/api/pcsx/branding/themes/:product', async ({ request, params }) => {
      const body = (await request.json()) as {
        values: BrandingSettings['themes'][number]['draft'];
      };
      requests.push({ method: 'PUT', path: String(params.product), body });
      settings = {
        ...settings,
        themes: settings.themes.map((theme) =>
          theme.product === params.product ? { ...theme, draft: body.values } : theme,
        ),
      };
      return HttpResponse.json({ status: 200, data: settings });
    }),
  );
  return requests;
};

const stubWideScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderBuilder = () =>
  renderRoutes(
    [{ path: '/careers/theme-builder', element: <ThemeBuilderScreen /> }],
    '/careers/theme-builder',
  );

beforeEach(stubWideScreen);
afterEach(() => vi.unstubAllGlobals());

// The builder mounts the whole theme form (every section, all but one hidden): slow in jsdom.
describe('theme builder', () => {
  test('a signed-in user who is not a theme builder is told so, without the builder', async () => {
    server.use(
      http.get('*/api/pcsx/boot', () => HttpResponse.json(bootFor({ isThemeBuilderUser: false }))),
    );
    renderBuilder();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only theme-builder users can change the site's theme.",
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  test('edits a section, previews it, and saves the draft', async () => {
    const requests = serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Primary buttons' }));
    expect(screen.getByRole('button', { name: 'Primary buttons' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const background = screen.getByRole('textbox', { name: 'Background' });
    await user.clear(background);
    await user.type(background, '#0f766e');
    await user.tab();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(
      screen.getByTitle('Preview of Job search in the theme being edited'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('pcsx');
    expect(requests[0]?.body).toMatchObject({
      values: { primary_buttons: { background: '#0f766e' }, navbar: defaultThemeValues().navbar },
    });
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
  });

  test('a failing pair is listed with its ratio and holds back publishing', async () => {
    const requests = serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Primary buttons' }));
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, '#1d4ed8');
    await user.tab();
    const panel = screen.getByRole('region', { name: 'Contrast check' });
    expect(
      within(panel).getByText('Primary buttons: Text on Background: 1.00:1, needs at least 4.5:1'),
    ).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(/1 text and background pair fails/);
    await user.click(publish);
    expect(requests).toHaveLength(0);
  });

  test('undo returns to the saved draft', async () => {
    serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Navigation bar' }));
    const background = screen.getByRole('textbox', { name: 'Background' });
    const saved = (background as HTMLInputElement).value;
    await user.clear(background);
    await user.type(background, '#000000');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Undo unsaved changes' }));
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue(saved);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  test('an import that is not JSON is refused with a message', async () => {
    serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Import JSON');
    await user.upload(input, new File(['{oops'], 'theme.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not valid JSON.');
  });

  test('a valid import becomes unsaved changes', async () => {
    serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    const values = defaultThemeValues();
    values.navbar = { ...values.navbar, background: '#7c2d12' };
    const file = new File([JSON.stringify({ product: 'pcsx', values })], 'theme.json', {
      type: 'application/json',
    });
    await user.upload(await screen.findByLabelText('Import JSON'), file);
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Navigation bar' }));
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue('#7c2d12');
  });

  test('a file exported from the other product switches the builder to that product', async () => {
    serveBuilder();
    renderBuilder();
    const user = userEvent.setup();
    const values = defaultThemeValues();
    values.navbar = { ...values.navbar, background: '#14532d' };
    const file = new File([JSON.stringify({ product: 'default', values })], 'theme.json', {
      type: 'application/json',
    });
    expect(await screen.findByRole('radio', { name: 'Careers site' })).toBeChecked();
    await user.upload(await screen.findByLabelText('Import JSON'), file);
    expect(
      await screen.findByText(/This file holds the “Default” theme, so the builder switched/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Navigation bar' }));
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue('#14532d');
    // The careers site's theme is untouched.
    await user.click(screen.getByRole('radio', { name: 'Careers site' }));
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Background' })).not.toHaveValue('#14532d');
  });
});
