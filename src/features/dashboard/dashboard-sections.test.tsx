import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { DraftApplication } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { DashboardScreen } from './dashboard-screen';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { OpenDraftsSection, ClosedDraftsSection, InterviewsSection } from './dashboard-sections';

const draft = (positionId: number, name: string, archivedAt: number): DraftApplication => ({
  position_id: positionId,
  position: { id: positionId, name, locations: [], archived_at: archivedAt },
  updated_at: '2026-05-01T00:00:00Z',
  completion_percent: 40,
});

const enveloped = (data: unknown) => HttpResponse.json({ status: 200, data });

/** The site shows the first dashboard (the contract's example sets the redirect to v2). */
const withoutRedirectToV2 = () => {
  const boot = getGetBootDataResponseMock();
  boot.data.configs.pcsxConfig.redirectToDashboardV2 = false;
  return http.get('*/api/pcsx/boot', () => HttpResponse.json(boot));
};

/** Every list of the dashboard answers empty. */
const emptyDashboard = () =>
  server.use(
    withoutRedirectToV2(),
    http.get('*/api/pcsx/dashboard/applications', () =>
      enveloped({ applications: [], inactiveApplications: [] }),
    ),
    http.get('*/api/pcsx/dashboard/interviews', () => enveloped({ interviews: [] })),
    http.get('*/api/pcsx/dashboard/events', () => enveloped({ events: [] })),
    http.get('*/api/pcsx/dashboard/referrals', () => enveloped({ referrals: [] })),
    http.get('*/api/pcsx/dashboard/nudges', () => enveloped({ nudges: [] })),
    http.get('*/api/pcsx/draft_applications', () => enveloped({ draft_applications: [] })),
    http.get('*/api/pcsx/positions/saved', () => enveloped({ positions: [] })),
    http.get('*/api/pcsx/offers', () => HttpResponse.json([])),
  );

describe('dashboard', () => {
  test('every tab shows its empty state and a link to its own page', async () => {
    emptyDashboard();
    renderRoutes(
      [{ path: '/careers/dashboard', element: <DashboardScreen /> }],
      '/careers/dashboard',
    );
    const user = userEvent.setup();
    const expected: Record<string, { empty: string; link?: [string, string] }> = {
      applications: {
        empty: 'You have no active applications.',
        link: ['See all applications', '/careers/applications'],
      },
      'inactive-applications': {
        empty: 'You have no inactive applications.',
        link: ['See all applications', '/careers/applications#inactive-applications'],
      },
      interviews: {
        empty: 'You have no interviews yet.',
        link: ['See all interviews', '/careers/interviews'],
      },
      'saved-jobs': {
        empty: 'You have not saved any jobs yet.',
        link: ['See all saved jobs', '/careers/saved-jobs'],
      },
      events: {
        empty: 'There are no events right now.',
        link: ['See all events', '/careers/events'],
      },
      offers: { empty: 'No offers found.', link: ['See all offers', '/careers/offers'] },
      'open-drafts': {
        empty: 'You have no open draft applications.',
        link: ['See all draft applications', '/careers/applications#draft-applications'],
      },
      'closed-drafts': {
        empty: 'You have no closed draft applications.',
        link: ['See all draft applications', '/careers/applications#draft-applications'],
      },
      referrals: {
        empty: 'No one has referred you yet.',
        link: ['See all referrals', '/careers/referrals'],
      },
      'next-steps': { empty: 'You are all set: nothing to do right now.' },
    };
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(DASHBOARD_TABS.length);
    for (const [index, tab] of DASHBOARD_TABS.entries()) {
      const tabElement = tabs[index];
      await user.click(tabElement);
      expect(tabElement).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel');
      const { empty, link } = expected[tab.key] ?? { empty: '' };
      expect(await within(panel).findByText(empty)).toBeInTheDocument();
      if (link) {
        expect(within(panel).getByRole('link', { name: link[0] })).toHaveAttribute('href', link[1]);
      }
    }
  });

  test('arrow keys move between tabs and show their panels', async () => {
    emptyDashboard();
    renderRoutes(
      [{ path: '/careers/dashboard', element: <DashboardScreen /> }],
      '/careers/dashboard',
    );
    const user = userEvent.setup();
    const first = await screen.findByRole('tab', { name: 'Applications' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const inactive = screen.getByRole('tab', { name: 'Inactive applications' });
    expect(inactive).toHaveFocus();
    // The chosen tab goes into the address first, and is shown from there.
    await waitFor(() => expect(inactive).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Next steps' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Next steps' })).toBeInTheDocument();
  });

  test('drafts are open while archived_at is below 0 and closed above it', async () => {
    server.use(
      http.get('*/api/pcsx/draft_applications', () =>
        enveloped({
          draft_applications: [draft(1, 'Nurse', -1), draft(2, 'Pharmacist', 1767225600)],
        }),
      ),
    );
    renderRoutes(
      [
        {
          path: '/x',
          element: (
            <>
              <OpenDraftsSection />
              <ClosedDraftsSection />
            </>
          ),
        },
      ],
      '/x',
    );
    const open = await screen.findByRole('region', { name: 'Open drafts' });
    const closed = screen.getByRole('region', { name: 'Closed drafts' });
    expect(await within(open).findByText('Nurse')).toBeInTheDocument();
    expect(within(open).queryByText('Pharmacist')).not.toBeInTheDocument();
    expect(
      within(open).getByRole('link', { name: 'Continue application for Nurse' }),
    ).toHaveAttribute('href', '/careers/apply?pid=1');
    expect(within(closed).getByText('Pharmacist')).toBeInTheDocument();
    expect(within(closed).queryByRole('link', { name: /Continue application/ })).toBeNull();
  });

  test('deleting a draft removes it at once, and a failed call puts it back with the message', async () => {
    let drafts = [draft(1, 'Nurse', -1), draft(3, 'Midwife', -1)];
    let shouldFail = true;
    // The failing call waits until the test has seen the draft leave the screen.
    let releaseFailure = () => {};
    const failureReleased = new Promise<void>((resolve) => {
      releaseFailure = resolve;
    });
    server.use(
      http.get('*/api/pcsx/draft_applications', () => enveloped({ draft_applications: drafts })),
      http.delete('*/api/pcsx/draft_applications', async ({ request }) => {
        if (shouldFail) {
          await failureReleased;
          return HttpResponse.json(
            { status: 500, code: 'internal', message: 'Boom' },
            { status: 500 },
          );
        }
        const body = (await request.json()) as { position_ids: number[] };
        drafts = drafts.filter((entry) => !body.position_ids.includes(entry.position_id));
        return enveloped({ count: 1 });
      }),
    );
    renderRoutes([{ path: '/x', element: <OpenDraftsSection /> }], '/x');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete draft for Nurse' });
    await user.click(remove);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete draft for Nurse' })).toBeNull(),
    );
    releaseFailure();
    expect(await screen.findByText('Failed to delete draft application')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Delete draft for Nurse' }),
    ).toBeInTheDocument();

    shouldFail = false;
    await user.click(screen.getByRole('button', { name: 'Delete draft for Nurse' }));
    expect(await screen.findByText('Deleted draft application')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete draft for Nurse' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Delete draft for Midwife' })).toBeInTheDocument();
  });

  test("an interview reads in the viewer's time with its own zone beside it", async () => {
    renderRoutes([{ path: '/x', element: <InterviewsSection /> }], '/x');
    const [first] = await screen.findAllByRole('listitem');
    expect(first.querySelector('strong')).toHaveTextContent('Site Reliability Engineer');
    expect(first).toHaveTextContent(/Scheduled$/);
  });
});

test('the dashboard shows the v2 overview when the site redirects to it', async () => {
  renderRoutes(
    [{ path: '/careers/dashboard', element: <DashboardScreen /> }],
    '/careers/dashboard',
  );
  expect(
    await screen.findByText('Everything in your career area at a glance.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).toBeNull();
  expect(await screen.findByRole('region', { name: 'Saved jobs' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Referrals' })).toBeInTheDocument();
});
