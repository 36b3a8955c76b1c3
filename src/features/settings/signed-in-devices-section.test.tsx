import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignedInSession } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { SignedInDevicesSection } from './signed-in-devices-section';

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

const THIS_LAPTOP: SignedInSession = {
  id: '3f9c2b7a1e4d4c8f9a6b5d0e2c1f7a3b',
  browser: 'Firefox',
  os: 'Windows',
  createdAt: '2026-11-01T09:30:00Z',
  lastActiveAt: hoursAgo(3),
  isCurrent: true,
};
const PHONE: SignedInSession = {
  id: '8d1e6f4a2b9c4e7d8f0a3b5c6d2e1f94',
  browser: 'Safari',
  os: 'iPhone',
  createdAt: '2026-10-28T18:05:00Z',
  // Between whole hours and days: the age reads the same whatever minute the test runs in.
  lastActiveAt: hoursAgo(2.5),
  isCurrent: false,
};
const OLD_BROWSER: SignedInSession = {
  id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  browser: null,
  os: null,
  createdAt: '2026-10-20T08:00:00Z',
  lastActiveAt: hoursAgo(24 * 5.5),
  isCurrent: false,
};

const REFUSED = 'Please try again in a few minutes';

/**
 * The server's sessions, kept between calls; each sign-out the section sends is recorded, and
 * answered once the test calls `answer`, so the list can be seen before the server's word.
 */
const serveSessions = (initial: SignedInSession[], options: { refuse?: boolean } = {}) => {
  let sessions = initial;
  const calls: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const refusal = () =>
    HttpResponse.json({ status: 429, code: 'rate_limited', message: REFUSED }, { status: 429 });
  server.use(
    http.get('*/api/pcsx/account/sessions', () =>
      HttpResponse.json({ status: 200, data: { sessions } }),
    ),
    http.post('*/api/pcsx/account/sessions/sign_out_others', async () => {
      calls.push('sign out others');
      await answered;
      if (options.refuse) return refusal();
      const count = sessions.filter((session) => !session.isCurrent).length;
      sessions = sessions.filter((session) => session.isCurrent);
      return HttpResponse.json({ status: 200, data: { count } });
    }),
    http.delete('*/api/pcsx/account/sessions/:sessionId', async ({ params }) => {
      calls.push(`sign out ${String(params.sessionId)}`);
      await answered;
      if (options.refuse) return refusal();
      sessions = sessions.filter((session) => session.id !== params.sessionId);
      return HttpResponse.json({ status: 200, data: { count: 1 } });
    }),
  );
  return { calls, answer };
};

const renderSection = () =>
  renderRoutes(
    [{ path: '/careers/settings', element: <SignedInDevicesSection /> }],
    '/careers/settings',
  );

const section = () => screen.findByRole('region', { name: 'Signed-in devices' });
const deviceItems = async () => within(await section()).findAllByRole('listitem');

describe('signed-in devices', () => {
  test('lists each browser, this one first and marked, with when it was last active', async () => {
    serveSessions([PHONE, THIS_LAPTOP, OLD_BROWSER]);
    renderSection();
    const [current, phone, old] = await deviceItems();
    expect(current).toHaveTextContent('Firefox on Windows');
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('Active now');
    expect(current).toHaveTextContent('Signed in 11/01/2026');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Safari on iPhone');
    expect(phone).toHaveTextContent('Last active 2 hours ago');
    expect(phone).not.toHaveTextContent('This device');
    expect(old).toHaveTextContent('Unknown device');
    expect(old).toHaveTextContent('Last active 5 days ago');
    expect(within(phone).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Safari on iPhone',
    );
  });

  test('signing out a device asks first, then takes it off the list at once', async () => {
    const { calls, answer } = serveSessions([THIS_LAPTOP, PHONE]);
    renderSection();
    const user = userEvent.setup();
    const [, phone] = await deviceItems();
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of Safari on iPhone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    expect(phone).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out of Safari on iPhone?' })).getByRole(
        'button',
        { name: 'Sign out' },
      ),
    );
    // Off the list before the server answers.
    await waitFor(() => expect(phone).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Signed-in devices' })).toHaveFocus();
    answer();
    expect(await screen.findByText('Signed out of Safari on iPhone')).toBeInTheDocument();
    expect(calls).toEqual([`sign out ${PHONE.id}`]);
    expect(await screen.findByText('No other device is signed in to your account.')).toBeVisible();
  });

  test('a refused sign-out puts the device back and says why', async () => {
    const { calls, answer } = serveSessions([THIS_LAPTOP, PHONE], { refuse: true });
    renderSection();
    const user = userEvent.setup();
    const [, phone] = await deviceItems();
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(calls).toEqual([`sign out ${PHONE.id}`]);
  });

  test('signing out every other device keeps only this one', async () => {
    const { calls, answer } = serveSessions([THIS_LAPTOP, PHONE, OLD_BROWSER]);
    renderSection();
    const user = userEvent.setup();
    await deviceItems();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other devices?' });
    expect(dialog).toHaveTextContent(
      'Every browser signed in to your account, except this one, will be signed out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all other devices' }));
    await waitFor(async () => expect(await deviceItems()).toHaveLength(1));
    answer();
    expect(await screen.findByText('All other devices have been signed out.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('This device');
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
    expect(calls).toEqual(['sign out others']);
  });

  // jsdom's <dialog> has no Escape key; the browser test presses Escape in Chromium.
  test('the dialog works by keyboard, and focus returns to its button when cancelled', async () => {
    const { calls } = serveSessions([THIS_LAPTOP, PHONE]);
    renderSection();
    const user = userEvent.setup();
    await deviceItems();
    const signOutAll = screen.getByRole('button', { name: 'Sign out of all other devices' });
    signOutAll.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other devices?' });
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOutAll).toHaveFocus();
    expect(calls).toEqual([]);
  });
});
