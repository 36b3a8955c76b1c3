import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CandidateEvent } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { EventsScreen, splitEvents } from './events-screen';

const HOUR_MS = 3_600_000;
const event = (id: number, title: string, startsInHours: number): CandidateEvent => ({
  id,
  title,
  description: `About ${title}`,
  startsAt: new Date(Date.now() + startsInHours * HOUR_MS).toISOString(),
  endsAt: new Date(Date.now() + (startsInHours + 2) * HOUR_MS).toISOString(),
  timezone: 'America/Chicago',
  location: null,
  isVirtual: true,
  joinUrl: 'https://events.example.com/live',
  registered: false,
});

const OPEN_HOUSE = event(301, 'Open House', 48);
const MEETUP = event(296, 'Meetup', -72);

describe('splitEvents', () => {
  it('puts events that have not ended first, soonest first, and past ones latest first', () => {
    const later = event(1, 'Later', 100);
    const sooner = event(2, 'Sooner', 10);
    const running = event(3, 'Running', -1);
    const older = event(4, 'Older', -200);
    const { upcoming, past } = splitEvents([later, older, MEETUP, sooner, running], Date.now());
    expect(upcoming.map((item) => item.title)).toEqual(['Running', 'Sooner', 'Later']);
    expect(past.map((item) => item.title)).toEqual(['Meetup', 'Older']);
  });
});

describe('the events page', () => {
  const renderWithEvents = (events: CandidateEvent[]) => {
    let current = events;
    server.use(
      http.get('*/api/pcsx/dashboard/events', () =>
        HttpResponse.json({ status: 200, data: { events: current } }),
      ),
    );
    renderRoutes([{ path: '/careers/events', element: <EventsScreen /> }], '/careers/events');
    return (next: CandidateEvent[]) => {
      current = next;
    };
  };

  it('keeps one clock for the page however many events it lists', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    try {
      renderWithEvents([OPEN_HOUSE, event(302, 'Career Fair', 24), MEETUP]);
      await screen.findByRole('listitem', { name: 'Career Fair' });
      // The clock ticks every 15 seconds; nothing else on the page repeats at that pace.
      expect(setInterval.mock.calls.filter(([, delay]) => delay === 15_000)).toHaveLength(1);
    } finally {
      setInterval.mockRestore();
    }
  });

  it('shows registration at once and keeps it when the call succeeds', async () => {
    const setEvents = renderWithEvents([OPEN_HOUSE, MEETUP]);
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/pcsx/events/301/registration', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        setEvents([{ ...OPEN_HOUSE, registered: true }, MEETUP]);
        return HttpResponse.json({ status: 200, data: { ...OPEN_HOUSE, registered: true } });
      }),
    );
    const card = within(await screen.findByRole('listitem', { name: 'Open House' }));
    await userEvent.click(card.getByRole('button', { name: 'Register: Open House' }));
    // Before the server answers, the page already says so.
    expect(await card.findByText('You are registered')).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('You are registered for Open House.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel registration: Open House' })).toBeVisible();
    // A past event offers no registration, only what happened.
    const past = within(screen.getByRole('listitem', { name: 'Meetup' }));
    expect(past.queryByRole('button', { name: /Register/ })).not.toBeInTheDocument();
  });

  it('flips back and says so when the call fails', async () => {
    renderWithEvents([{ ...OPEN_HOUSE, registered: true }]);
    server.use(
      http.delete('*/api/pcsx/events/301/registration', () =>
        HttpResponse.json(
          { status: 409, code: 'conflict', message: 'This event has already started.' },
          { status: 409 },
        ),
      ),
    );
    const card = within(await screen.findByRole('listitem', { name: 'Open House' }));
    await userEvent.click(card.getByRole('button', { name: 'Cancel registration: Open House' }));
    expect(
      await screen.findByText(
        'Could not cancel your registration for Open House. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('You are registered')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel registration: Open House' })).toBeVisible();
  });

  it('shows the empty state when there are no events', async () => {
    renderWithEvents([]);
    expect(
      await screen.findByText('There are no events right now. Check back soon.'),
    ).toBeInTheDocument();
  });
});
