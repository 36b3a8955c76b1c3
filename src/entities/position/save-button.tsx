import { useState } from 'react';
import { getRequestErrorMessage } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';

interface SaveButtonProps {
  positionName: string;
  isSaved: boolean;
  onToggle: () => Promise<void>;
}

/**
 * A toggle button: pressed when the job is saved. While a change is on its way the button says so
 * with aria-disabled rather than `disabled`, which would throw keyboard focus off it.
 */
export const SaveButton = ({ positionName, isSaved, onToggle }: SaveButtonProps) => {
  const { t } = useMessages('position');
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      className="button"
      aria-pressed={isSaved}
      aria-label={
        isSaved
          ? t('position.save.savedLabel', { name: positionName })
          : t('position.save.saveLabel', { name: positionName })
      }
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (isBusy) return;
        setIsBusy(true);
        onToggle()
          .catch((error: unknown) => {
            showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
          })
          .finally(() => setIsBusy(false));
      }}
    >
      <span aria-hidden="true">{isSaved ? '★' : '☆'}</span>
      {isSaved ? t('position.save.saved') : t('position.save.save')}
    </button>
  );
};
