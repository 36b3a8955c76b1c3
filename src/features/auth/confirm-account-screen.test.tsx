import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissAuthModal, getAuthModalState } from '../../entities/auth/auth-modal-store';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { ConfirmAccountScreen } from './confirm-account-screen';

const LINK_INVALID =
  'This link has expired or has already been used. Register again to get a new one.';

const openLink = (hash: string) => {
  window.history.replaceState(null, '', `/careers/confirm-account${hash}`);
  return renderRoutes(
    [{ path: '/careers/confirm-account', element: <ConfirmAccountScreen /> }],
    '/careers/confirm-account',
  );
};

afterEach(() => {
  dismissAuthModal();
});

describe('confirm account screen', () => {
  test('waits for a click, sends the token from the fragment and offers to register again when refused', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/pcsx/auth/register/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: LINK_INVALID,
            fields: [{ name: 'token', message: LINK_INVALID }],
          },
          { status: 422 },
        );
      }),
    );
    openLink('#token=abc_DEF-123');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish creating your account' }),
    ).toBeInTheDocument();
    // The token leaves the address bar as soon as it is read.
    expect(window.location.hash).toBe('');
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(bodies).toEqual([{ token: 'abc_DEF-123' }]);
    await user.click(screen.getByRole('button', { name: 'Register again' }));
    expect(getAuthModalState()).toMatchObject({ isModalOpen: true, route: 'register' });
  });

  test('an account made meanwhile leads to sign-in', async () => {
    server.use(
      http.post('*/api/pcsx/auth/register/confirm', () =>
        HttpResponse.json(
          {
            status: 409,
            code: 'conflict',
            message: 'An account with this email already exists. Sign in or reset your password.',
          },
          { status: 409 },
        ),
      ),
    );
    openLink('#token=abc');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/careers/login');
  });

  test('a link without its token says so and offers to register again', async () => {
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register again' })).toBeInTheDocument();
  });
});
