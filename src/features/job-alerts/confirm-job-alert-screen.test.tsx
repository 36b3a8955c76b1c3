import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { ConfirmJobAlertScreen } from './confirm-job-alert-screen';

const LINK_INVALID = 'This link has expired or has already been used.';

const openLink = (hash: string) => {
  window.history.replaceState(null, '', `/careers/job-alerts/confirm${hash}`);
  return renderRoutes(
    [{ path: '/careers/job-alerts/confirm', element: <ConfirmJobAlertScreen /> }],
    '/careers/job-alerts/confirm',
  );
};

describe('confirm job alert screen', () => {
  test('waits for a click, sends the token from the fragment and links to the saved search', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/pcsx/job_alerts/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          status: 200,
          data: {
            message: 'Your job alert is on. We will email you new jobs that match this search.',
            searchUrl: '/careers/search?query=engineer',
          },
        });
      }),
    );
    openLink('#token=abc_DEF-123');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your job alert' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm job alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your job alert is on.');
    expect(bodies).toEqual([{ token: 'abc_DEF-123' }]);
    expect(screen.getByRole('link', { name: 'See matching jobs' })).toHaveAttribute(
      'href',
      '/careers/search?query=engineer',
    );
  });

  test('a refused link shows the error and the way back to search', async () => {
    server.use(
      http.post('*/api/pcsx/job_alerts/confirm', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: LINK_INVALID,
            fields: [{ name: 'token', message: LINK_INVALID }],
          },
          { status: 422 },
        ),
      ),
    );
    openLink('#token=expired');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm job alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Go to job search' })).toHaveAttribute(
      'href',
      '/careers/search',
    );
  });

  test('a link without its token says so', async () => {
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Confirm job alert' })).not.toBeInTheDocument();
  });
});
