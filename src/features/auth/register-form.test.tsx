import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { RegisterForm } from './register-form';

const MESSAGE =
  'Check your email: we have sent you a link to finish creating your account. The link works for 24 hours.';

const renderForm = () =>
  renderRoutes(
    [{ path: '/careers/login', element: <RegisterForm onLogin={() => undefined} /> }],
    '/careers/login',
  );

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'long-enough-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('register form', () => {
  test('ends with "check your email" and the address, not signed in, and can start over', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/pcsx/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 202, data: { message: MESSAGE } }, { status: 202 });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await fillAndSubmit(user, 'sam.rivera@example.com');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(MESSAGE);
    expect(status).toHaveTextContent('We sent it to sam.rivera@example.com.');
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(bodies).toEqual([
      {
        firstname: 'Sam',
        lastname: 'Rivera',
        email: 'sam.rivera@example.com',
        password: 'long-enough-password',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  test("shows the server's refusal and keeps the form", async () => {
    server.use(
      http.post('*/api/pcsx/auth/register', () =>
        HttpResponse.json(
          {
            status: 403,
            code: 'forbidden',
            message: 'This site does not take new registrations.',
          },
          { status: 403 },
        ),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await fillAndSubmit(user, 'sam.rivera@example.com');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('sam.rivera@example.com');
  });
});
