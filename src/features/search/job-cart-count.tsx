import { useMessages } from '../../i18n/use-messages';
import { useJobCart } from './use-job-cart';

/**
 * The job cart button's label with how many jobs the cart holds: a badge to see, and "Job cart,
 * 3 jobs" to hear. Loaded after the search's first render, so the page does not wait for the cart.
 */
export const JobCartCount = () => {
  const { t, locale } = useMessages('search', 'searchTools');
  const count = useJobCart().items.length;
  if (count === 0) return <>{t('search.cart.open')}</>;
  return (
    <>
      <span aria-hidden="true">
        {t('search.cart.open')}
        <span className="count-badge">{new Intl.NumberFormat(locale).format(count)}</span>
      </span>
      <span className="visually-hidden">{t('searchTools.cart.openWithCount', { count })}</span>
    </>
  );
};
