import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UserProfile } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { ProfileScreen } from './profile-screen';

const PROFILE: UserProfile = {
  encId: 'c9f2e4a7b1d3',
  email: 'jordan.alvarez@example.com',
  firstname: 'Jordan',
  lastname: 'Alvarez',
  phone: null,
  location: 'Austin, TX, US',
  avatar: null,
  hasResume: false,
  resume: null,
  headline: null,
  skills: ['React'],
  experience: [
    {
      title: 'Frontend Engineer',
      company: 'Contoso',
      dateRange: { startDate: '06/2021', endDate: null, isCurrent: true },
      description: null,
    },
    {
      title: 'Web Developer',
      company: 'Fabrikam',
      dateRange: { startDate: '07/2019', endDate: '05/2021', isCurrent: false },
      description: null,
    },
  ],
  education: [],
  links: [],
};

/** Answers profile calls from `profile`; each edit is recorded and answered with `answer`. */
const serveProfile = (answer: (body: unknown) => Response | UserProfile = () => PROFILE) => {
  const edits: unknown[] = [];
  server.use(
    http.get('*/api/pcsx/profile_details', () => HttpResponse.json({ status: 200, data: PROFILE })),
    http.post('*/api/pcsx/profile_edit', async ({ request }) => {
      const body: unknown = await request.json();
      edits.push(body);
      const result = answer(body);
      return result instanceof Response ? result : HttpResponse.json({ status: 200, data: result });
    }),
  );
  return edits;
};

const renderProfile = () =>
  renderRoutes([{ path: '/careers/profile', element: <ProfileScreen /> }], '/careers/profile');

const sectionNamed = async (name: string) => screen.findByRole('region', { name });

describe('profile screen', () => {
  test('shows completion as a progress bar and links each missing step to its section', async () => {
    serveProfile();
    renderProfile();
    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '86');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Add your links' }));
    expect(screen.getByRole('heading', { name: 'Links' })).toHaveFocus();
  });

  test('a link to a section from another page lands on that section', async () => {
    serveProfile();
    renderRoutes(
      [{ path: '/careers/profile', element: <ProfileScreen /> }],
      '/careers/profile#profile-section-resume',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Resume' })).toHaveFocus());
  });

  test('edits basic info in place and returns focus to Edit after saving', async () => {
    const edits = serveProfile(() => ({ ...PROFILE, headline: 'Accessibility lead' }));
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Basic information');
    await user.click(within(section).getByRole('button', { name: 'Edit Basic information' }));
    const firstName = await within(section).findByLabelText('First name *');
    await waitFor(() => expect(firstName).toHaveFocus());
    await user.type(within(section).getByLabelText('Headline'), 'Accessibility lead');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const edit = await within(section).findByRole('button', { name: 'Edit Basic information' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(within(section).getByText('Accessibility lead')).toBeInTheDocument();
    expect(edits).toEqual([
      {
        op_section: 'basic_info',
        operation: 'update',
        op_data: {
          value: {
            firstname: 'Jordan',
            lastname: 'Alvarez',
            headline: 'Accessibility lead',
            location: 'Austin, TX, US',
          },
        },
      },
    ]);
  });

  test("a 422 says 'Invalid request received' and shows the server's problem on its field", async () => {
    serveProfile(() =>
      HttpResponse.json(
        {
          status: 422,
          code: 'validation_failed',
          message: 'Invalid request received. Please try again',
          fields: [{ name: 'op_data.value.location', message: 'Location is too long.' }],
        },
        { status: 422 },
      ),
    );
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Basic information');
    await user.click(within(section).getByRole('button', { name: 'Edit Basic information' }));
    await user.click(await within(section).findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invalid request received. Please try again'),
    ).toBeInTheDocument();
    expect(await within(section).findAllByText('Location is too long.')).not.toHaveLength(0);
    expect(within(section).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test("any other failure says 'Something went wrong' and keeps the form open", async () => {
    serveProfile(() =>
      HttpResponse.json(
        { status: 500, code: 'internal', message: 'Internal Server Error' },
        { status: 500 },
      ),
    );
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Skills');
    await user.click(within(section).getByRole('button', { name: 'Edit Skills' }));
    await user.click(await within(section).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  test('moves an entry down and deletes one after confirming', async () => {
    const edits = serveProfile((body) =>
      (body as { operation: string }).operation === 'move'
        ? { ...PROFILE, experience: [...PROFILE.experience].reverse() }
        : { ...PROFILE, experience: PROFILE.experience.slice(1) },
    );
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Experience');
    expect(
      within(section).getByRole('button', { name: /^Move up Frontend Engineer/ }),
    ).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: /^Move down Frontend Engineer/ }));
    // At the bottom the entry can only go up, so that button takes focus.
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: /^Move up Frontend Engineer/ }),
      ).toHaveFocus(),
    );
    await user.click(within(section).getByRole('button', { name: /^Delete Web Developer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edits).toEqual([
      { op_section: 'experience', operation: 'move', op_data: { value: 1, index: 0 } },
      { op_section: 'experience', operation: 'delete', op_data: { value: null, index: 0 } },
    ]);
  });

  test('while one entry is being edited, no entry can be moved or deleted', async () => {
    serveProfile();
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Experience');
    await user.click(within(section).getByRole('button', { name: /^Edit Web Developer/ }));
    await within(section).findByRole('button', { name: 'Save' });
    expect(
      within(section).getByRole('button', { name: /^Move down Frontend Engineer/ }),
    ).toBeDisabled();
    expect(
      within(section).getByRole('button', { name: /^Delete Frontend Engineer/ }),
    ).toBeDisabled();
  });

  test('adds an entry with empty optional fields sent as null', async () => {
    const edits = serveProfile(() => PROFILE);
    renderProfile();
    const user = userEvent.setup();
    const section = await sectionNamed('Links');
    await user.click(within(section).getByRole('button', { name: 'Add link' }));
    await user.type(await within(section).findByLabelText('Label *'), 'Portfolio');
    await user.type(within(section).getByLabelText('Address *'), 'https://example.com');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Add link' })).toHaveFocus(),
    );
    expect(edits).toEqual([
      {
        op_section: 'links',
        operation: 'add',
        op_data: { value: { label: 'Portfolio', url: 'https://example.com' }, index: null },
      },
    ]);
  });

  test('shows initials when there is no avatar', async () => {
    serveProfile();
    const { container } = renderProfile();
    await screen.findByRole('button', { name: 'Upload photo' });
    expect(container.querySelector('.profile-avatar__initials')).toHaveTextContent('JA');
  });
});

describe('profile avatar', () => {
  test('refuses a file that is not a PNG, JPEG or WebP image before cropping', async () => {
    serveProfile();
    const { container } = renderProfile();
    await screen.findByRole('button', { name: 'Upload photo' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('shows a stored avatar from the static content host', async () => {
    server.use(
      http.get('*/api/pcsx/profile_details', () =>
        HttpResponse.json({ status: 200, data: { ...PROFILE, avatar: '/avatars/abc.jpg' } }),
      ),
    );
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Photo of Jordan Alvarez' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/avatars\/abc\.jpg$/),
    );
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });
});
