import { Link } from 'react-router-dom';
import {
  useGetDashboardApplications,
  useGetDashboardEvents,
  useGetDashboardInterviews,
  useGetDashboardNudges,
  useGetDashboardReferrals,
  useListDraftApplications,
} from '@generated/api/dashboard/dashboard';
import type { Application } from '@generated/api/models';
import { useSession } from '../../api/session';
import { formatDate } from '../../lib/dates';
import { QueryState } from '../../ui/query-state';
import { isDraftClosed, isDraftOpen } from './drafts';

export const ApplicationList = ({ applications }: { applications: Application[] }) =>
  applications.length === 0 ? (
    <p>No applications.</p>
  ) : (
    <ul className="card-list">
      {applications.map((application) => (
        <li key={application.id} className="card">
          <Link to={`/careers/job/${application.position.id}`}>{application.position.name}</Link>
          <p className="muted">
            {application.status} · {application.stage} · applied {formatDate(application.appliedAt)}
          </p>
        </li>
      ))}
    </ul>
  );

export const ApplicationsSection = () => {
  const { domain } = useSession();
  const applications = useGetDashboardApplications({ domain });
  return (
    <section aria-labelledby="dashboard-applications">
      <h2 id="dashboard-applications">Applications</h2>
      <QueryState {...applications}>
        {(data) => <ApplicationList applications={data.applications} />}
      </QueryState>
    </section>
  );
};

export const DraftsSection = () => {
  const { domain } = useSession();
  const drafts = useListDraftApplications({ domain });
  return (
    <section aria-labelledby="dashboard-drafts">
      <h2 id="dashboard-drafts">Draft applications</h2>
      <QueryState {...drafts} isEmpty={(data) => data.draft_applications.length === 0}>
        {(data) => (
          <>
            <h3>Open</h3>
            <ul>
              {data.draft_applications.filter(isDraftOpen).map((draft) => (
                <li key={draft.position_id}>
                  <Link to={`/careers/apply?pid=${draft.position_id}`}>{draft.position.name}</Link>{' '}
                  <span className="muted">({draft.completion_percent}% complete)</span>
                </li>
              ))}
            </ul>
            <h3>Closed</h3>
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
  const interviews = useGetDashboardInterviews({ domain });
  return (
    <section aria-labelledby="dashboard-interviews">
      <h2 id="dashboard-interviews">Interviews</h2>
      <QueryState {...interviews} isEmpty={(data) => data.interviews.length === 0}>
        {(data) => (
          <ul className="card-list">
            {data.interviews.map((interview) => (
              <li key={interview.id} className="card">
                <strong>{interview.position.name}</strong> — {interview.stage}
                <p className="muted">
                  {formatDate(interview.startsAt)}{' '}
                  {new Date(interview.startsAt).toLocaleTimeString([], {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}{' '}
                  ({interview.timezone}) · {interview.status}
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
  const nudges = useGetDashboardNudges({ domain });
  return (
    <section aria-labelledby="dashboard-nudges">
      <h2 id="dashboard-nudges">Suggested next steps</h2>
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
  const events = useGetDashboardEvents({ domain });
  return (
    <section aria-labelledby="dashboard-events">
      <h2 id="dashboard-events">Events</h2>
      <QueryState {...events} isEmpty={(data) => data.events.length === 0}>
        {(data) => (
          <ul>
            {data.events.map((event) => (
              <li key={event.id}>
                {event.title} — {formatDate(event.startsAt)}
                {event.isVirtual ? ' (virtual)' : event.location ? ` · ${event.location}` : ''}
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
  const referrals = useGetDashboardReferrals({ domain });
  return (
    <section aria-labelledby="dashboard-referrals">
      <h2 id="dashboard-referrals">Referrals</h2>
      <QueryState {...referrals} isEmpty={(data) => data.referrals.length === 0}>
        {(data) => (
          <ul>
            {data.referrals.map((referral) => (
              <li key={referral.id}>
                {referral.position.name}, referred by {referral.referrerName} ({referral.status})
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};
