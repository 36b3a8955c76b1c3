import { Link } from 'react-router-dom';
import {
  useGetDashboardApplications,
  useGetDashboardEvents,
  useGetDashboardInterviews,
  useGetDashboardNudges,
  useGetDashboardReferrals,
  useListDraftApplications,
} from '@generated/api/dashboard/dashboard';
import type { Application, InterviewStatus } from '@generated/api/models';
import { useSession } from '../../api/session';
import type { MessageId } from '../../i18n/message-ids';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { formatDate } from '../../lib/dates';
import { QueryState } from '../../ui/query-state';
import { isDraftClosed, isDraftOpen } from './drafts';

const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, MessageId<'candidate'>> = {
  scheduled: 'candidate.interviewStatus.scheduled',
  completed: 'candidate.interviewStatus.completed',
  canceled: 'candidate.interviewStatus.canceled',
};

export const ApplicationList = ({ applications }: { applications: Application[] }) => {
  const { t } = useMessages('candidate');
  return applications.length === 0 ? (
    <p>{t('candidate.applications.none')}</p>
  ) : (
    <ul className="card-list">
      {applications.map((application) => (
        <li key={application.id} className="card">
          <Link to={`/careers/job/${application.position.id}`}>{application.position.name}</Link>
          <p className="muted">
            {t('candidate.applications.summary', {
              status: application.status,
              stage: application.stage,
              date: formatDate(application.appliedAt),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
};

export const ApplicationsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const applications = useGetDashboardApplications({ domain });
  return (
    <section aria-labelledby="dashboard-applications">
      <h2 id="dashboard-applications">{t('candidate.applications.heading')}</h2>
      <QueryState {...applications}>
        {(data) => <ApplicationList applications={data.applications} />}
      </QueryState>
    </section>
  );
};

export const DraftsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const drafts = useListDraftApplications({ domain });
  return (
    <section aria-labelledby="dashboard-drafts">
      <h2 id="dashboard-drafts">{t('candidate.drafts.heading')}</h2>
      <QueryState {...drafts} isEmpty={(data) => data.draft_applications.length === 0}>
        {(data) => (
          <>
            <h3>{t('candidate.drafts.open')}</h3>
            <ul>
              {data.draft_applications.filter(isDraftOpen).map((draft) => (
                <li key={draft.position_id}>
                  <Link to={`/careers/apply?pid=${draft.position_id}`}>{draft.position.name}</Link>{' '}
                  <span className="muted">
                    {t('candidate.drafts.completion', { percent: draft.completion_percent })}
                  </span>
                </li>
              ))}
            </ul>
            <h3>{t('candidate.drafts.closed')}</h3>
            <ul>
              {data.draft_applications.filter(isDraftClosed).map((draft) => (
                <li key={draft.position_id}>{draft.position.name}</li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
};

export const InterviewsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const interviews = useGetDashboardInterviews({ domain });
  return (
    <section aria-labelledby="dashboard-interviews">
      <h2 id="dashboard-interviews">{t('candidate.interviews.heading')}</h2>
      <QueryState {...interviews} isEmpty={(data) => data.interviews.length === 0}>
        {(data) => (
          <ul className="card-list">
            {data.interviews.map((interview) => (
              <li key={interview.id} className="card">
                <Msg
                  id="candidate.interviews.item"
                  values={{ position: interview.position.name, stage: interview.stage }}
                  components={{ 0: <strong /> }}
                />
                <p className="muted">
                  {t('candidate.interviews.when', {
                    date: formatDate(interview.startsAt),
                    time: new Date(interview.startsAt).toLocaleTimeString([], {
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                    timezone: interview.timezone,
                    status: t(INTERVIEW_STATUS_LABELS[interview.status]),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

export const NudgesSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const nudges = useGetDashboardNudges({ domain });
  return (
    <section aria-labelledby="dashboard-nudges">
      <h2 id="dashboard-nudges">{t('candidate.nudges.heading')}</h2>
      <QueryState {...nudges} isEmpty={(data) => data.nudges.length === 0}>
        {(data) => (
          <ul className="card-list">
            {data.nudges.map((nudge) => (
              <li key={nudge.id} className="card">
                <strong>{nudge.title}</strong>
                <p>{nudge.message}</p>
                <a href={nudge.actionUrl}>{nudge.actionLabel}</a>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

export const EventsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const events = useGetDashboardEvents({ domain });
  return (
    <section aria-labelledby="dashboard-events">
      <h2 id="dashboard-events">{t('candidate.events.heading')}</h2>
      <QueryState {...events} isEmpty={(data) => data.events.length === 0}>
        {(data) => (
          <ul>
            {data.events.map((event) => (
              <li key={event.id}>
                {t('candidate.events.item', {
                  title: event.title,
                  date: formatDate(event.startsAt),
                  where: event.isVirtual ? 'virtual' : event.location ? 'place' : 'none',
                  location: event.location ?? '',
                })}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

export const ReferralsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const referrals = useGetDashboardReferrals({ domain });
  return (
    <section aria-labelledby="dashboard-referrals">
      <h2 id="dashboard-referrals">{t('candidate.referrals.heading')}</h2>
      <QueryState {...referrals} isEmpty={(data) => data.referrals.length === 0}>
        {(data) => (
          <ul>
            {data.referrals.map((referral) => (
              <li key={referral.id}>
                {t('candidate.referrals.item', {
                  position: referral.position.name,
                  referrer: referral.referrerName,
                  status: referral.status,
                })}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};
