import { useMessages } from '../i18n/use-messages';

/**
 * Shown while the first screen's code, messages and data load. It has no margin: a margin would
 * collapse through the page's body and move it, a layout shift counted against the page.
 */
export const LoadingStatus = () => {
  const { t } = useMessages();
  return (
    <p role="status" className="loading-status">
      {t('common.loading')}
    </p>
  );
};
