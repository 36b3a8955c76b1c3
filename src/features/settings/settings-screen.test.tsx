import { screen } from '@testing-library/react';
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
    expect(screen.getByLabelText('Time zone *')).toHaveDisplayValue('America/Chicago');
    expect(screen.getByLabelText('Job alerts')).toBeChecked();
    expect(screen.getByLabelText('News and events')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiters only' })).toBeChecked();
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
            emailNotifications: { jobAlerts: true, applicationUpdates: true, marketing: true },
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
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(body).toEqual({
      language: 'es',
      timezone: 'America/Chicago',
      emailNotifications: { jobAlerts: true, applicationUpdates: true, marketing: true },
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
});
