import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import { getGetBrandingResponseMock } from '@generated/api/branding/branding.faker';
import type { BrandingSettings } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { Link } from '../../i18n/localized-navigation';
import { BrandingAdminScreen } from './branding-admin-screen';

const PATH = '/careers/admin/branding';

const bootAs = (role: 'candidate' | 'admin' | 'themeBuilder') => {
  const boot = getGetBootDataResponseMock();
  boot.data.themeBuilderUser = role === 'themeBuilder';
  if (boot.data.user) {
    boot.data.user.is_admin = role === 'admin';
    boot.data.user.isThemeBuilderUser = role === 'themeBuilder';
  }
  return http.get('*/api/pcsx/boot', () => HttpResponse.json(boot));
};

const settings = (change: Partial<BrandingSettings> = {}): BrandingSettings => ({
  ...getGetBrandingResponseMock().data,
  ...change,
});

const answer = (data: BrandingSettings) => HttpResponse.json({ status: 200, data });

const renderScreen = (tab?: string) =>
  renderRoutes(
    [{ path: PATH, element: <BrandingAdminScreen /> }],
    tab ? `${PATH}?tab=${tab}` : PATH,
  );

describe('who may use the branding screen', () => {
  test('a candidate is told they are not allowed, and nothing is fetched', async () => {
    let wasFetched = false;
    server.use(
      bootAs('candidate'),
      http.get('*/api/pcsx/branding', () => {
        wasFetched = true;
        return answer(settings());
      }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You are not allowed to change this site's branding.",
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(wasFetched).toBe(false);
  });

  test('an admin gets the five tabs', async () => {
    server.use(bootAs('admin'));
    renderScreen();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Banners',
      'Hero images',
      'Footer',
      'Navbar',
      'Head scripts',
    ]);
  });

  test('the server refusing says the same as the screen', async () => {
    server.use(
      bootAs('themeBuilder'),
      http.get('*/api/pcsx/branding', () =>
        HttpResponse.json(
          { status: 403, code: 'forbidden', message: 'User does not have permissions' },
          { status: 403 },
        ),
      ),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed');
  });
});

describe('unsaved changes', () => {
  test('survive switching tabs, and leaving the screen asks first', async () => {
    server.use(
      bootAs('admin'),
      http.get('*/api/pcsx/branding', () =>
        answer(settings({ footer: { html: null, hideProviderLogo: false } })),
      ),
    );
    renderRoutes(
      [
        {
          path: PATH,
          element: (
            <>
              <BrandingAdminScreen />
              <Link to="/careers/jobs">Jobs</Link>
            </>
          ),
        },
        { path: '/careers/jobs', element: <h1>Jobs page</h1> },
      ],
      `${PATH}?tab=footer`,
    );
    const user = userEvent.setup();
    const footerHtml = await screen.findByLabelText('Footer HTML');
    await user.type(footerHtml, '<p>Draft</p>');
    await user.click(screen.getByRole('tab', { name: 'Navbar' }));
    expect(footerHtml).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Footer' }));
    expect(footerHtml).toBeVisible();
    expect(footerHtml).toHaveValue('<p>Draft</p>');

    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('heading', { name: 'Jobs page' })).not.toBeInTheDocument();
    expect(footerHtml).toHaveValue('<p>Draft</p>');

    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  });
});

describe('banners', () => {
  test('the preview filters the HTML, and after saving the field shows what the server kept', async () => {
    let sent: unknown;
    server.use(
      bootAs('themeBuilder'),
      http.get('*/api/pcsx/branding', () => answer(settings({ banners: [] }))),
      http.put('*/api/pcsx/branding/banners', async ({ request }) => {
        sent = await request.json();
        return answer(
          settings({ banners: [{ page: 'jobs', type: 'alert', html: '<img src="x"><b>Hi</b>' }] }),
        );
      }),
    );
    const { container } = renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a banner' }));
    const group = screen.getByRole('group', { name: 'Banner 1' });
    expect(within(group).getByLabelText('Page')).toHaveFocus();
    await user.selectOptions(within(group).getByLabelText('Page'), 'Job search');
    await user.selectOptions(within(group).getByLabelText('Type'), 'Alert');
    const html = within(group).getByLabelText('HTML');
    await user.click(html);
    await user.paste(
      '<img src=x onerror="window.hacked=1"><b>Hi</b><script>window.hacked=2</script>',
    );
    const preview = await within(group).findByText('Hi');
    expect(preview.tagName).toBe('B');
    expect(
      container.querySelector('.branding-admin__preview img')?.getAttribute('onerror'),
    ).toBeNull();
    expect(container.querySelector('.branding-admin__preview script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save banners' }));
    expect(await screen.findByText('Banners saved')).toBeInTheDocument();
    expect(sent).toEqual({
      implementationBanner: { displayBanner: false, displayText: '' },
      banners: [
        {
          page: 'jobs',
          type: 'alert',
          html: '<img src=x onerror="window.hacked=1"><b>Hi</b><script>window.hacked=2</script>',
        },
      ],
    });
    expect(screen.getByLabelText('HTML')).toHaveValue('<img src="x"><b>Hi</b>');
    expect(screen.getByText(/Some of the HTML was removed/)).toBeInTheDocument();
  });

  test('an empty banner is refused before sending, next to its field, which takes focus', async () => {
    let wasSent = false;
    server.use(
      bootAs('admin'),
      http.get('*/api/pcsx/branding', () => answer(settings({ banners: [] }))),
      http.put('*/api/pcsx/branding/banners', () => {
        wasSent = true;
        return answer(settings());
      }),
    );
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a banner' }));
    await user.click(screen.getByRole('button', { name: 'Save banners' }));
    const html = screen.getByLabelText('HTML');
    expect(html).toHaveFocus();
    expect(html).toHaveAccessibleDescription('This field is required');
    expect(wasSent).toBe(false);
  });

  test("the server's field problems are shown next to their fields", async () => {
    server.use(
      bootAs('admin'),
      http.put('*/api/pcsx/branding/banners', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Some values are not valid.',
            fields: [{ name: 'banners.0.html', message: 'banners.0.html is too long.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save banners' }));
    await waitFor(() =>
      expect(screen.getByLabelText('HTML')).toHaveAccessibleDescription(
        'banners.0.html is too long.',
      ),
    );
  });
});

describe('hero images', () => {
  test('each image is listed with its page, width and dimensions, and deleted after confirming', async () => {
    let deletedId: string | undefined;
    server.use(
      bootAs('admin'),
      http.delete('*/api/pcsx/branding/hero_images/:imageId', ({ params }) => {
        deletedId = String(params.imageId);
        return answer(settings({ heroImages: [] }));
      }),
    );
    renderScreen('heroImages');
    const user = userEvent.setup();
    const item = (await screen.findByText('1,920 × 640 pixels')).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('Job search')).toBeInTheDocument();
    expect(within(item).getByText('From 1,024 px')).toBeInTheDocument();
    expect(within(item).getByText('Decorative')).toBeInTheDocument();
    const image = item.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      '/careers/branding/assets/hero-3-5f2b9c1e7a4d-960.webp 960w, /careers/branding/assets/hero-3-5f2b9c1e7a4d-1920.webp 1920w',
    );

    const deleteButton = within(item).getByRole('button', {
      name: 'Delete the hero image of Job search from 1,024 px',
    });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this hero image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteButton).toHaveFocus();
    expect(deletedId).toBeUndefined();

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('No hero images yet.')).toBeInTheDocument();
    expect(deletedId).toBe('3');
    expect(screen.getByRole('heading', { name: 'Hero images' })).toHaveFocus();
  });

  test('uploads a chosen image for a page and width, with its text alternative', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      bootAs('admin'),
      http.post('*/api/pcsx/branding/hero_images', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return answer(settings());
      }),
    );
    renderScreen('heroImages');
    const user = userEvent.setup();
    // The panel shown: the other tabs' panels stay mounted (hidden) to keep their drafts.
    const panel = within(await screen.findByRole('tabpanel'));
    const earlier = new File([new Uint8Array([255, 216, 255])], 'old.jpg', { type: 'image/jpeg' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'hero.png', { type: 'image/png' });
    // A second choice replaces the first: only the last file chosen is sent.
    await user.upload(panel.getByLabelText('Image'), earlier);
    await user.upload(panel.getByLabelText('Image'), file);
    await user.selectOptions(panel.getByLabelText('Page'), 'Every page');
    await user.click(panel.getByLabelText('Another width'));
    await user.type(panel.getByLabelText('Smallest screen width in pixels'), '800');
    await user.type(panel.getByLabelText('Text alternative'), 'Our team at work');
    await user.click(panel.getByRole('button', { name: 'Upload hero image' }));
    expect(await screen.findByText('Hero image added')).toBeInTheDocument();
    expect(sent).toEqual({
      page: '*',
      minWidth: 800,
      alt: 'Our team at work',
      image: `data:image/png;base64,${btoa(String.fromCharCode(137, 80, 78, 71))}`,
    });
  });

  test('a file of another type is refused before sending; a refusal by the server is explained', async () => {
    server.use(
      bootAs('admin'),
      http.post('*/api/pcsx/branding/hero_images', () =>
        HttpResponse.json(
          { status: 413, code: 'payload_too_large', message: 'Too large.' },
          { status: 413 },
        ),
      ),
    );
    renderScreen('heroImages');
    const user = userEvent.setup({ applyAccept: false });
    const panel = within(await screen.findByRole('tabpanel'));
    const input = panel.getByLabelText('Image');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(panel.getByLabelText('Decorative image: screen readers skip it'));
    await user.click(panel.getByRole('button', { name: 'Upload hero image' }));
    expect(input).toHaveAccessibleDescription('Choose a PNG, JPEG or WebP image.');

    await user.upload(input, new File([new Uint8Array([1])], 'hero.jpg', { type: 'image/jpeg' }));
    await user.click(panel.getByRole('button', { name: 'Upload hero image' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'The server refused the image because it is too large.',
      ),
    );
  });
});

describe('footer', () => {
  test('saves the HTML and the "Powered by" choice; empty HTML restores the default footer', async () => {
    let sent: unknown;
    server.use(
      bootAs('admin'),
      http.put('*/api/pcsx/branding/footer', async ({ request }) => {
        sent = await request.json();
        return answer(settings({ footer: { html: null, hideProviderLogo: true } }));
      }),
    );
    renderScreen('footer');
    const user = userEvent.setup();
    const html = await screen.findByLabelText('Footer HTML');
    expect(await screen.findByRole('link', { name: 'All jobs' })).toBeInTheDocument();
    await user.clear(html);
    await user.click(screen.getByLabelText('Hide “Powered by”'));
    await user.click(screen.getByRole('button', { name: 'Save footer' }));
    expect(await screen.findByText('Footer saved')).toBeInTheDocument();
    expect(sent).toEqual({ html: null, hideProviderLogo: true });
  });
});

describe('navbar', () => {
  test('links move up and down with focus following them, and are saved in order', async () => {
    let sent: unknown;
    server.use(
      bootAs('admin'),
      http.put('*/api/pcsx/branding/navbar', async ({ request }) => {
        sent = await request.json();
        return answer(settings());
      }),
    );
    renderScreen('navbar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    expect(screen.getAllByLabelText('Label')[1]).toHaveFocus();
    await user.keyboard('Benefits');
    await user.type(
      within(screen.getByRole('group', { name: 'Link 2' })).getByLabelText('Address'),
      '/careers/search',
    );
    await user.click(screen.getByRole('button', { name: 'Move link 2 up' }));
    expect(screen.getByRole('button', { name: 'Move link 1 down' })).toHaveFocus();
    const [first, second] = screen.getAllByLabelText('Label');
    expect(first).toHaveValue('Benefits');
    expect(second).toHaveValue('About us');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Navbar links saved')).toBeInTheDocument();
    expect(sent).toEqual({
      links: [
        { label: 'Benefits', url: '/careers/search' },
        { label: 'About us', url: 'https://www.northwindlabs.com/about' },
      ],
    });
  });

  test('a javascript: address is refused', async () => {
    server.use(bootAs('admin'));
    renderScreen('navbar');
    const user = userEvent.setup();
    const url = await screen.findByLabelText('Address');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(url).toHaveFocus();
    expect(url).toHaveAccessibleDescription(/Enter a path on this site/);
  });
});

describe('head scripts', () => {
  test('a script needs a name and code; a complete one is saved', async () => {
    let sent: unknown;
    server.use(
      bootAs('admin'),
      http.get('*/api/pcsx/branding', () => answer(settings({ headScripts: [] }))),
      http.put('*/api/pcsx/branding/head_scripts', async ({ request }) => {
        sent = await request.json();
        return answer(settings());
      }),
    );
    renderScreen('headScripts');
    const user = userEvent.setup();
    expect(await screen.findByText(/Scripts run on the live site/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a script' }));
    await user.click(screen.getByRole('button', { name: 'Save head scripts' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByText('2 problems to fix:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Flag');
    await user.type(screen.getByLabelText('JavaScript code'), 'window.flag = true;');
    await user.click(screen.getByRole('button', { name: 'Save head scripts' }));
    expect(await screen.findByText('Head scripts saved')).toBeInTheDocument();
    expect(sent).toEqual({ scripts: [{ page: '*', name: 'Flag', code: 'window.flag = true;' }] });
  });
});
