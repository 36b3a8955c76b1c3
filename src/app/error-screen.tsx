import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { bootDataQueryOptions } from '../api/session';
import { logErrorMetrics } from '../api/vslog';

export const ERROR_SCREEN_TEXT =
  'The server encountered something unexpected that didnt allow it to complete the request. Our engineers have been notified and are working on it ASAP.';

const describe = (error: unknown): { message: string; stack: string | undefined } =>
  error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error), stack: undefined };

/** The 500 screen for render crashes; admins also see the stack. */
export const ErrorScreen = () => {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const boot = queryClient.getQueryData(bootDataQueryOptions().queryKey);
  const { message, stack } = describe(error);

  useEffect(() => {
    logErrorMetrics({ domain: boot?.domain, message });
  }, [boot?.domain, message]);

  return (
    <section className="error-screen">
      <h1>Internal Server Error</h1>
      <p>{ERROR_SCREEN_TEXT}</p>
      <p className="error-screen__links">
        <Link to="/careers" reloadDocument>
          Back to careers
        </Link>
        <a href={`mailto:support@${boot?.domain ?? 'example.com'}`}>Contact us</a>
      </p>
      {boot?.user?.is_admin && (
        <details open>
          <summary>Error details</summary>
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
