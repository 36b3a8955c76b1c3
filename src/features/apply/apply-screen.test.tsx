import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
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
});
