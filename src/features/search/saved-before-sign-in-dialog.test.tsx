import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { JobCart, JobCartItem } from '@generated/api/models';
import { bootDataQueryOptions } from '../../api/session';
import { renderRoutes } from '../../forms/test-utils';
import { server } from '../../test/msw-server';
import { SavedBeforeSignInDialog } from './saved-before-sign-in-dialog';

const IN_CART: JobCartItem = {
  id: 1000,
  name: 'Senior Frontend Engineer',
  locations: ['Austin, Texas, United States'],
  positionUrl: '/careers/job/1000',
};
const KEPT: JobCartItem[] = [
  {
    id: 1003,
    name: 'Senior Site Reliability Engineer',
    locations: ['Austin, Texas, United States', 'Toronto, Ontario, Canada'],
    positionUrl: '/careers/job/1003',
  },
  {
    id: 1005,
    name: 'Data Engineer',
    locations: ['London, England, United Kingdom'],
    positionUrl: '/careers/job/1005',
  },
];

/** The search page's Job cart button beside the dialog, as the screen has them. */
const Page = () => {
  const [cartButton, setCartButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={setCartButton} type="button">
        Job cart
      </button>
      <SavedBeforeSignInDialog returnFocusTo={cartButton} />
    </>
  );
};

const renderDialog = () =>
  renderRoutes([{ path: '/careers/search', element: <Page /> }], '/careers/search');

/** A cart with the jobs from before sign-in; decisions are recorded and answered as given. */
const serveCart = (answer: (decision: string) => Response = () => HttpResponse.json({})) => {
  const decisions: unknown[] = [];
  const cart: JobCart = { jobCartData: [IN_CART], invalidPositionIds: [], savedBeforeSignIn: KEPT };
  server.use(
    http.get('*/api/pcsx/job_cart', () => HttpResponse.json({ status: 200, data: cart })),
    http.post('*/api/pcsx/job_cart/saved_before_sign_in', async ({ request }) => {
      const body = (await request.json()) as { decision: string };
      decisions.push(body);
      return answer(body.decision);
    }),
  );
  return decisions;
};

const cartAfter = (decision: string): JobCart => ({
  jobCartData: decision === 'add' ? [IN_CART, ...KEPT] : [IN_CART],
  invalidPositionIds: [],
});

describe('the jobs saved before sign-in', () => {
  test('are listed and added only when the candidate chooses Add, by keyboard', async () => {
    const decisions = serveCart((decision) =>
      HttpResponse.json({ status: 200, data: cartAfter(decision) }),
    );
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Jobs you saved before signing in' });
    expect(
      within(dialog).getByText('You saved 2 jobs before signing in. Add them to your job cart?'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Senior Site Reliability EngineerAustin, Texas, United States | Toronto, Ontario, Canada',
      'Data EngineerLondon, England, United Kingdom',
    ]);
    // Nothing is decided by opening the page.
    expect(decisions).toEqual([]);

    const add = within(dialog).getByRole('button', { name: 'Add to job cart' });
    while (document.activeElement !== add) await user.tab();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([{ decision: 'add', domain: 'northwindlabs.com' }]);
    expect(await screen.findByText('Added to your job cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job cart' })).toHaveFocus();
  });

  test('"Not now" lets them go without adding any', async () => {
    const decisions = serveCart((decision) =>
      HttpResponse.json({ status: 200, data: cartAfter(decision) }),
    );
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Jobs you saved before signing in' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([{ decision: 'discard', domain: 'northwindlabs.com' }]);
    expect(screen.getByRole('button', { name: 'Job cart' })).toHaveFocus();
  });

  test('a failed answer is shown in the dialog, which stays open to try again', async () => {
    const decisions = serveCart(() =>
      HttpResponse.json(
        {
          status: 422,
          code: 'validation_failed',
          message: 'Your job cart holds at most 100 positions. Remove one to add another.',
          fields: [
            {
              name: 'pids',
              message: 'Your job cart holds at most 100 positions. Remove one to add another.',
            },
          ],
        },
        { status: 422 },
      ),
    );
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Jobs you saved before signing in' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to job cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your job cart holds at most 100 positions. Remove one to add another.',
    );
    expect(decisions).toHaveLength(1);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  // jsdom's <dialog> has no Escape key; the browser test presses Escape in Chromium.
  test('closing the dialog puts the question aside without deciding anything', async () => {
    const decisions = serveCart();
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Jobs you saved before signing in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(decisions).toEqual([]);
    expect(screen.getByRole('button', { name: 'Job cart' })).toHaveFocus();
  });

  test('nothing is asked when there are none', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/pcsx/job_cart', () => {
        reads += 1;
        return HttpResponse.json({ status: 200, data: cartAfter('discard') });
      }),
    );
    renderDialog();
    await waitFor(() => expect(reads).toBe(1));
    expect(await screen.findByRole('button', { name: 'Job cart' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a sign-in that keeps the page reads the cart again, and asks', async () => {
    const signedIn = getGetBootDataResponseMock();
    const visitor = {
      ...signedIn,
      data: { ...signedIn.data, isLoggedIn: false, user: null, profile: null },
    };
    let isSignedIn = false;
    const readsBy: boolean[] = [];
    server.use(
      http.get('*/api/pcsx/boot', () => HttpResponse.json(isSignedIn ? signedIn : visitor)),
      http.get('*/api/pcsx/job_cart', () => {
        readsBy.push(isSignedIn);
        const cart: JobCart = isSignedIn
          ? { jobCartData: [IN_CART], invalidPositionIds: [], savedBeforeSignIn: KEPT }
          : { jobCartData: KEPT, invalidPositionIds: [] };
        return HttpResponse.json({ status: 200, data: cart });
      }),
    );
    const { client } = renderDialog();
    await waitFor(() => expect(readsBy).toEqual([false]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    isSignedIn = true;
    await client.invalidateQueries({ queryKey: bootDataQueryOptions().queryKey });
    expect(
      await screen.findByRole('dialog', { name: 'Jobs you saved before signing in' }),
    ).toBeInTheDocument();
    expect(readsBy).toEqual([false, true]);
  });
});
