import type { ReactNode } from 'react';
import type {
  MatchDetails,
  PositionDetails,
  PositionInsights,
  PositionSummary,
} from '@generated/api/models';
import { formatDate } from '../../lib/dates';
import { SafeHtml } from '../../ui/safe-html';
import { WORK_LOCATION_LABELS } from './position-labels';

const MATCH_LABELS: Record<MatchDetails['level'], string> = {
  strong: 'Strong match',
  good: 'Good match',
  fair: 'Fair match',
  low: 'Low match',
};

const isFullRecord = (position: PositionSummary | PositionDetails): position is PositionDetails =>
  'jobDescription' in position;

interface PositionDetailsViewProps {
  position: PositionSummary | PositionDetails;
  match?: MatchDetails | undefined;
  insights?: PositionInsights | undefined;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}

/** A job's details: the lite record at once, the description and extras once they arrive. */
export const PositionDetailsView = ({
  position,
  match,
  insights,
  actions,
  headingLevel = 2,
}: PositionDetailsViewProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="position-details" aria-busy={!isFullRecord(position)}>
      <Heading className="position-details__title">{position.name}</Heading>
      <p className="muted">
        {position.standardizedLocations.join(' | ')} ·{' '}
        {WORK_LOCATION_LABELS[position.workLocationOption]}
      </p>
      <p className="muted">
        {position.department} · {position.employmentType} · Job ID {position.displayJobId} · Posted{' '}
        {formatDate(position.postedTs * 1000)}
      </p>
      {actions && <div className="position-details__actions">{actions}</div>}
      {match && (
        <section aria-label="Your match" className="position-details__match">
          <strong>{MATCH_LABELS[match.level]}</strong>
          {match.matchedSkills.length > 0 && (
            <p>Your matching skills: {match.matchedSkills.join(', ')}</p>
          )}
        </section>
      )}
      {/* The line keeps its place while insights load, so the content below does not move. */}
      <p className="muted">
        {insights
          ? `${insights.applicantCount} applicants · ${insights.similarOpenings} similar openings`
          : '\u00a0'}
      </p>
      {isFullRecord(position) ? (
        <>
          {position.salaryRange && (
            <p>
              Pay: {position.salaryRange.currency} {position.salaryRange.min.toLocaleString()} –{' '}
              {position.salaryRange.max.toLocaleString()} per {position.salaryRange.period}
            </p>
          )}
          <SubHeading>About the job</SubHeading>
          <SafeHtml className="job-description" html={position.jobDescription} />
          {position.skills.length > 0 && (
            <>
              <SubHeading>Skills</SubHeading>
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
        <p role="status">Loading job details…</p>
      )}
    </article>
  );
};
