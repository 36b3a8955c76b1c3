import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setCsrfToken } from '../../api/request-context';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { LogoutScreen } from './logout-screen';

const TRY_LATER = 'Please try again in a few minutes';

afterEach(() => {
  setCsrfToken(null);
});

describe('logout screen', () => {
  test('asks before signing out: opening the page sends nothing', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/pcsx/auth/logout', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ status: 200, data: { message: 'You have been signed out.' } });
      }),
    );
    renderRoutes([{ path: '/logout', element: <LogoutScreen /> }], '/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign out of your account?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/careers');
    expect(calls).toEqual([]);
  });

  test('the button posts the sign-out with the CSRF token and shows why it failed', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('*/api/pcsx/auth/logout', ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json(
          { status: 429, code: 'rate_limited', message: TRY_LATER },
          { status: 429, headers: { 'retry-after': '30' } },
        );
      }),
    );
    setCsrfToken('page-csrf-token');
    renderRoutes([{ path: '/logout', element: <LogoutScreen /> }], '/logout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRY_LATER);
    expect(tokens).toEqual(['page-csrf-token']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
