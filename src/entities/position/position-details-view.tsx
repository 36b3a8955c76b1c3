import { useEffect, useRef, type ReactNode } from 'react';
import type {
  MatchDetails,
  PositionDetails,
  PositionInsights,
  PositionSummary,
} from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { locationsLabel } from '../../shared/location-label';
import { SafeHtml } from '../../ui/safe-html';
import { employmentTypeLabel, WORK_LOCATION_LABELS } from './position-labels';

const MATCH_LABELS = {
  strong: 'positionDetails.match.strong',
  good: 'positionDetails.match.good',
  fair: 'positionDetails.match.fair',
  low: 'positionDetails.match.low',
} as const satisfies Record<MatchDetails['level'], MessageId<'positionDetails'>>;

/** A description that opens with its own heading ("About the role"), perhaps inside a wrapper. */
const OPENS_WITH_HEADING = /^\s*(?:<(?:div|section|article|header)\b[^>]*>\s*)*<h[1-6][\s>]/iu;

const isFullRecord = (position: PositionSummary | PositionDetails): position is PositionDetails =>
  'jobDescription' in position;

interface PositionDetailsViewProps {
  position: PositionSummary | PositionDetails;
  match?: MatchDetails | undefined;
  insights?: PositionInsights | undefined;
  actions?: ReactNode;
  /** A line about the candidate's own dealings with the job, shown above its actions. */
  notice?: ReactNode;
  headingLevel?: 1 | 2;
  /**
   * Scroll the job into view and move focus to its title when it first shows: where the details
   * sit below the results, choosing a job would otherwise leave them out of sight.
   */
  revealOnMount?: boolean;
}

/** A job's details: the lite record at once, the description and extras once they arrive. */
export const PositionDetailsView = ({
  position,
  match,
  insights,
  actions,
  notice,
  headingLevel = 2,
  revealOnMount = false,
}: PositionDetailsViewProps) => {
  const { t, locale } = useMessages('position', 'positionDetails');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const timeZone = useViewerTimeZone();

  // Only on mount: a job that is already showing keeps the reader where they are.
  const shouldReveal = useRef(revealOnMount);
  useEffect(() => {
    const heading = headingRef.current;
    if (!shouldReveal.current || !heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, []);

  return (
    <article className="position-details" aria-busy={!isFullRecord(position)}>
      <Heading
        ref={headingRef}
        className="position-details__title"
        tabIndex={-1}
        // The posting's own language, so screen readers pronounce a local title as written.
        lang={isFullRecord(position) ? position.language : undefined}
      >
        {position.name}
      </Heading>
      <p className="muted">
        {t('positionDetails.details.locations', {
          locations: locationsLabel(position.standardizedLocations, locale),
          workLocation: t(WORK_LOCATION_LABELS[position.workLocationOption]),
        })}
      </p>
      <p className="muted">
        {t('positionDetails.details.meta', {
          department: position.department,
          employmentType: employmentTypeLabel(position.employmentType, t),
          jobId: position.displayJobId,
          posted: formatDate(position.postedTs * 1000, locale, timeZone),
        })}
      </p>
      {notice}
      {actions && <div className="position-details__actions">{actions}</div>}
      {match && (
        <section aria-label={t('positionDetails.match.label')} className="position-details__match">
          <strong className={`match-badge match-badge--${match.level}`}>
            {t(MATCH_LABELS[match.level])}
          </strong>
          {match.matchedSkills.length > 0 && (
            <p>{t('positionDetails.match.skills', { skills: match.matchedSkills.join(', ') })}</p>
          )}
        </section>
      )}
      {/* The line keeps its place while insights load, so the content below does not move. */}
      <p className="muted">
        {insights
          ? t('positionDetails.details.insights', {
              applicantCount: insights.applicantCount,
              similarOpenings: insights.similarOpenings,
            })
          : '\u00a0'}
      </p>
      {isFullRecord(position) ? (
        <>
          {position.salaryRange && (
            <p>
              {t('positionDetails.details.pay', {
                currency: position.salaryRange.currency,
                min: position.salaryRange.min,
                max: position.salaryRange.max,
                period: position.salaryRange.period,
              })}
            </p>
          )}
          {/* Our heading would stand empty above the description's own. */}
          {!OPENS_WITH_HEADING.test(position.jobDescription) && (
            <SubHeading>{t('positionDetails.details.aboutTheJob')}</SubHeading>
          )}
          <SafeHtml
            className="job-description"
            html={position.jobDescription}
            lang={position.language}
          />
          {position.skills.length > 0 && (
            <>
              <SubHeading>{t('positionDetails.details.skills')}</SubHeading>
              <ul className="inline-list">
                {position.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <p role="status">{t('positionDetails.details.loading')}</p>
      )}
    </article>
  );
};
