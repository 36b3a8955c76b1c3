import { Link } from '../../i18n/localized-navigation';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { useJobCart } from './use-job-cart';

/** The job cart side panel: the jobs a candidate is gathering to apply for together. */
export const JobCartPanel = ({ onClose }: { onClose: () => void }) => {
  const { t } = useMessages('search', 'searchTools');
  const cart = useJobCart();
  const openIds = cart.items
    .map((item) => item.id)
    .filter((id) => !cart.invalidPositionIds.includes(id));
  return (
    <aside className="side-panel job-cart-panel" aria-labelledby="job-cart-title">
      <div className="side-panel__header">
        <h2 id="job-cart-title">{t('searchTools.cart.title', { count: cart.items.length })}</h2>
        <button
          type="button"
          className="button"
          onClick={onClose}
          aria-label={t('searchTools.cart.close')}
        >
          {t('searchTools.cart.closeButton')}
        </button>
      </div>
      {cart.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : cart.items.length === 0 ? (
        <p>{t('searchTools.cart.empty')}</p>
      ) : (
        <ul className="card-list">
          {cart.items.map((item) => {
            const isInvalid = cart.invalidPositionIds.includes(item.id);
            return (
              <li key={item.id} className={`card${isInvalid ? ' job-cart-panel__invalid' : ''}`}>
                {isInvalid ? (
                  <span>{item.name}</span>
                ) : (
                  <Link to={item.positionUrl}>{item.name}</Link>
                )}
                <p className="muted">
                  {isInvalid ? t('searchTools.cart.unavailable') : item.locations.join(' | ')}
                </p>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('searchTools.cart.removeLabel', { name: item.name })}
                  onClick={() => {
                    cart.remove(item.id).catch((error: unknown) => {
                      showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
                    });
                  }}
                >
                  {t('searchTools.cart.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!cart.isPending && openIds.length > 0 && (
        <Link className="button button--apply" to={`/careers/apply?pid=${openIds.join(',')}`}>
          {t('searchTools.cart.applyAll')}
        </Link>
      )}
    </aside>
  );
};
