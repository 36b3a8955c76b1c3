import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';

interface DraftStatusProps {
  isSaving: boolean;
  isError: boolean;
  savedAt: string | undefined;
  onRetry: () => void;
}

/**
 * What became of the last autosave, beside the submit button: "Saving draft…", "Draft saved at
 * 14:05", or that it failed, with a retry. Its line is always there, empty at first, so nothing
 * near the submit button moves when it changes (a click that lands as the page moves is lost).
 */
export const DraftStatus = ({ isSaving, isError, savedAt, onRetry }: DraftStatusProps) => {
  const { t, locale } = useMessages('forms');
  const timeZone = useViewerTimeZone();
  const message = isSaving
    ? t('forms.apply.draftSaving')
    : isError
      ? t('forms.apply.draftSaveFailed')
      : savedAt
        ? t('forms.apply.draftSavedAt', {
            time: new Intl.DateTimeFormat(locale, {
              hour: 'numeric',
              minute: '2-digit',
              ...(timeZone ? { timeZone } : {}),
            }).format(new Date(savedAt)),
          })
        : '';
  return (
    <div className="apply-draft-status">
      <span className={isError && !isSaving ? 'form-error' : 'hint'} role="status">
        {message}
      </span>
      {isError && !isSaving && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('forms.apply.draftRetry')}
        </button>
      )}
    </div>
  );
};
