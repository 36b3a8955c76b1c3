import { useMessages } from '../i18n/use-messages';

/** Shown while the first screen's code, messages and data load. */
export const LoadingStatus = () => {
  const { t } = useMessages();
  return <p role="status">{t('common.loading')}</p>;
};
