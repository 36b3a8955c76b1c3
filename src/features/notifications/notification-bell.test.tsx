import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import type { Notification } from '@generated/api/models';
import { getGetNotificationBadgeQueryKey } from '@generated/api/notifications/notifications';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { NotificationBell } from './notification-bell';

const MINUTE_MS = 60_000;
const DOMAIN = 'northwindlabs.com';

const notification = (overrides: Partial<Notification> & Pick<Notification, 'id'>) =>
  ({
    categoryTitle: 'Interview scheduled',
    message: 'Your technical interview for Data Engineer is scheduled.',
    createdAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
    isClicked: false,
    isViewed: false,
    redirectUrl: '/careers/interviews',
    notificationType: 'read_only',
    ...overrides,
  }) satisfies Notification;

const OFFER = notification({
  id: 9001,
  categoryTitle: 'Job offer',
  message: 'Northwind Labs extended you an offer for Data Engineer.',
  // The clock reads whole minutes: a little over three hours is "3 hours ago".
  createdAt: new Date(Date.now() - (3 * 60 + 2) * MINUTE_MS).toISOString(),
  notificationType: 'action_required',
  redirectUrl: '/careers/offer/5001',
});
const INTERVIEW = notification({ id: 8994 });
const UPDATE = notification({
  id: 8990,
  categoryTitle: 'Application update',
  message: 'Your application moved to Recruiter screen.',
  createdAt: new Date(Date.now() - (2 * 24 * 60 + 2) * MINUTE_MS).toISOString(),
  isClicked: true,
  isViewed: true,
  redirectUrl: '/careers/applications',
});

/** A viewport as wide as asked, for the desktop dropdown or the phone's modal. */
const setViewport = (isDesktop: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
};

interface ServerState {
  badge: number;
  notifications: Notification[];
  requests: string[];
}

/** The notification calls, answered from `state`, each request recorded as "METHOD path?query". */
const serveNotifications = (state: ServerState) => {
  const record = (request: Request) => {
    const url = new URL(request.url);
    state.requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.use(
    http.get('*/api/pcsx/notification_badge', ({ request }) => {
      record(request);
      return HttpResponse.json({ status: 200, data: { count: state.badge } });
    }),
    http.get('*/api/pcsx/notifications', ({ request }) => {
      record(request);
      const isActionRequired =
        new URL(request.url).searchParams.get('type_filter') === 'action_required';
      const notifications = state.notifications.filter(
        (item) => !isActionRequired || item.notificationType === 'action_required',
      );
      return HttpResponse.json({ status: 200, data: { notifications } });
    }),
    http.post('*/api/pcsx/notifications/mark_all_viewed', ({ request }) => {
      record(request);
      state.badge = 0;
      return HttpResponse.json({ status: 200, data: { count: 3 } });
    }),
  );
};

const renderBell = (state: Partial<ServerState> = {}) => {
  const serverState: ServerState = {
    badge: 2,
    notifications: [OFFER, INTERVIEW, UPDATE],
    requests: [],
    ...state,
  };
  serveNotifications(serverState);
  const view = renderRoutes(
    [
      {
        // The bell stays in the navbar while the page below it changes.
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: '/careers/search', element: <h1>Search page</h1> },
          { path: '/careers/interviews', element: <h1>Interviews page</h1> },
        ],
      },
    ],
    '/careers/search',
  );
  return { ...view, serverState };
};

const openBell = async (count: number) => {
  const bell = await screen.findByRole('button', {
    name: count === 0 ? 'Notifications' : `Notifications, ${count} unread`,
  });
  await userEvent.click(bell);
  return bell;
};

beforeEach(() => setViewport(true));
afterEach(() => vi.unstubAllGlobals());

describe('the notifications bell', () => {
  test('announces the unread count, and opening resets it and marks all viewed', async () => {
    const { serverState } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await userEvent.click(bell);
    expect(bell).toHaveAccessibleName('Notifications');
    expect(within(bell).queryByText('2')).toBeNull();
    await waitFor(() =>
      expect(serverState.requests).toContain(
        'POST /api/pcsx/notifications/mark_all_viewed?domain=northwindlabs.com',
      ),
    );
  });

  test('lists every notification with its category, marker, message, age and unread state', async () => {
    renderBell();
    await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    const cards = await within(dialog).findAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const offer = within(cards[0]);
    expect(offer.getByText('Job offer')).toBeInTheDocument();
    expect(offer.getByText('Action required')).toBeInTheDocument();
    expect(offer.getByText(OFFER.message)).toBeInTheDocument();
    expect(offer.getByText('3 hours ago')).toBeInTheDocument();
    expect(offer.getByText('Unread')).toBeInTheDocument();
    expect(offer.getByRole('link')).toHaveAttribute('href', '/careers/offer/5001');

    const update = within(cards[2]);
    expect(update.getByText('2 days ago')).toBeInTheDocument();
    expect(update.queryByText('Unread')).toBeNull();
    expect(update.queryByText('Action required')).toBeNull();
  });

  test('the Action required tab asks for action-required notifications only', async () => {
    const { serverState } = renderBell();
    await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Action required' }));
    const panel = within(dialog).getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).getByText('Job offer')).toBeInTheDocument();
    expect(serverState.requests).toContain(
      'GET /api/pcsx/notifications?domain=northwindlabs.com&type_filter=action_required',
    );
  });

  test("says so when there is nothing to show: You're all caught up!", async () => {
    renderBell({ badge: 0, notifications: [] });
    await openBell(0);
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('a clicked card is read at once, follows its link, and is unread again when the call fails', async () => {
    let fail: (() => void) | undefined;
    server.use(
      http.post('*/api/pcsx/notifications/8994/mark_clicked', async () => {
        await new Promise<void>((resolve) => {
          fail = resolve;
        });
        return HttpResponse.json(
          { status: 500, code: 'internal', message: 'Down' },
          { status: 500 },
        );
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBell();
    const bell = await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const card = await within(dialog).findByRole('link', { name: /Interview scheduled/ });
    await userEvent.click(card);

    expect(await screen.findByRole('heading', { name: 'Interviews page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(bell);
    const reopened = screen.getByRole('dialog', { name: 'Notifications' });
    const interview = await within(reopened).findByRole('link', { name: /Interview scheduled/ });
    // Read at once, while the server has not answered yet.
    expect(within(interview).queryByText('Unread')).toBeNull();

    await waitFor(() => expect(fail).toBeDefined());
    act(() => fail?.());
    expect(await within(interview).findByText('Unread')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('markNotificationClicked failed', expect.anything());
    warn.mockRestore();
  });

  test('"Mark all as read" reads every card at once and puts them back when the call fails', async () => {
    let fail: (() => void) | undefined;
    server.use(
      http.post('*/api/pcsx/notifications/mark_all_clicked', async () => {
        await new Promise<void>((resolve) => {
          fail = resolve;
        });
        return HttpResponse.json(
          { status: 500, code: 'internal', message: 'Down' },
          { status: 500 },
        );
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBell();
    await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByText('Unread')).toHaveLength(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(within(dialog).queryByText('Unread')).toBeNull();

    await waitFor(() => expect(fail).toBeDefined());
    act(() => fail?.());
    await waitFor(() => expect(within(dialog).getAllByText('Unread')).toHaveLength(2));
    warn.mockRestore();
  });

  test('failures are logged only: the badge reads 0 and the list is empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = () =>
      HttpResponse.json({ status: 400, code: 'bad_request', message: 'No' }, { status: 400 });
    renderBell();
    server.use(
      http.get('*/api/pcsx/notification_badge', failed),
      http.get('*/api/pcsx/notifications', failed),
    );
    await openBell(0);
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith('listNotifications failed', expect.anything());
    warn.mockRestore();
  });

  test('notifications arriving while it is open are shown and announced politely', async () => {
    const { client, serverState } = renderBell();
    await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText(OFFER.message);
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    const arrived = notification({ id: 9500, message: 'Your interview moved to Friday.' });
    serverState.notifications = [arrived, ...serverState.notifications];
    serverState.badge = 1;
    await waitFor(() =>
      expect(
        serverState.requests.filter((request) => request.includes('mark_all_viewed')),
      ).toHaveLength(1),
    );
    await act(() =>
      client.refetchQueries({ queryKey: getGetNotificationBadgeQueryKey({ domain: DOMAIN }) }),
    );
    expect(status).toHaveTextContent('1 new notification');
    expect(await within(dialog).findByText(arrived.message)).toBeInTheDocument();
    // Seen while open: the server is told again (once on opening, once now).
    await waitFor(() =>
      expect(
        serverState.requests.filter((request) => request.includes('mark_all_viewed')),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('Escape and a click outside close the dropdown and give focus back to the bell', async () => {
    renderBell();
    const bell = await openBell(2);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();

    await userEvent.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
  });

  test('on phones and tablets the panel is a modal dialog with a close button', async () => {
    setViewport(false);
    renderBell();
    const bell = await openBell(2);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveClass('notification-modal');
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
  });
});
