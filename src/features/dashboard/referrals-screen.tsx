import { Link } from '../../i18n/localized-navigation';
import { useGetDashboardReferrals } from '@generated/api/dashboard/dashboard';
import { REFERRAL_STATUS_LABELS } from '../../entities/referral/referral-labels';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { QueryState } from '../../ui/query-state';
import './referrals.css';

/** Who referred the candidate, for which job, when, and where each referral stands. */
export const ReferralsScreen = () => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const { domain } = useSession();
  const referrals = useGetDashboardReferrals({ domain });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return (
    <section aria-labelledby="referrals-heading">
      <h1 id="referrals-heading">{t('candidate.referrals.heading')}</h1>
      <p className="muted">{t('candidate.referrals.intro')}</p>
      <QueryState
        {...referrals}
        isEmpty={(data) => data.referrals.length === 0}
        emptyMessage={t('candidate.referrals.none')}
      >
        {(data) => (
          <table className="referrals-table">
            <caption className="visually-hidden">{t('candidate.referrals.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('candidate.referrals.position')}</th>
                <th scope="col">{t('candidate.referrals.referrer')}</th>
                <th scope="col">{t('candidate.referrals.statusColumn')}</th>
                <th scope="col">{t('candidate.referrals.dateColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {data.referrals.map((referral) => (
                <tr key={referral.id}>
                  <th scope="row">
                    <Link to={`/careers/job/${referral.position.id}`}>
                      {referral.position.name}
                    </Link>
                  </th>
                  <td>{referral.referrerName}</td>
                  <td>{t(REFERRAL_STATUS_LABELS[referral.status])}</td>
                  <td>
                    <time dateTime={referral.createdAt}>
                      {dateFormat.format(new Date(referral.createdAt))}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ReferralsScreen as Component };
