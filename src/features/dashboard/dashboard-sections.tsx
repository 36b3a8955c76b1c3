import type { ReactNode } from 'react';
import { Link } from '../../i18n/localized-navigation';
import {
  useGetDashboardApplications,
  useGetDashboardEvents,
  useGetDashboardInterviews,
  useGetDashboardNudges,
  useGetDashboardReferrals,
  useListDraftApplications,
} from '@generated/api/dashboard/dashboard';
import type { Application, CandidateEvent, DraftApplication } from '@generated/api/models';
import { useListOffers } from '@generated/api/offers/offers';
import { useListSavedPositions } from '@generated/api/positions/positions';
import { useSession } from '../../api/session';
import {
  hiringStageLabel,
  INTERVIEW_STATUS_LABELS,
} from '../../entities/interview/interview-labels';
import { formatInterviewTime } from '../../entities/interview/interview-time';
import { getEffectiveStatus, OFFER_STATUS_LABELS } from '../../entities/offer/offer-status';
import { REFERRAL_STATUS_LABELS } from '../../entities/referral/referral-labels';
import type { MessageId } from '../../i18n/message-ids';
import { Msg } from '../../i18n/msg';
import { useLocale, useMessages } from '../../i18n/use-messages';
import { formatDate } from '../../shared/dates';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { locationsLabel } from '../../shared/location-label';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { useNow } from '../../lib/use-now';
import { QueryState } from '../../ui/query-state';
import { APPLICATION_STEP_LABELS, currentStep } from './application-timeline';
import { isDraftClosed, isDraftOpen } from './drafts';
import { useDeleteDraft } from './use-delete-draft';
import './dashboard.css';

/** Where each list of the dashboard lives in full. */
export const SECTION_PAGES = {
  applications: '/careers/applications',
  inactiveApplications: '/careers/applications#inactive-applications',
  drafts: '/careers/applications#draft-applications',
  interviews: '/careers/interviews',
  savedPositions: '/careers/saved-jobs',
  jobAlerts: '/careers/job-alerts',
  events: '/careers/events',
  offers: '/careers/offers',
  referrals: '/careers/referrals',
} as const;

interface DashboardSectionProps {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One dashboard list: a heading, its content (or empty state) and the way to its own page. */
const DashboardSection = ({ id, title, more, children }: DashboardSectionProps) => (
  <section aria-labelledby={id} className="dashboard-section card">
    <h2 id={id} tabIndex={-1}>
      {title}
    </h2>
    {children}
    {more && (
      <Link className="dashboard-section__more" to={more.to}>
        {more.label}
      </Link>
    )}
  </section>
);

/** An application's position, where it stands now and since when. */
export const ApplicationSummary = ({ application }: { application: Application }) => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const step = currentStep(application);
  return (
    <>
      <Link to={`/careers/job/${application.position.id}`}>{application.position.name}</Link>
      <p className="muted">
        {t('candidate.applications.summary', {
          status: step ? t(APPLICATION_STEP_LABELS[step]) : application.status,
          stage: hiringStageLabel(application.stage, t),
          date: formatDate(application.appliedAt, locale, timeZone),
        })}
      </p>
    </>
  );
};

const ApplicationCards = ({ applications }: { applications: Application[] }) => (
  <ul className="card-list">
    {applications.map((application) => (
      <li key={application.id}>
        <ApplicationSummary application={application} />
      </li>
    ))}
  </ul>
);

export const ApplicationsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const applications = useGetDashboardApplications({ domain });
  return (
    <DashboardSection
      id="dashboard-applications"
      title={t('candidate.dashboard.tab.applications')}
      more={{ to: SECTION_PAGES.applications, label: t('candidate.dashboard.seeAll.applications') }}
    >
      <QueryState
        {...applications}
        isEmpty={(data) => data.applications.length === 0}
        emptyMessage={t('candidate.dashboard.empty.applications')}
      >
        {(data) => <ApplicationCards applications={data.applications} />}
      </QueryState>
    </DashboardSection>
  );
};

export const InactiveApplicationsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const applications = useGetDashboardApplications({ domain });
  return (
    <DashboardSection
      id="dashboard-inactive-applications"
      title={t('candidate.dashboard.tab.inactiveApplications')}
      more={{
        to: SECTION_PAGES.inactiveApplications,
        label: t('candidate.dashboard.seeAll.applications'),
      }}
    >
      <QueryState
        {...applications}
        isEmpty={(data) => data.inactiveApplications.length === 0}
        emptyMessage={t('candidate.dashboard.empty.inactiveApplications')}
      >
        {(data) => <ApplicationCards applications={data.inactiveApplications} />}
      </QueryState>
    </DashboardSection>
  );
};

interface DraftListProps {
  drafts: DraftApplication[];
  /** A draft is being deleted: it leaves the list at once, with the button pressed. */
  onDelete: () => void;
}

/** Drafts with a way to go on with each (while its position is open) and to delete it. */
export const DraftList = ({ drafts, onDelete }: DraftListProps) => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const { deleteDraft } = useDeleteDraft();
  return (
    <ul className="card-list">
      {drafts.map((draft) => {
        const isOpen = isDraftOpen(draft);
        return (
          <li key={draft.position_id}>
            <strong>{draft.position.name}</strong>
            <p className="muted">
              {isOpen
                ? t('candidate.drafts.completion', {
                    percent: draft.completion_percent,
                    date: formatDate(draft.updated_at, locale, timeZone),
                  })
                : t('candidate.drafts.closedNote', {
                    date: formatDate(draft.position.archived_at * 1000, locale, timeZone),
                  })}
            </p>
            <div className="dashboard-card__actions">
              {isOpen && (
                <Link
                  className="button button--primary"
                  to={`/careers/apply?pid=${draft.position_id}`}
                  aria-label={t('candidate.drafts.continueNamed', {
                    position: draft.position.name,
                  })}
                >
                  {t('candidate.drafts.continue')}
                </Link>
              )}
              <button
                type="button"
                className="button"
                aria-label={t('candidate.drafts.deleteNamed', { position: draft.position.name })}
                onClick={() => {
                  onDelete();
                  deleteDraft(draft.position_id);
                }}
              >
                {t('candidate.drafts.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
};

const DraftsSection = ({ state }: { state: 'open' | 'closed' }) => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const drafts = useListDraftApplications({ domain });
  const belongs = state === 'open' ? isDraftOpen : isDraftClosed;
  const headingId = `dashboard-${state}-drafts`;
  // Deleting removes the button pressed: focus moves to the section's heading.
  const focusLater = usePendingFocus();
  return (
    <DashboardSection
      id={headingId}
      title={t(
        state === 'open'
          ? 'candidate.dashboard.tab.openDrafts'
          : 'candidate.dashboard.tab.closedDrafts',
      )}
      more={{ to: SECTION_PAGES.drafts, label: t('candidate.dashboard.seeAll.drafts') }}
    >
      <QueryState
        {...drafts}
        isEmpty={(data) => !data.draft_applications.some(belongs)}
        emptyMessage={t(
          state === 'open'
            ? 'candidate.dashboard.empty.openDrafts'
            : 'candidate.dashboard.empty.closedDrafts',
        )}
      >
        {(data) => (
          <DraftList
            drafts={data.draft_applications.filter(belongs)}
            onDelete={() => focusLater(headingId)}
          />
        )}
      </QueryState>
    </DashboardSection>
  );
};

export const OpenDraftsSection = () => <DraftsSection state="open" />;
export const ClosedDraftsSection = () => <DraftsSection state="closed" />;

export const InterviewsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const locale = useLocale();
  const viewerTimeZone = useViewerTimeZone();
  const interviews = useGetDashboardInterviews({ domain });
  return (
    <DashboardSection
      id="dashboard-interviews"
      title={t('candidate.dashboard.tab.interviews')}
      more={{ to: SECTION_PAGES.interviews, label: t('candidate.dashboard.seeAll.interviews') }}
    >
      <QueryState
        {...interviews}
        isEmpty={(data) => data.interviews.length === 0}
        emptyMessage={t('candidate.dashboard.empty.interviews')}
      >
        {(data) => (
          <ul className="card-list">
            {data.interviews.map((interview) => (
              <li key={interview.id}>
                <Msg
                  id="candidate.dashboard.interview"
                  values={{
                    position: interview.position.name,
                    stage: hiringStageLabel(interview.stage, t),
                  }}
                  components={{ 0: <strong /> }}
                />
                <p className="muted">
                  {t('candidate.dashboard.interviewWhen', {
                    when: formatInterviewTime(
                      {
                        startsAt: interview.startsAt,
                        endsAt: interview.endsAt,
                        timeZone: interview.timezone,
                        viewerTimeZone,
                        locale,
                      },
                      t,
                    ),
                    status: t(INTERVIEW_STATUS_LABELS[interview.status]),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardSection>
  );
};

export const SavedPositionsSection = () => {
  const { domain } = useSession();
  const { t, locale } = useMessages('candidate');
  const saved = useListSavedPositions({ domain });
  return (
    <DashboardSection
      id="dashboard-saved-positions"
      title={t('candidate.dashboard.tab.savedPositions')}
      more={{
        to: SECTION_PAGES.savedPositions,
        label: t('candidate.dashboard.seeAll.savedPositions'),
      }}
    >
      <QueryState
        {...saved}
        isEmpty={(data) => data.positions.length === 0}
        emptyMessage={t('candidate.dashboard.empty.savedPositions')}
      >
        {(data) => (
          <ul className="card-list">
            {data.positions.map((position) => (
              <li key={position.id}>
                <Link to={position.positionUrl}>{position.name}</Link>
                <p className="muted">{locationsLabel(position.standardizedLocations, locale)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {/* Saved searches live beside saved jobs: both bring the candidate back to new jobs. */}
      <Link className="dashboard-section__more" to={SECTION_PAGES.jobAlerts}>
        {t('candidate.dashboard.jobAlerts')}
      </Link>
    </DashboardSection>
  );
};

/**
 * How an event's time reads: with whether the candidate is registered, in the past tense once
 * it has ended; undefined for the time alone.
 */
const eventLineId = (
  event: CandidateEvent,
  hasEnded: boolean,
): MessageId<'candidate'> | undefined => {
  if (hasEnded) {
    return event.registered
      ? 'candidate.dashboard.eventWasRegistered'
      : 'candidate.dashboard.eventEnded';
  }
  return event.registered ? 'candidate.dashboard.eventRegistered' : undefined;
};

export const EventsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const locale = useLocale();
  const viewerTimeZone = useViewerTimeZone();
  const events = useGetDashboardEvents({ domain });
  const nowMs = useNow();
  return (
    <DashboardSection
      id="dashboard-events"
      title={t('candidate.dashboard.tab.events')}
      more={{ to: SECTION_PAGES.events, label: t('candidate.dashboard.seeAll.events') }}
    >
      <QueryState
        {...events}
        isEmpty={(data) => data.events.length === 0}
        emptyMessage={t('candidate.dashboard.empty.events')}
      >
        {(data) => (
          <ul className="card-list">
            {data.events.map((event) => {
              const when = formatInterviewTime(
                {
                  startsAt: event.startsAt,
                  endsAt: event.endsAt,
                  timeZone: event.timezone,
                  viewerTimeZone,
                  locale,
                },
                t,
              );
              const lineId = eventLineId(event, Date.parse(event.endsAt) <= nowMs);
              return (
                <li key={event.id}>
                  <strong>{event.title}</strong>
                  <p className="muted">{lineId ? t(lineId, { when }) : when}</p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </DashboardSection>
  );
};

export const OffersSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate', 'offers');
  const offers = useListOffers({ domain });
  return (
    <DashboardSection
      id="dashboard-offers"
      title={t('candidate.dashboard.tab.offers')}
      more={{ to: SECTION_PAGES.offers, label: t('candidate.dashboard.seeAll.offers') }}
    >
      <QueryState
        {...offers}
        isEmpty={(data) => data.length === 0}
        emptyMessage={t('candidate.dashboard.empty.offers')}
      >
        {(data) => (
          <ul className="card-list">
            {data.map((offer) => {
              const status = getEffectiveStatus(offer);
              return (
                <li key={offer.id}>
                  <Msg
                    id="candidate.dashboard.offer"
                    values={{
                      position: offer.position.name,
                      status: t(OFFER_STATUS_LABELS[status]),
                    }}
                    components={{ 0: <strong /> }}
                  />
                  {status === 'Extended' && (
                    <span className="chip">{t('candidate.dashboard.actionRequired')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </DashboardSection>
  );
};

export const ReferralsSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const referrals = useGetDashboardReferrals({ domain });
  return (
    <DashboardSection
      id="dashboard-referrals"
      title={t('candidate.dashboard.tab.referrals')}
      more={{ to: SECTION_PAGES.referrals, label: t('candidate.dashboard.seeAll.referrals') }}
    >
      <QueryState
        {...referrals}
        isEmpty={(data) => data.referrals.length === 0}
        emptyMessage={t('candidate.dashboard.empty.referrals')}
      >
        {(data) => (
          <ul className="card-list">
            {data.referrals.map((referral) => (
              <li key={referral.id}>
                <Msg
                  id="candidate.dashboard.referral"
                  values={{ position: referral.position.name, referrer: referral.referrerName }}
                  components={{ 0: <strong /> }}
                />
                <p className="muted">{t(REFERRAL_STATUS_LABELS[referral.status])}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardSection>
  );
};

export const NudgesSection = () => {
  const { domain } = useSession();
  const { t } = useMessages('candidate');
  const nudges = useGetDashboardNudges({ domain });
  return (
    <DashboardSection id="dashboard-nudges" title={t('candidate.nudges.heading')}>
      <QueryState
        {...nudges}
        isEmpty={(data) => data.nudges.length === 0}
        emptyMessage={t('candidate.dashboard.empty.nudges')}
      >
        {(data) => (
          <ul className="card-list">
            {data.nudges.map((nudge) => (
              <li key={nudge.id}>
                <strong>{nudge.title}</strong>
                <p>{nudge.message}</p>
                <Link to={nudge.actionUrl}>{nudge.actionLabel}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardSection>
  );
};
