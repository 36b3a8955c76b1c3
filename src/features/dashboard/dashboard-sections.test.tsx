import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { EventsSection, InterviewsSection } from './dashboard-sections';

const event = (id: number, title: string, location: string | null, isVirtual: boolean) => ({
  id,
  title,
  description: '',
  startsAt: '2026-01-01T10:00:00Z',
  endsAt: '2026-01-01T11:00:00Z',
  location,
  isVirtual,
  joinUrl: null,
  registered: false,
});

describe('dashboard sections', () => {
  test('an event reads as virtual, at its place, or with its date only', async () => {
    server.use(
      http.get('*/api/pcsx/dashboard/events', () =>
        HttpResponse.json({
          status: 200,
          data: {
            events: [
              event(1, 'Open house', null, true),
              event(2, 'Meetup', 'Oslo', false),
              event(3, 'Q&A', null, false),
            ],
          },
        }),
      ),
    );
    renderRoutes([{ path: '/x', element: <EventsSection /> }], '/x');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Open house — 01/01/2026 (virtual)',
      'Meetup — 01/01/2026 · Oslo',
      'Q&A — 01/01/2026',
    ]);
  });

  test('an interview names its position in bold, then its stage and status', async () => {
    renderRoutes([{ path: '/x', element: <InterviewsSection /> }], '/x');
    const [first] = await screen.findAllByRole('listitem');
    expect(first.querySelector('strong')).toHaveTextContent('Site Reliability Engineer');
    expect(first).toHaveTextContent(/^Site Reliability Engineer — Technical interview/);
    expect(first).toHaveTextContent(/\(America\/Chicago\) · scheduled$/);
  });
});
