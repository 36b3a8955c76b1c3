import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { JobAlert } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { JobAlertsScreen } from './job-alerts-screen';

const ALERT: JobAlert = {
  id: '12',
  name: 'engineer in Austin, TX',
  criteria: {
    query: 'engineer',
    location: 'Austin, TX',
    filters: { work_location_option: ['remote'] },
    mapArea: null,
  },
  frequency: 'daily',
  isPaused: false,
  createdAt: '2026-11-01T12:00:00Z',
  lastSentAt: '2026-11-03T08:00:00Z',
  searchUrl: '/careers/search?query=engineer&location=Austin%2C+TX',
  description: '“engineer” in Austin, TX · Remote',
};

const REFUSED = 'Please try again in a few minutes';

/** The server's alerts, kept between calls; each change the page sends is recorded. */
const serveAlerts = (initial: JobAlert[], options: { refuseChanges?: boolean } = {}) => {
  let alerts = initial;
  const changes: { method: string; id: string; body?: unknown }[] = [];
  server.use(
    http.get('*/api/pcsx/job_alerts', () => HttpResponse.json({ status: 200, data: { alerts } })),
    http.patch('*/api/pcsx/job_alerts/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<JobAlert>;
      changes.push({ method: 'PATCH', id: String(params.id), body });
      // Slow enough for the optimistic change to be seen before the answer.
      await delay(50);
      if (options.refuseChanges) {
        return HttpResponse.json(
          { status: 429, code: 'rate_limited', message: REFUSED },
          { status: 429 },
        );
      }
      alerts = alerts.map((alert) => (alert.id === params.id ? { ...alert, ...body } : alert));
      return HttpResponse.json({
        status: 200,
        data: { alert: alerts.find((alert) => alert.id === params.id) },
      });
    }),
    http.delete('*/api/pcsx/job_alerts/:id', ({ params }) => {
      changes.push({ method: 'DELETE', id: String(params.id) });
      alerts = alerts.filter((alert) => alert.id !== params.id);
      return HttpResponse.json({ status: 200, data: { count: 1 } });
    }),
  );
  return changes;
};

const renderPage = () =>
  renderRoutes(
    [{ path: '/careers/job-alerts', element: <JobAlertsScreen /> }],
    '/careers/job-alerts',
  );

const alertCard = (name: string) => screen.findByRole('article', { name });

describe('job alerts page', () => {
  test('lists each alert with its name, criteria in words, frequency, last mail and search', async () => {
    serveAlerts([
      ALERT,
      {
        ...ALERT,
        id: '13',
        name: 'designer',
        lastSentAt: null,
        isPaused: true,
        frequency: 'instant',
      },
    ]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job alerts' }),
    ).toBeInTheDocument();
    const card = await alertCard('engineer in Austin, TX');
    expect(card).toHaveTextContent('“engineer” in Austin, TX · Remote');
    expect(card).toHaveTextContent('Last sent 11/03/2026');
    expect(within(card).getByRole('combobox', { name: /How often/ })).toHaveDisplayValue('Daily');
    expect(within(card).getByRole('link', { name: 'See jobs' })).toHaveAttribute(
      'href',
      ALERT.searchUrl,
    );
    const paused = await alertCard('designer');
    expect(paused).toHaveTextContent('Paused');
    expect(paused).toHaveTextContent('No jobs sent yet');
    expect(within(paused).getByRole('combobox')).toHaveDisplayValue('As soon as jobs are posted');
    expect(within(paused).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  test('pausing shows at once and rolls back with the error message when the call fails', async () => {
    const changes = serveAlerts([ALERT], { refuseChanges: true });
    renderPage();
    const user = userEvent.setup();
    const card = await alertCard('engineer in Austin, TX');
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Paused');

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Paused');
    expect(changes).toEqual([{ method: 'PATCH', id: '12', body: { isPaused: true } }]);
  });

  test('pausing and changing the frequency are saved', async () => {
    const changes = serveAlerts([ALERT]);
    renderPage();
    const user = userEvent.setup();
    const card = await alertCard('engineer in Austin, TX');
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await user.selectOptions(within(card).getByRole('combobox'), 'Weekly');
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes).toEqual([
      { method: 'PATCH', id: '12', body: { isPaused: true } },
      { method: 'PATCH', id: '12', body: { frequency: 'weekly' } },
    ]);
    expect(within(card).getByRole('combobox')).toHaveDisplayValue('Weekly');
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  test('renaming saves the new name and returns focus to Rename', async () => {
    const changes = serveAlerts([ALERT]);
    renderPage();
    const user = userEvent.setup();
    const card = await alertCard('engineer in Austin, TX');
    await user.click(within(card).getByRole('button', { name: 'Rename' }));
    const name = within(card).getByLabelText('Alert name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Austin engineering{Enter}');
    expect(await screen.findByRole('article', { name: 'Austin engineering' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
    await waitFor(() =>
      expect(changes).toEqual([
        { method: 'PATCH', id: '12', body: { name: 'Austin engineering' } },
      ]),
    );
  });

  test('deleting asks first, then removes the alert', async () => {
    const changes = serveAlerts([ALERT]);
    renderPage();
    const user = userEvent.setup();
    const card = await alertCard('engineer in Austin, TX');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job alert?' });
    expect(dialog).toHaveTextContent('You will no longer get emails for engineer in Austin, TX.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete job alert' }));
    await waitFor(() => expect(card).not.toBeInTheDocument());
    // The card and its button are gone: focus goes to the page's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Job alerts' })).toHaveFocus();
    expect(await screen.findByText('Job alert deleted')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'DELETE', id: '12' }]);
    expect(await screen.findByRole('link', { name: 'Search for jobs' })).toHaveAttribute(
      'href',
      '/careers/search',
    );
  });
});
