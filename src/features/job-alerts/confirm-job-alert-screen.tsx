import { useState } from 'react';
import { useConfirmJobAlert } from '@generated/api/job-alerts/job-alerts';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { isLinkTokenError, readTokenFromLink } from '../../entities/auth/link-token';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';

const SEARCH_PATH = '/careers/search';

/**
 * /careers/job-alerts/confirm: starts a visitor's job alert from the mailed link. It waits for a
 * click rather than confirming on load, so a mail scanner opening the link subscribes nobody.
 */
export const ConfirmJobAlertScreen = () => {
  const { t } = useMessages('jobAlerts');
  const { domain } = useSession();
  const [token] = useState(readTokenFromLink);
  const confirm = useConfirmJobAlert();

  const body = () => {
    if (confirm.isSuccess) {
      return (
        <div className="form-stack">
          <p role="status">{confirm.data.message}</p>
          <Link className="button button--primary" to={confirm.data.searchUrl}>
            {t('jobAlerts.confirm.seeJobs')}
          </Link>
        </div>
      );
    }
    if (token === null || isLinkTokenError(confirm.error)) {
      return (
        <div className="form-stack">
          <p className="form-error" role="alert">
            {token === null
              ? t('jobAlerts.confirm.missingToken')
              : getRequestErrorMessage(confirm.error)}
          </p>
          <Link className="button button--primary" to={SEARCH_PATH}>
            {t('jobAlerts.confirm.backToSearch')}
          </Link>
        </div>
      );
    }
    return (
      <div className="form-stack">
        {confirm.isError && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(confirm.error)}
          </p>
        )}
        <p>{t('jobAlerts.confirm.intro')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={() => confirm.mutate({ data: { token }, params: { domain } })}
        >
          {confirm.isPending ? t('jobAlerts.confirm.submitting') : t('jobAlerts.confirm.submit')}
        </button>
      </div>
    );
  };

  return (
    <section className="narrow">
      <h1>{t('jobAlerts.confirm.heading')}</h1>
      {body()}
    </section>
  );
};

/** The route module's screen. */
export { ConfirmJobAlertScreen as Component };
