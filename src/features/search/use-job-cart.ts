import { useQueryClient } from '@tanstack/react-query';
import {
  getGetJobCartQueryKey,
  useDecideSavedBeforeSignIn,
  useGetJobCart,
  useUpdateJobCart,
} from '@generated/api/job-cart/job-cart';
import type { JobCart, SavedBeforeSignInDecisionDecision } from '@generated/api/models';
import { useSession } from '../../api/session';

/** Whether the cart's answer to adding `positionId` says the job is closed or unknown. */
const isRefused = (cart: JobCart, positionId: number): boolean =>
  cart.invalidPositionIds.includes(positionId) &&
  !cart.jobCartData.some((item) => item.id === positionId);

/** The job cart; a cart that fails to load is shown empty rather than as an error. */
export const useJobCart = () => {
  const { domain, user } = useSession();
  const queryClient = useQueryClient();
  // The cart is the caller's: signing in without a reload (a pending action that keeps the page)
  // reads the candidate's cart, with the jobs kept from before, instead of showing the visitor's.
  const queryKey = [...getGetJobCartQueryKey({ domain }), { user: user?.encId ?? null }] as const;
  const cart = useGetJobCart({ domain }, { query: { queryKey, retry: false } });
  const onSuccess = (data: JobCart) => {
    queryClient.setQueryData(queryKey, data);
  };
  const update = useUpdateJobCart({ mutation: { onSuccess } });
  const decision = useDecideSavedBeforeSignIn({ mutation: { onSuccess } });
  /** Resolves to whether the cart took the job: false when it has closed. */
  const change = async (positionId: number, operation: 'add' | 'remove') => {
    const answer = await update.mutateAsync({
      data: { pids: [String(positionId)], operation, domain },
    });
    return operation === 'remove' || !isRefused(answer, positionId);
  };
  return {
    items: cart.isError ? [] : (cart.data?.jobCartData ?? []),
    invalidPositionIds: cart.isError ? [] : (cart.data?.invalidPositionIds ?? []),
    /** Jobs this browser kept before the candidate signed in, not yet in the cart. */
    savedBeforeSignIn: cart.isError ? [] : (cart.data?.savedBeforeSignIn ?? []),
    isPending: cart.isPending,
    isUpdating: update.isPending,
    isDeciding: decision.isPending,
    add: (positionId: number) => change(positionId, 'add'),
    remove: (positionId: number) => change(positionId, 'remove'),
    decideSavedBeforeSignIn: (choice: SavedBeforeSignInDecisionDecision) =>
      decision.mutateAsync({ data: { decision: choice, domain } }),
  };
};
