import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { JobPreferences } from './job-preferences';

describe('job preferences', () => {
  test('removing a location puts focus in the location field, as its button is gone', async () => {
    render(
      <Suspense fallback={null}>
        <JobPreferences
          initial={{ jobAlerts: true, preferredLocations: ['Austin, TX, US', 'Denver, CO, US'] }}
          onSave={() => undefined}
          onSkip={() => undefined}
        />
      </Suspense>,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Remove Austin, TX, US' }));
    expect(screen.queryByRole('button', { name: 'Remove Austin, TX, US' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Where would you like to work?' })).toHaveFocus();
  });
});
