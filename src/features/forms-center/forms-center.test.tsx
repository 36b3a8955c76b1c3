import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FormSummary } from '@generated/api/models';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../forms/test-utils';
import { FormViewScreen } from './form-view-screen';
import { FormsCenterScreen } from './forms-center-screen';

const routes = [
  { path: '/careers/forms/center', element: <FormsCenterScreen /> },
  { path: '/careers/forms', element: <FormViewScreen /> },
];

const phone = { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' };
const emergencyForm: FormSummary = {
  id: 'frm_emergency',
  title: 'Emergency contact',
  description: 'Who we call.',
  status: 'in_progress',
  dueAt: null,
  updatedAt: '2026-03-18T15:05:00Z',
  schemaName: 'emergency-contact',
  variant: 'SimpleForm',
  values: { name: 'Sam Alvarez', phone },
};

const listWith = (forms: FormSummary[]) =>
  http.get('*/api/pcsx/forms_list', () =>
    HttpResponse.json({
      status: 200,
      data: { tabs: [{ id: 'pending', label: 'Pending', count: forms.length }], tabsData: forms },
    }),
  );

describe('forms center', () => {
  test('tabs from forms_list, each form with its status label and an action', async () => {
    renderRoutes(routes, '/careers/forms/center');
    const tabs = await screen.findByRole('tablist', { name: 'Form groups' });
    expect(within(tabs).getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Completed (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Pending (2)' });
    expect(within(panel).getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(within(panel).getByText('In progress')).toBeInTheDocument();
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Continue Personal details' })).toHaveAttribute(
      'href',
      '/careers/forms?form_id=frm_personal_details&tab_id=pending',
    );
    expect(
      within(panel).getByRole('link', { name: 'Start Tax withholding (W-4)' }),
    ).toBeInTheDocument();
  });

  test('the statuses open, in progress and completed are shown with labels', async () => {
    server.use(
      // Forms on schemas the portal does not know keep the employer's titles.
      listWith([
        { ...emergencyForm, id: 'a', title: 'A', schemaName: 'employer-form', status: 'open' },
        {
          ...emergencyForm,
          id: 'b',
          title: 'B',
          schemaName: 'employer-form',
          status: 'in_progress',
        },
        { ...emergencyForm, id: 'c', title: 'C', schemaName: 'employer-form', status: 'completed' },
      ]),
    );
    renderRoutes(routes, '/careers/forms/center');
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(within(panel).getByText('In progress')).toBeInTheDocument();
    expect(within(panel).getByText('Completed')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View C' })).toBeInTheDocument();
  });

  test('arrow keys move between tabs and load that tab’s forms', async () => {
    const requestedTabs: (string | null)[] = [];
    server.use(
      http.get('*/api/pcsx/forms_list', ({ request }) => {
        requestedTabs.push(new URL(request.url).searchParams.get('tab_id'));
        return HttpResponse.json({
          status: 200,
          data: {
            tabs: [
              { id: 'pending', label: 'Pending', count: 0 },
              { id: 'completed', label: 'Completed', count: 0 },
            ],
            tabsData: [],
          },
        });
      }),
    );
    renderRoutes(routes, '/careers/forms/center');
    const user = userEvent.setup();
    (await screen.findByRole('tab', { name: 'Pending (0)' })).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Completed (0)' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Completed (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(requestedTabs).toEqual([null, 'completed']);
  });
});

describe('form view', () => {
  test('opens a form in its variant with its saved answers', async () => {
    renderRoutes(routes, '/careers/forms?form_id=frm_personal_details&tab_id=pending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal details' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Form sections' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveValue('Jordan');
  });

  test('a submit goes through the designed submit call, shows its message and returns to the forms center', async () => {
    server.use(listWith([emergencyForm]));
    let body: unknown;
    server.use(
      http.post('*/api/pcsx/forms/frm_emergency/submit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 200,
          data: { form: { ...emergencyForm, status: 'completed' }, message: 'Form submitted' },
        });
      }),
    );
    const { router } = renderRoutes(routes, '/careers/forms?form_id=frm_emergency&tab_id=pending');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Form submitted')).toBeInTheDocument();
    expect(body).toEqual({
      domain: 'northwindlabs.com',
      data: { name: 'Sam Alvarez', phone },
      isDraft: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers/forms/center'));
  });

  test('a draft is saved without validation', async () => {
    server.use(listWith([{ ...emergencyForm, values: null }]));
    let body: unknown;
    server.use(
      http.post('*/api/pcsx/forms/frm_emergency/submit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 200,
          data: { form: emergencyForm, message: 'Form saved' },
        });
      }),
    );
    renderRoutes(routes, '/careers/forms?form_id=frm_emergency');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name *'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(body).toEqual({ domain: 'northwindlabs.com', data: { name: 'Sam' }, isDraft: true });
  });

  test('422 field errors from the server land on their fields, with the server’s message', async () => {
    server.use(listWith([emergencyForm]));
    server.use(
      http.post('*/api/pcsx/forms/frm_emergency/submit', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Some answers need your attention.',
            fields: [{ name: 'phone', message: 'Enter a valid phone number and country code.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routes, '/careers/forms?form_id=frm_emergency');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some answers need your attention.');
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'Enter a valid phone number and country code.',
      ),
    );
  });

  test('a completed form is shown read-only', async () => {
    server.use(listWith([{ ...emergencyForm, status: 'completed' }]));
    renderRoutes(routes, '/careers/forms?form_id=frm_emergency');
    expect(await screen.findByRole('heading', { name: 'Answers on file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit answers' })).not.toBeInTheDocument();
    expect(screen.getByText('Sam Alvarez')).toBeInTheDocument();
  });

  test('a form whose schema the app does not know says so', async () => {
    server.use(listWith([{ ...emergencyForm, schemaName: 'no-such-form' }]));
    renderRoutes(routes, '/careers/forms?form_id=frm_emergency');
    expect(await screen.findByText('This form is not available right now.')).toBeInTheDocument();
  });
});
