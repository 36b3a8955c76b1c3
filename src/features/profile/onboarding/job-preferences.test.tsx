import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createTestQueryClient } from '../../../forms/test-utils';
import { JobPreferences } from './job-preferences';

const renderPreferences = (preferredLocations: string[]) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Suspense fallback={null}>
        <JobPreferences
          initial={{ jobAlerts: true, preferredLocations }}
          onSave={() => undefined}
          onSkip={() => undefined}
        />
      </Suspense>
    </QueryClientProvider>,
  );

describe('job preferences', () => {
  test('removing a location puts focus in the location field, as its button is gone', async () => {
    renderPreferences(['Austin, TX, US', 'Denver, CO, US']);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Remove Austin, TX, US' }));
    expect(screen.queryByRole('button', { name: 'Remove Austin, TX, US' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Where would you like to work?' })).toHaveFocus();
  });

  test("suggests the site's places as they are typed; a chosen one is added", async () => {
    renderPreferences([]);
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Where would you like to work?' });
    await user.type(field, 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, United States' }));
    expect(screen.getByRole('list', { name: 'Preferred locations' })).toHaveTextContent(
      'Austin, United States',
    );
    expect(field).toHaveValue('');
  });
});
