import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Interview, InterviewResponseRequest } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { InterviewsScreen } from './interviews-screen';

const HOUR_MS = 3_600_000;
const interview = (id: number, position: string, startsInHours: number): Interview => ({
  id,
  position: { id: 1000 + id, name: position },
  stage: 'Technical interview',
  startsAt: new Date(Date.now() + startsInHours * HOUR_MS).toISOString(),
  endsAt: new Date(Date.now() + (startsInHours + 1) * HOUR_MS).toISOString(),
  timezone: 'America/Chicago',
  location: null,
  meetingUrl: null,
  interviewers: ['Priya Raman'],
  status: 'scheduled',
  candidateResponse: null,
});

const SRE = interview(8801, 'Site Reliability Engineer', 72);

describe('answering an interview', () => {
  /** Lists `interviews`; the answers the page sends are collected, and answered by `reply`. */
  const renderWithInterviews = (
    interviews: Interview[],
    reply: (body: InterviewResponseRequest) => Response = (body) =>
      HttpResponse.json({
        status: 200,
        data: {
          ...SRE,
          candidateResponse: {
            response: body.response,
            message: body.message ?? null,
            respondedAt: new Date().toISOString(),
          },
        },
      }),
  ) => {
    let listed = interviews;
    const sent: InterviewResponseRequest[] = [];
    server.use(
      http.get('*/api/pcsx/dashboard/interviews', () =>
        HttpResponse.json({ status: 200, data: { interviews: listed } }),
      ),
      http.post('*/api/pcsx/dashboard/interviews/:id/response', async ({ request }) => {
        const body = (await request.json()) as InterviewResponseRequest;
        sent.push(body);
        const answer = reply(body);
        if (answer.ok) {
          listed = listed.map((item) =>
            item.id === SRE.id
              ? {
                  ...item,
                  candidateResponse: {
                    response: body.response,
                    message: body.message ?? null,
                    respondedAt: new Date().toISOString(),
                  },
                }
              : item,
          );
        }
        return answer;
      }),
    );
    renderRoutes(
      [{ path: '/careers/interviews', element: <InterviewsScreen /> }],
      '/careers/interviews',
    );
    return sent;
  };

  const card = async () =>
    within(
      (await screen.findByRole('heading', { name: SRE.position.name })).closest('li') ??
        document.body,
    );

  it('asks for another time only with the times that suit, and then shows them', async () => {
    const sent = renderWithInterviews([SRE]);
    const sre = await card();
    await userEvent.click(sre.getByRole('button', { name: /^Request another time/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request another time' }));
    const times = dialog.getByLabelText('Times that suit you');

    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Say which times suit you.');
    expect(times).toHaveFocus();
    expect(times).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.type(times, '  Monday mornings ');
    expect(dialog.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(
      await sre.findByText('Times that suit you: Monday mornings', { exact: false }),
    ).toBeInTheDocument();
    // Sent trimmed.
    expect(sent.map(({ response, message }) => ({ response, message }))).toEqual([
      { response: 'reschedule_requested', message: 'Monday mornings' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sre.getByText('You asked for another time')).toBeInTheDocument();
    // Confirming the old time or declining stay possible.
    expect(sre.getByRole('button', { name: /^Confirm/ })).toBeInTheDocument();
    expect(sre.getByRole('button', { name: /^Decline/ })).toBeInTheDocument();
  });

  it('declines only after asking, and then offers nothing more to answer', async () => {
    const sent = renderWithInterviews([SRE]);
    const sre = await card();
    await userEvent.click(sre.getByRole('button', { name: /^Decline/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this interview?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep interview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(sre.getByRole('button', { name: /^Decline/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline interview' }),
    );
    // The answer's line takes focus: the button pressed is gone.
    expect((await sre.findByText('You declined')).closest('p')).toHaveFocus();
    expect(sent.map((body) => body.response)).toEqual(['declined']);
    expect(sre.queryByRole('button', { name: /^(Confirm|Decline|Request)/ })).toBeNull();
  });

  it('takes a confirmation back, with a message, when the server does not keep it', async () => {
    renderWithInterviews([SRE], () =>
      HttpResponse.json(
        { status: 500, code: 'internal', message: 'Database unavailable' },
        { status: 500 },
      ),
    );
    const sre = await card();
    await userEvent.click(sre.getByRole('button', { name: /^Confirm/ }));
    expect(
      await screen.findByText(
        'Your answer about the interview for Site Reliability Engineer could not be sent. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(sre.queryByText('You confirmed')).toBeNull();
    expect(sre.getByRole('button', { name: /^Confirm/ })).toHaveFocus();
  });

  it('offers no answer for an interview that has started', async () => {
    renderWithInterviews([interview(8802, 'Data Analyst', -0.5)]);
    const started = within(
      (await screen.findByRole('heading', { name: 'Data Analyst' })).closest('li') ?? document.body,
    );
    expect(started.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });
});
