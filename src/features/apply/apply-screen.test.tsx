import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import { getGetPositionDetailsResponseMock } from '@generated/api/search/search.faker';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { bootDataQueryOptions } from '../../api/session';
import { dismissAuthModal, getAuthModalState } from '../../entities/auth/auth-modal-store';
import { toApplicationRequest } from './apply-form';
import { ApplyScreen } from './apply-screen';

const renderApply = () =>
  renderRoutes([{ path: '/careers/apply', element: <ApplyScreen /> }], '/careers/apply?pid=1000');

describe('apply screen', () => {
  test("keeps the heading 'Apply for {name}' and prefills the apply form from the profile", async () => {
    renderApply();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Apply for / }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('First name *')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Email *')).toHaveValue('jordan.alvarez@example.com');
  });

  test('submits the application through the apply call and shows its message', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/pcsx/apply', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            status: 201,
            data: {
              application: {},
              message: 'Your application for Senior Frontend Engineer has been submitted.',
            },
          },
          { status: 201 },
        );
      }),
    );
    renderApply();
    const user = userEvent.setup();
    const authorized = await screen.findByRole('radiogroup', {
      name: 'Are you authorized to work here?',
    });
    await user.click(within(authorized).getByRole('radio', { name: 'Yes' }));
    const sponsorship = screen.getByRole('radiogroup', { name: 'Will you need sponsorship?' });
    await user.click(within(sponsorship).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      position_id: 1000,
      domain: 'northwindlabs.com',
      form_data: { firstname: 'Jordan', workAuthorization: 'yes', requiresSponsorship: 'no' },
    });
  });

  test('a resume chosen in the form is sent beside the answers as a data URL', () => {
    const request = toApplicationRequest(1000, 'northwindlabs.com', {
      firstname: 'Jordan',
      resume: [
        {
          uid: 'u',
          name: 'cv.pdf',
          size: 3,
          type: 'application/pdf',
          lastModified: 1,
          webkitRelativePath: '',
          content: 'JVBE',
          status: 'done',
        },
      ],
    });
    expect(request).toEqual({
      position_id: 1000,
      domain: 'northwindlabs.com',
      form_data: { firstname: 'Jordan' },
      resume_file_name: 'cv.pdf',
      resume_content: 'data:application/pdf;base64,JVBE',
    });
  });

  test('a candidate who already applied sees so, with a link to the application, and no form', async () => {
    const details = getGetPositionDetailsResponseMock();
    details.data.positionUserActions = { isSaved: false, hasApplied: true, applicationId: 7240 };
    server.use(http.get('*/api/pcsx/position_details', () => HttpResponse.json(details)));
    renderApply();
    expect(
      await screen.findByText('You have already applied to this position.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      '/careers/applications#application-7240',
    );
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  test('restores the saved draft and saves new answers after a pause in typing', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/pcsx/draft_applications/1000', () =>
        HttpResponse.json({
          status: 200,
          data: {
            position_id: 1000,
            answers: { coverLetter: 'Dear team,', workAuthorization: 'yes' },
            completion_percent: 50,
            updated_at: '2026-03-12T09:41:00Z',
          },
        }),
      ),
      http.put('*/api/pcsx/draft_applications/1000', async ({ request }) => {
        const body = (await request.json()) as { answers: Record<string, unknown> };
        saved.push(body);
        return HttpResponse.json({
          status: 200,
          data: { ...body, position_id: 1000, updated_at: '2026-03-13T10:00:00Z' },
        });
      }),
    );
    renderApply();
    const user = userEvent.setup();
    const coverLetter = await screen.findByLabelText('Cover letter');
    expect(coverLetter).toHaveValue('Dear team,');
    expect(
      screen.getByText('We restored the answers you saved on 03/12/2026.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(coverLetter, ' hello');
    expect(await screen.findByText(/^Draft saved at /)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      answers: { coverLetter: 'Dear team, hello', workAuthorization: 'yes', firstname: 'Jordan' },
    });
    const [first] = saved as { completion_percent: number }[];
    expect(first.completion_percent).toBeGreaterThan(0);
  });

  test("a visitor's confirmation offers an account with their email instead of account pages", async () => {
    const boot = getGetBootDataResponseMock();
    boot.data = { ...boot.data, isLoggedIn: false, user: null, profile: null };
    let registered: unknown;
    server.use(
      http.get('*/api/pcsx/boot', () => HttpResponse.json(boot)),
      http.post('*/api/pcsx/apply', () =>
        HttpResponse.json(
          {
            status: 201,
            data: {
              application: {},
              message: 'Your application for Senior Frontend Engineer has been submitted.',
            },
          },
          { status: 201 },
        ),
      ),
      http.post('*/api/pcsx/auth/register', async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json(
          { status: 400, code: 'bad_request', message: 'Stop here' },
          { status: 400 },
        );
      }),
    );
    renderApply();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Sign in to apply' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('First name *'), 'Robin');
    await user.type(screen.getByLabelText('Last name *'), 'Park');
    await user.type(screen.getByLabelText('Email *'), 'robin.park@example.com');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '512-555-0148');
    await user.click(
      within(
        screen.getByRole('radiogroup', { name: 'Are you authorized to work here?' }),
      ).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Will you need sponsorship?' })).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(
      await screen.findByRole('heading', { name: 'Follow your application' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your applications' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Follow your application' });
    expect(within(form).getByLabelText('Email')).toHaveValue('robin.park@example.com');
    expect(within(form).getByLabelText('First name')).toHaveValue('Robin');
    await user.type(within(form).getByLabelText('Password'), 'long-enough-password');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Stop here');
    await user.click(screen.getByRole('button', { name: 'Sign in to track it' }));
    expect(getAuthModalState()).toMatchObject({
      isModalOpen: true,
      route: 'login',
      pendingAction: {
        trigger: 'track_application',
        options: { redirectTo: '/careers/applications' },
      },
    });
    dismissAuthModal();
    expect(registered).toEqual({
      email: 'robin.park@example.com',
      password: 'long-enough-password',
      firstname: 'Robin',
      lastname: 'Park',
    });
  });

  test('a submit refused for want of a session asks to sign in, then sends the same answers', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/pcsx/apply', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              { status: 401, code: 'unauthenticated', message: 'Please sign in.' },
              { status: 401 },
            )
          : HttpResponse.json(
              {
                status: 201,
                data: { application: {}, message: 'Your application has been submitted.' },
              },
              { status: 201 },
            );
      }),
    );
    renderApply();
    const user = userEvent.setup();
    const authorized = await screen.findByRole('radiogroup', {
      name: 'Are you authorized to work here?',
    });
    await user.click(within(authorized).getByRole('radio', { name: 'Yes' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Will you need sponsorship?' })).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Your session ended. Sign in and your application is sent.'),
    ).toBeInTheDocument();
    const { pendingAction } = getAuthModalState();
    expect(pendingAction).toMatchObject({
      trigger: 'pre_application_submit',
      options: { skipRefresh: true },
    });
    dismissAuthModal();
    await act(async () => {
      await pendingAction?.run?.();
    });
    expect(
      await screen.findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('leaving the page saves the draft at once, without waiting for the pause', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('*/api/pcsx/draft_applications/1000', async ({ request }) => {
        const body = (await request.json()) as { answers: Record<string, unknown> };
        saved.push(body.answers);
        return HttpResponse.json({
          status: 200,
          data: { ...body, position_id: 1000, updated_at: '2026-03-13T10:00:00Z' },
        });
      }),
    );
    renderApply();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Cover letter'), 'Leaving now');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 500 });
    expect(saved[0]).toMatchObject({ coverLetter: 'Leaving now' });
  });

  test('a draft that failed to load is not replaced by an empty form, and can be read again', async () => {
    let isDown = true;
    server.use(
      http.get('*/api/pcsx/draft_applications/1000', () =>
        isDown
          ? HttpResponse.json(
              { status: 500, code: 'internal_error', message: 'Server error' },
              { status: 500 },
            )
          : HttpResponse.json({
              status: 200,
              data: {
                position_id: 1000,
                answers: { coverLetter: 'Dear team,' },
                completion_percent: 10,
                updated_at: '2026-03-12T09:41:00Z',
              },
            }),
      ),
    );
    renderApply();
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('An error occurred while retrieving data')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cover letter')).toBeNull();
    isDown = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Cover letter')).toHaveValue('Dear team,');
  });

  test("a visitor's submit resent after signing in keeps its confirmation once the session is read again", async () => {
    const visitorBoot = getGetBootDataResponseMock();
    visitorBoot.data = { ...visitorBoot.data, isLoggedIn: false, user: null, profile: null };
    let isSignedIn = false;
    let attempts = 0;
    server.use(
      http.get('*/api/pcsx/boot', () =>
        HttpResponse.json(isSignedIn ? getGetBootDataResponseMock() : visitorBoot),
      ),
      http.post('*/api/pcsx/apply', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              { status: 401, code: 'unauthenticated', message: 'Please sign in.' },
              { status: 401 },
            )
          : HttpResponse.json(
              {
                status: 201,
                data: { application: {}, message: 'Your application has been submitted.' },
              },
              { status: 201 },
            );
      }),
    );
    const { client } = renderApply();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name *'), 'Robin');
    await user.type(screen.getByLabelText('Last name *'), 'Park');
    await user.type(screen.getByLabelText('Email *'), 'robin.park@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '512-555-0148');
    await user.click(
      within(
        screen.getByRole('radiogroup', { name: 'Are you authorized to work here?' }),
      ).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Will you need sponsorship?' })).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText('Your session ended. Sign in and your application is sent.');
    const { pendingAction } = getAuthModalState();
    dismissAuthModal();
    // As sign-in does: the resend first, then the session read again in place.
    await act(async () => {
      await pendingAction?.run?.();
    });
    isSignedIn = true;
    await client.invalidateQueries({ queryKey: bootDataQueryOptions().queryKey });
    expect(await screen.findByRole('link', { name: 'See your applications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(attempts).toBe(2);
  });

  test('sends one draft save at a time, then the newest answers; only leaving uses keepalive', async () => {
    const saves: { coverLetter: unknown; keepalive: boolean }[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let release = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put('*/api/pcsx/draft_applications/1000', async ({ request }) => {
        const body = (await request.json()) as { answers: Record<string, unknown> };
        saves.push({ coverLetter: body.answers.coverLetter, keepalive: request.keepalive });
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        if (saves.length === 1) await firstHeld;
        running -= 1;
        return HttpResponse.json({
          status: 200,
          data: { ...body, position_id: 1000, updated_at: '2026-03-13T10:00:00Z' },
        });
      }),
    );
    const hideTab = () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      renderApply();
      const user = userEvent.setup();
      const coverLetter = await screen.findByLabelText('Cover letter');
      await user.type(coverLetter, 'One');
      hideTab();
      await waitFor(() => expect(saves).toHaveLength(1));
      await user.type(coverLetter, ' two');
      hideTab();
      await user.type(coverLetter, ' three');
      hideTab();
      expect(saves).toHaveLength(1);
      release();
      await waitFor(() => expect(saves).toHaveLength(2));
      await user.type(coverLetter, ' four');
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(saves).toHaveLength(3));
      expect(saves).toEqual([
        { coverLetter: 'One', keepalive: false },
        { coverLetter: 'One two three', keepalive: false },
        { coverLetter: 'One two three four', keepalive: true },
      ]);
      expect(mostAtOnce).toBe(1);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
