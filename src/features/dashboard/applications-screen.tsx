import { useState } from 'react';
import {
  useGetDashboardApplications,
  useListDraftApplications,
} from '@generated/api/dashboard/dashboard';
import type { Application } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useFocusFromHash } from '../../lib/use-focus-from-hash';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { QueryState } from '../../ui/query-state';
import { ApplicationTimeline } from './application-timeline';
import { ApplicationSummary, DraftList } from './dashboard-sections';
import { isDraftClosed, isDraftOpen } from './drafts';
import { WithdrawDialog } from './withdraw-dialog';
import './dashboard.css';

const ApplicationCard = ({
  application,
  onWithdraw,
}: {
  application: Application;
  onWithdraw?: () => void;
}) => {
  const { t } = useMessages('candidate');
  return (
    <li id={`application-${application.id}`} tabIndex={-1} className="card">
      <ApplicationSummary application={application} />
      <ApplicationTimeline application={application} />
      {application.withdrawalReason && (
        <p className="muted">
          {t('candidate.applications.withdrawalReason', { reason: application.withdrawalReason })}
        </p>
      )}
      {onWithdraw && (
        <div className="dashboard-card__actions">
          <button
            type="button"
            className="button"
            aria-label={t('candidate.applications.withdrawNamed', {
              position: application.position.name,
            })}
            onClick={onWithdraw}
          >
            {t('candidate.applications.withdraw')}
          </button>
        </div>
      )}
    </li>
  );
};

/** /careers/applications: active applications, drafts and inactive applications in full. */
export const ApplicationsScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const applications = useGetDashboardApplications({ domain });
  const drafts = useListDraftApplications({ domain });
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  // The element a `#fragment` names (an application, or a list) comes into view with focus.
  useFocusFromHash({ isReady: applications.isSuccess && drafts.isSuccess });
  // Withdrawing or deleting removes the button pressed: focus moves to its list's heading.
  const focusLater = usePendingFocus();
  return (
    <section>
      <h1>{t('candidate.applications.heading')}</h1>
      <section aria-labelledby="active-applications" className="dashboard-section">
        <h2 id="active-applications" tabIndex={-1}>
          {t('candidate.applications.active')}
        </h2>
        <QueryState
          {...applications}
          isEmpty={(data) => data.applications.length === 0}
          emptyMessage={t('candidate.dashboard.empty.applications')}
        >
          {(data) => (
            <ul className="card-list">
              {data.applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  onWithdraw={() => setWithdrawing(application)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="draft-applications" className="dashboard-section">
        <h2 id="draft-applications" tabIndex={-1}>
          {t('candidate.drafts.heading')}
        </h2>
        <QueryState {...drafts}>
          {(data) => {
            const open = data.draft_applications.filter(isDraftOpen);
            const closed = data.draft_applications.filter(isDraftClosed);
            return (
              <>
                <h3>{t('candidate.drafts.open')}</h3>
                {open.length === 0 ? (
                  <p>{t('candidate.dashboard.empty.openDrafts')}</p>
                ) : (
                  <DraftList drafts={open} onDelete={() => focusLater('draft-applications')} />
                )}
                <h3>{t('candidate.drafts.closed')}</h3>
                {closed.length === 0 ? (
                  <p>{t('candidate.dashboard.empty.closedDrafts')}</p>
                ) : (
                  <DraftList drafts={closed} onDelete={() => focusLater('draft-applications')} />
                )}
              </>
            );
          }}
        </QueryState>
      </section>
      <section aria-labelledby="inactive-applications" className="dashboard-section">
        <h2 id="inactive-applications" tabIndex={-1}>
          {t('candidate.applications.inactive')}
        </h2>
        <QueryState
          {...applications}
          isEmpty={(data) => data.inactiveApplications.length === 0}
          emptyMessage={t('candidate.dashboard.empty.inactiveApplications')}
        >
          {(data) => (
            <ul className="card-list">
              {data.inactiveApplications.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      {withdrawing && (
        <WithdrawDialog
          application={withdrawing}
          onWithdrawn={() => focusLater('active-applications')}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
};

/** The route module's screen. */
export { ApplicationsScreen as Component };
