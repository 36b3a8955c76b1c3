import { useQueryClient } from '@tanstack/react-query';
import {
  getGetJobCartQueryKey,
  useGetJobCart,
  useUpdateJobCart,
} from '@generated/api/job-cart/job-cart';
import { useSession } from '../../api/session';

/** The job cart; a cart that fails to load is shown empty rather than as an error. */
export const useJobCart = () => {
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const cart = useGetJobCart({ domain }, { query: { retry: false } });
  const update = useUpdateJobCart({
    mutation: {
      onSuccess: (data) => {
        queryClient.setQueryData(getGetJobCartQueryKey({ domain }), data);
      },
    },
  });
  const change = (positionId: number, operation: 'add' | 'remove') =>
    update.mutateAsync({ data: { pids: [String(positionId)], operation, domain } });
  return {
    items: cart.isError ? [] : (cart.data?.jobCartData ?? []),
    invalidPositionIds: cart.isError ? [] : (cart.data?.invalidPositionIds ?? []),
    isPending: cart.isPending,
    isUpdating: update.isPending,
    add: (positionId: number) => change(positionId, 'add'),
    remove: (positionId: number) => change(positionId, 'remove'),
  };
};
