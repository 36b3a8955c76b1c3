import { screen, within } from '@testing-library/react';
import type { Application } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { ApplicationTimeline, currentStep } from './application-timeline';

const application = (history: Application['history']): Application => ({
  id: 7,
  position: { id: 1, name: 'Nurse', locations: [], department: 'Care' },
  status: 'Withdrawn',
  stage: 'Technical interview',
  appliedAt: '2026-03-10T14:00:00Z',
  updatedAt: '2026-03-20T14:00:00Z',
  isActive: false,
  history,
  withdrawalReason: null,
});

describe('application timeline', () => {
  test('lists every step oldest first with its date, the latest marked as current', async () => {
    const withdrawn = application([
      { status: 'applied', at: '2026-03-10T14:00:00Z' },
      { status: 'under_review', at: '2026-03-12T14:00:00Z' },
      { status: 'interview', at: '2026-03-16T14:00:00Z' },
      { status: 'withdrawn', at: '2026-03-20T14:00:00Z' },
    ]);
    // The timeline needs the session: the candidate's time zone dates each step.
    renderRoutes([{ path: '/', element: <ApplicationTimeline application={withdrawn} /> }], '/');
    const timeline = await screen.findByRole('list', { name: 'Status history for Nurse' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied on 03/10/2026',
      'Under review on 03/12/2026',
      'Interview on 03/16/2026',
      'Withdrawn on 03/20/2026',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(currentStep(withdrawn)).toBe('withdrawn');
  });

  test('an application without history has no current step', () => {
    expect(currentStep(application([]))).toBeUndefined();
  });
});
