import { useId, type ChangeEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { FileChooser } from '../../ui/file-chooser/file-chooser';

interface ThemeActionsProps {
  isBusy: boolean;
  isProductUnsaved: boolean;
  /** How many contrast problems hold back publishing. */
  contrastProblemCount: number;
  importProblem: string | undefined;
  onPublish: () => void;
  onUndo: () => void;
  onReset: () => void;
  onExport: () => void;
  onImport: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Publish, undo, reset, export and import, with why publishing is held back and what was wrong
 * with an imported file. Publish stays focusable while refused, so its reason can be read.
 */
export const ThemeActions = ({
  isBusy,
  isProductUnsaved,
  contrastProblemCount,
  importProblem,
  onPublish,
  onUndo,
  onReset,
  onExport,
  onImport,
}: ThemeActionsProps) => {
  const { t } = useMessages('themeBuilder');
  const importId = useId();
  const publishReasonId = useId();
  const isPublishRefused = contrastProblemCount > 0;
  return (
    <>
      <div className="theme-builder__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={isPublishRefused || isBusy ? 'true' : undefined}
          aria-describedby={isPublishRefused ? publishReasonId : undefined}
          onClick={onPublish}
        >
          {t('themeBuilder.action.publish')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!isProductUnsaved || isBusy}
          onClick={onUndo}
        >
          {t('themeBuilder.action.undo')}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={onReset}>
          {t('themeBuilder.action.reset')}
        </button>
        <button type="button" className="button" onClick={onExport}>
          {t('themeBuilder.action.export')}
        </button>
        <span className="theme-builder__import">
          <label htmlFor={importId}>{t('themeBuilder.action.import')}</label>
          <FileChooser
            id={importId}
            accept="application/json,.json"
            aria-describedby={importProblem ? `${importId}-problem` : undefined}
            onChange={onImport}
          />
        </span>
      </div>
      {isPublishRefused && (
        <p id={publishReasonId} className="theme-builder__refused">
          {t('themeBuilder.publish.refused', { count: contrastProblemCount })}
        </p>
      )}
      {importProblem && (
        <p id={`${importId}-problem`} role="alert" className="theme-builder__refused">
          {importProblem}
        </p>
      )}
    </>
  );
};
