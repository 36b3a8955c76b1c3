import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { JobAlert, JobAlertCriteria } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { JobAlertButton } from './job-alert-button';

const CRITERIA: JobAlertCriteria = {
  query: 'engineer',
  location: 'Austin, TX',
  filters: { work_location_option: ['remote'] },
  mapArea: null,
};

const SAVED_ALERT: JobAlert = {
  id: '13',
  name: 'Austin engineering',
  criteria: CRITERIA,
  frequency: 'weekly',
  isPaused: false,
  createdAt: '2026-11-04T09:30:00Z',
  lastSentAt: null,
  searchUrl: '/careers/search?query=engineer&location=Austin%2C+TX',
  description: '“engineer” in Austin, TX · Remote',
};

const renderButton = (isSaved = false) =>
  renderRoutes(
    [
      {
        path: '/careers/search',
        element: <JobAlertButton criteria={CRITERIA} isSaved={isSaved} />,
      },
      { path: '/careers/job-alerts', element: <h1>Job alerts page</h1> },
    ],
    '/careers/search',
  );

/** Answers the create call as the server would, keeping each request's body. */
const recordCreate = (answer: (body: unknown) => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/pcsx/job_alerts', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
};

const signOut = () => {
  const visitor = getGetBootDataResponseMock();
  visitor.data = { ...visitor.data, isLoggedIn: false, user: null, profile: null };
  server.use(http.get('*/api/pcsx/boot', () => HttpResponse.json(visitor)));
};

describe('job alert button and dialog', () => {
  test('a candidate saves the search with a frequency and a name, and is shown the way to their alerts', async () => {
    const bodies = recordCreate(() =>
      HttpResponse.json({ status: 201, data: { alert: SAVED_ALERT } }, { status: 201 }),
    );
    renderButton();
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Get job alerts' });
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
    expect(within(dialog).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'As soon as jobs are posted' }),
    ).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Alert name (optional)');
    expect(name).toHaveValue('engineer, Austin, TX');

    // Keyboard only: arrows move between the frequencies, Enter in the name field saves.
    within(dialog).getByRole('radio', { name: 'Daily' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Austin engineering{Enter}');

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Your job alert is on. We'll email you new jobs that match this search.",
    );
    expect(bodies).toEqual([
      { criteria: CRITERIA, frequency: 'weekly', name: 'Austin engineering' },
    ]);
    expect(within(dialog).getByRole('link', { name: 'Manage your job alerts' })).toHaveAttribute(
      'href',
      '/careers/job-alerts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get job alerts' })).toHaveFocus();
  });

  test('a visitor gives a valid email and is told to confirm it by mail', async () => {
    signOut();
    const bodies = recordCreate(() =>
      HttpResponse.json(
        { status: 202, data: { message: 'Check your email to confirm your job alert.' } },
        { status: 202 },
      ),
    );
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get job alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
    expect(within(dialog).queryByLabelText('Alert name (optional)')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    const submit = within(dialog).getByRole('button', { name: 'Create job alert' });

    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    await user.type(email, 'jordan@');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(email, 'example.com');
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Check your email to confirm your job alert.',
    );
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { criteria: CRITERIA, frequency: 'daily', email: 'jordan@example.com' },
    ]);
  });

  test("the server's refusal is shown in the dialog, which stays open", async () => {
    recordCreate(() =>
      HttpResponse.json(
        {
          status: 422,
          code: 'validation_failed',
          message: 'You can keep at most 20 job alerts.',
          fields: [{ name: 'criteria', message: 'You can keep at most 20 job alerts.' }],
        },
        { status: 422 },
      ),
    );
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get job alerts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create job alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 job alerts.',
    );
  });

  // jsdom's <dialog> has no Escape key; the browser test presses Escape in Chromium.
  test('closing the dialog returns focus to the button', async () => {
    renderButton();
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Get job alerts' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  test('a search already saved shows "Job alert on", leading to the job alerts page', async () => {
    renderButton(true);
    const user = userEvent.setup();
    const saved = await screen.findByRole('link', { name: 'Job alert on' });
    expect(saved).toHaveAttribute('href', '/careers/job-alerts');
    expect(screen.queryByRole('button', { name: 'Get job alerts' })).not.toBeInTheDocument();
    await user.click(saved);
    expect(await screen.findByRole('heading', { name: 'Job alerts page' })).toBeInTheDocument();
  });
});
