import { useState } from 'react';
import { getRequestErrorMessage } from '../../api/api-error';
import { showToast } from '../../ui/toast/toast-store';

interface SaveButtonProps {
  positionName: string;
  isSaved: boolean;
  onToggle: () => Promise<void>;
}

/** A toggle button: pressed when the job is saved. */
export const SaveButton = ({ positionName, isSaved, onToggle }: SaveButtonProps) => {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      className="button"
      aria-pressed={isSaved}
      aria-label={`${isSaved ? 'Saved' : 'Save'}: ${positionName}`}
      disabled={isBusy}
      onClick={() => {
        setIsBusy(true);
        onToggle()
          .catch((error: unknown) => {
            showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
          })
          .finally(() => setIsBusy(false));
      }}
    >
      <span aria-hidden="true">{isSaved ? '★' : '☆'}</span>
      {isSaved ? 'Saved' : 'Save'}
    </button>
  );
};
