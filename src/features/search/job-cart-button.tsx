import type { PositionSummary } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { useJobCart } from './use-job-cart';

/**
 * Adds the job to the cart, or takes it out. Busy is aria-disabled, not `disabled`, so keyboard
 * focus stays on the button while the cart updates.
 */
export const JobCartButton = ({ position }: { position: PositionSummary }) => {
  const { t } = useMessages('search');
  const cart = useJobCart();
  const isInCart = cart.items.some((item) => item.id === position.id);
  const onClick = () => {
    if (cart.isUpdating) return;
    (isInCart ? cart.remove(position.id) : cart.add(position.id)).then(
      (isTaken) => {
        // The job closed since the page showed it: the cart says so rather than nothing.
        if (!isTaken) showToast({ message: t('search.cart.closed', { name: position.name }) });
      },
      (error: unknown) => {
        showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
      },
    );
  };
  return (
    <button
      type="button"
      className="button"
      aria-pressed={isInCart}
      aria-label={
        isInCart
          ? t('search.cart.inCartLabel', { name: position.name })
          : t('search.cart.addLabel', { name: position.name })
      }
      aria-disabled={cart.isUpdating || undefined}
      onClick={onClick}
    >
      {isInCart ? t('search.cart.inCart') : t('search.cart.add')}
    </button>
  );
};
