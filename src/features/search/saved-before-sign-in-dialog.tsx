import { useState } from 'react';
import type { SavedBeforeSignInDecisionDecision } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { showToast } from '../../ui/toast/toast-store';
import { useJobCart } from './use-job-cart';

interface SavedBeforeSignInDialogProps {
  /** Where focus goes once the question is answered or put aside: the job cart's button. */
  returnFocusTo: HTMLElement | null;
}

/**
 * Asks a candidate who has just signed in whether to add the jobs this browser kept in its job
 * cart before: nothing is added to their cart unless they choose Add, and "Not now" lets the jobs
 * go. Closed with Escape or ×, the question is put aside until the page is next opened.
 */
export const SavedBeforeSignInDialog = ({ returnFocusTo }: SavedBeforeSignInDialogProps) => {
  const { t } = useMessages('searchTools');
  const cart = useJobCart();
  const [isPutAside, setIsPutAside] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const jobs = cart.savedBeforeSignIn;

  const decide = (decision: SavedBeforeSignInDecisionDecision) => {
    if (cart.isDeciding) return;
    setFailure(null);
    cart.decideSavedBeforeSignIn(decision).then(
      () => {
        if (decision === 'add')
          showToast({ message: t('searchTools.cart.savedBeforeSignIn.added'), variant: 'success' });
      },
      (error: unknown) => setFailure(getRequestErrorMessage(error)),
    );
  };

  return (
    <Modal
      title={t('searchTools.cart.savedBeforeSignIn.title')}
      isOpen={jobs.length > 0 && !isPutAside}
      onClose={() => setIsPutAside(true)}
      returnFocusTo={returnFocusTo}
    >
      <div className="form-stack" aria-busy={cart.isDeciding || undefined}>
        <p>{t('searchTools.cart.savedBeforeSignIn.question', { count: jobs.length })}</p>
        <ul className="saved-before-sign-in__jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              {job.name}
              <div className="muted">{job.locations.join(' | ')}</div>
            </li>
          ))}
        </ul>
        {failure !== null && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="saved-before-sign-in__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={cart.isDeciding || undefined}
            onClick={() => decide('add')}
          >
            {t('searchTools.cart.savedBeforeSignIn.add')}
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={cart.isDeciding || undefined}
            onClick={() => decide('discard')}
          >
            {t('searchTools.cart.savedBeforeSignIn.notNow')}
          </button>
        </div>
      </div>
    </Modal>
  );
};
