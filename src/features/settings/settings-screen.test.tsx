import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { SettingsScreen } from './settings-screen';

const renderSettings = () =>
  renderRoutes([{ path: '/careers/settings', element: <SettingsScreen /> }], '/careers/settings');

describe('settings screen', () => {
  test('the settings form holds the current settings', async () => {
    renderSettings();
    expect(await screen.findByLabelText('Language *')).toHaveDisplayValue('English');
    expect(screen.getByLabelText('Time zone *')).toHaveDisplayValue(
      'America/Chicago (Central Time)',
    );
    expect(screen.getByLabelText('Job alerts')).toBeChecked();
    expect(screen.getByLabelText('News and events')).not.toBeChecked();
    expect(screen.getByLabelText('Saved jobs about to close')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiters only' })).toBeChecked();
  });

  test('the job alerts setting is followed by the way to the Job alerts page', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Your job alerts' });
    expect(within(section).getByRole('link', { name: 'Job alerts' })).toHaveAttribute(
      'href',
      '/careers/job-alerts',
    );
  });

  test("saving goes through the update call and says 'Settings saved'", async () => {
    let body: unknown;
    server.use(
      http.post('*/api/pcsx/settings', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 200,
          data: {
            language: 'es',
            timezone: 'America/Chicago',
            emailNotifications: {
              jobAlerts: true,
              applicationUpdates: true,
              marketing: true,
              offers: false,
              interviews: true,
              forms: true,
              draftsClosing: true,
              savedJobsClosing: true,
            },
            inAppNotifications: true,
            profileVisibility: 'public',
          },
        });
      }),
    );
    renderSettings();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language *'), 'Español');
    await user.click(screen.getByLabelText('News and events'));
    await user.click(screen.getByLabelText('Job offers'));
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(body).toEqual({
      language: 'es',
      timezone: 'America/Chicago',
      emailNotifications: {
        jobAlerts: true,
        applicationUpdates: true,
        marketing: true,
        offers: false,
        interviews: true,
        forms: true,
        draftsClosing: true,
        savedJobsClosing: true,
      },
      inAppNotifications: true,
      profileVisibility: 'public',
    });
  });

  test("a failure shows the server's message", async () => {
    server.use(
      http.post('*/api/pcsx/settings', () =>
        HttpResponse.json(
          {
            status: 403,
            code: 'forbidden',
            message: 'User does not have permissions to perform this action',
          },
          { status: 403 },
        ),
      ),
    );
    renderSettings();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User does not have permissions to perform this action',
    );
  });

  test('a wrong current password is named next to its field', async () => {
    server.use(
      http.post('*/api/pcsx/account/password', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Your current password is incorrect.',
            fields: [{ name: 'currentPassword', message: 'Your current password is incorrect.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new password that does not match its confirmation is not sent', async () => {
    let isSent = false;
    server.use(
      http.post('*/api/pcsx/account/password', () => {
        isSent = true;
        return HttpResponse.json({ status: 200, data: { message: 'ok' } });
      }),
    );
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Demo-Candidate-1');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-different-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(isSent).toBe(false);
  });

  test('"Password changed" and the last problem go once the fields are edited again', async () => {
    server.use(
      http.post('*/api/pcsx/account/password', () =>
        HttpResponse.json({ status: 200, data: { message: 'ok' } }),
      ),
    );
    renderSettings();
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'Demo-Candidate-1');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-different-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The passwords do not match.');
    await user.clear(screen.getByLabelText('Confirm new password'));
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    await user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Your password has been changed/)).toBeInTheDocument();
    await user.type(current, 'x');
    expect(screen.queryByText(/^Your password has been changed/)).toBeNull();
  });

  test('deleting the account waits until the email is typed', async () => {
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your email/), 'someone@example.com');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
