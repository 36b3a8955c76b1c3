import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Link } from '../i18n/localized-navigation';
import { bootDataQueryOptions } from '../api/session';
import { logErrorMetrics } from '../api/vslog';
import { useMessages } from '../i18n/use-messages';

const describe = (error: unknown): { message: string; stack: string | undefined } =>
  error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error), stack: undefined };

/** The 500 screen for render crashes; admins also see the stack. */
export const ErrorScreen = () => {
  const { t } = useMessages();
  const error = useRouteError();
  const queryClient = useQueryClient();
  const boot = queryClient.getQueryData(bootDataQueryOptions().queryKey);
  const { message, stack } = describe(error);

  useEffect(() => {
    logErrorMetrics({ domain: boot?.domain, message });
  }, [boot?.domain, message]);

  return (
    <section className="error-screen">
      <h1>{t('common.errorScreen.heading')}</h1>
      <p>{t('common.errorScreen.body')}</p>
      <p className="error-screen__links">
        <Link to="/careers" reloadDocument>
          {t('common.errorScreen.backToCareers')}
        </Link>
        <a href={`mailto:support@${boot?.domain ?? 'example.com'}`}>
          {t('common.errorScreen.contactUs')}
        </a>
      </p>
      {boot?.user?.is_admin && (
        <details open>
          <summary>{t('common.errorScreen.details')}</summary>
          <pre className="error-screen__stack">{stack ?? message}</pre>
        </details>
      )}
    </section>
  );
};

/** The 500 screen when the shell itself could not render. */
export const RootErrorScreen = () => (
  <main id="main">
    <ErrorScreen />
  </main>
);
