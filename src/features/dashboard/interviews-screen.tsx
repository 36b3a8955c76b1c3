import { Link } from '../../i18n/localized-navigation';
import { useGetDashboardInterviews } from '@generated/api/dashboard/dashboard';
import type { Interview } from '@generated/api/models';
import { AddToCalendarButton } from '../../entities/interview/add-to-calendar-button';
import {
  hiringStageLabel,
  INTERVIEW_STATUS_LABELS,
} from '../../entities/interview/interview-labels';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatInterviewTime } from '../../entities/interview/interview-time';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useNow } from '../../lib/use-now';
import { QueryState } from '../../ui/query-state';
import { InterviewAnswer } from './interview-answer';

/** Scheduled interviews that have not ended, soonest first; everything else, latest first. */
export const splitInterviews = (interviews: readonly Interview[], nowMs: number) => {
  const isUpcoming = (interview: Interview) =>
    interview.status === 'scheduled' && Date.parse(interview.endsAt) > nowMs;
  return {
    upcoming: interviews
      .filter(isUpcoming)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    past: interviews
      .filter((interview) => !isUpcoming(interview))
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)),
  };
};

const InterviewCard = ({
  interview,
  isUpcoming,
  nowMs,
}: {
  interview: Interview;
  isUpcoming: boolean;
  /** The screen's clock: one timer for the page, not one per card. */
  nowMs: number;
}) => {
  const { t, locale } = useMessages('candidate');
  const viewerTimeZone = useViewerTimeZone();
  const { domain } = useSession();
  const stage = hiringStageLabel(interview.stage, t);
  const title = t('candidate.calendar.interviewSummary', {
    stage,
    position: interview.position.name,
  });
  const interviewers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    interview.interviewers,
  );
  const headingId = `interview-${interview.id}`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/careers/job/${interview.position.id}`}>{interview.position.name}</Link>
      </h3>
      <p>{t('candidate.interviews.stage', { stage })}</p>
      <p>
        <time dateTime={interview.startsAt}>
          {formatInterviewTime(
            {
              startsAt: interview.startsAt,
              endsAt: interview.endsAt,
              timeZone: interview.timezone,
              viewerTimeZone,
              locale,
            },
            t,
          )}
        </time>
      </p>
      {interview.interviewers.length > 0 && (
        <p>{t('candidate.interviews.interviewers', { interviewers })}</p>
      )}
      {interview.location && (
        <p>{t('candidate.interviews.address', { address: interview.location })}</p>
      )}
      {interview.meetingUrl && isUpcoming && (
        <p>
          <a href={interview.meetingUrl} target="_blank" rel="noopener noreferrer">
            {t('candidate.interviews.joinVideo')}
            <span className="visually-hidden">
              {t('candidate.interviews.context', { name: title })}
            </span>
          </a>
        </p>
      )}
      <p>
        {t('candidate.interviews.status', {
          status: t(INTERVIEW_STATUS_LABELS[interview.status]),
        })}
      </p>
      <InterviewAnswer
        interview={interview}
        title={title}
        isAnswerable={
          isUpcoming &&
          Date.parse(interview.startsAt) > nowMs &&
          interview.candidateResponse?.response !== 'declined'
        }
      />
      {isUpcoming && (
        <AddToCalendarButton
          name={title}
          fileName={`interview-${interview.id}`}
          entry={{
            uid: `interview-${interview.id}@${domain}`,
            startsAt: interview.startsAt,
            endsAt: interview.endsAt,
            summary: title,
            description: t('candidate.calendar.interviewDescription', {
              stage,
              position: interview.position.name,
              hasInterviewers: interview.interviewers.length > 0 ? 'yes' : 'no',
              interviewers,
              hasLink: interview.meetingUrl ? 'yes' : 'no',
              link: interview.meetingUrl ?? '',
            }),
            location: interview.location ?? interview.meetingUrl,
            url: interview.meetingUrl,
          }}
        />
      )}
    </li>
  );
};

const InterviewList = ({
  interviews,
  isUpcoming,
  nowMs,
}: {
  interviews: readonly Interview[];
  isUpcoming: boolean;
  nowMs: number;
}) => (
  <ul className="card-list">
    {interviews.map((interview) => (
      <InterviewCard
        key={interview.id}
        interview={interview}
        isUpcoming={isUpcoming}
        nowMs={nowMs}
      />
    ))}
  </ul>
);

/** The candidate's interviews: when (in their zone and the interview's), with whom, and where. */
export const InterviewsScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const interviews = useGetDashboardInterviews({ domain });
  const nowMs = useNow();
  return (
    <section aria-labelledby="interviews-heading">
      <h1 id="interviews-heading">{t('candidate.interviews.heading')}</h1>
      <QueryState
        {...interviews}
        isEmpty={(data) => data.interviews.length === 0}
        emptyMessage={t('candidate.interviews.none')}
      >
        {(data) => {
          const { upcoming, past } = splitInterviews(data.interviews, nowMs);
          return (
            <>
              <section aria-labelledby="interviews-upcoming">
                <h2 id="interviews-upcoming">{t('candidate.interviews.upcoming')}</h2>
                {upcoming.length > 0 ? (
                  <InterviewList interviews={upcoming} isUpcoming nowMs={nowMs} />
                ) : (
                  <p>{t('candidate.interviews.noneUpcoming')}</p>
                )}
              </section>
              <section aria-labelledby="interviews-past">
                <h2 id="interviews-past">{t('candidate.interviews.past')}</h2>
                {past.length > 0 ? (
                  <InterviewList interviews={past} isUpcoming={false} nowMs={nowMs} />
                ) : (
                  <p>{t('candidate.interviews.nonePast')}</p>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { InterviewsScreen as Component };
