import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobCart, PositionSummary } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { JobCartButton } from './job-cart-button';

const POSITION: PositionSummary = {
  id: 1009,
  displayJobId: 'NWL-1009',
  name: 'Staff Data Scientist',
  locations: ['Austin, Texas, United States'],
  standardizedLocations: ['Austin, TX, US'],
  postedTs: 1_762_000_000,
  creationTs: 1_762_000_000,
  department: 'Data',
  businessUnit: 'Platform',
  workLocationOption: 'onsite',
  locationFlexibility: null,
  atsJobId: 'REQ-1009',
  positionUrl: '/careers/job/1009',
  employmentType: 'Full-time',
  seniority: 'Staff',
  isSaved: false,
};

const EMPTY: JobCart = { jobCartData: [], invalidPositionIds: [] };

const serveCart = (afterAdding: JobCart) => {
  server.use(
    http.get('*/api/pcsx/job_cart', () => HttpResponse.json({ status: 200, data: EMPTY })),
    http.post('*/api/pcsx/job_cart', () => HttpResponse.json({ status: 200, data: afterAdding })),
  );
};

const renderButton = () =>
  renderRoutes(
    [{ path: '/careers/search', element: <JobCartButton position={POSITION} /> }],
    '/careers/search',
  );

describe('job cart button', () => {
  test('an added job is shown in the cart, with no message', async () => {
    serveCart({
      jobCartData: [
        {
          id: POSITION.id,
          name: POSITION.name,
          locations: POSITION.locations,
          positionUrl: POSITION.positionUrl,
        },
      ],
      invalidPositionIds: [],
    });
    renderButton();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add to job cart: Staff Data Scientist' }),
    );
    expect(
      await screen.findByRole('button', { name: 'In job cart: Staff Data Scientist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Toasts outlive a test: this one runs first, before any such message was shown.
    expect(screen.queryByText(/has closed/)).not.toBeInTheDocument();
  });

  test('says so when the job closed meanwhile and the cart did not take it', async () => {
    serveCart({ jobCartData: [], invalidPositionIds: [POSITION.id] });
    renderButton();
    const user = userEvent.setup();
    const add = await screen.findByRole('button', {
      name: 'Add to job cart: Staff Data Scientist',
    });
    await user.click(add);
    expect(
      await screen.findByText(
        'Staff Data Scientist has closed and was not added to your job cart.',
      ),
    ).toBeInTheDocument();
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add).toHaveFocus();
  });
});
