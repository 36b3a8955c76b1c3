import type { Application, ApplicationStep } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';

export const APPLICATION_STEP_LABELS: Record<ApplicationStep, MessageId<'candidate'>> = {
  applied: 'candidate.applications.step.applied',
  under_review: 'candidate.applications.step.underReview',
  interview: 'candidate.applications.step.interview',
  offer: 'candidate.applications.step.offer',
  hired: 'candidate.applications.step.hired',
  not_selected: 'candidate.applications.step.notSelected',
  withdrawn: 'candidate.applications.step.withdrawn',
  position_closed: 'candidate.applications.step.positionClosed',
};

/** The latest step of an application, or undefined when it has no history yet. */
export const currentStep = (application: Application): ApplicationStep | undefined =>
  application.history.at(-1)?.status;

/**
 * Every status an application has had, oldest first, each with the day it began; a connector
 * joins each to the one before, and the current one is a pill.
 */
export const ApplicationTimeline = ({ application }: { application: Application }) => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const last = application.history.length - 1;
  return (
    <ol
      className="timeline"
      aria-label={t('candidate.applications.timeline', { position: application.position.name })}
    >
      {application.history.map((step, index) => (
        <li
          key={`${step.status}-${step.at}`}
          className="timeline__step"
          aria-current={index === last ? 'step' : undefined}
        >
          {index > 0 && <span className="timeline__connector" aria-hidden="true" />}
          {/* One box for the words, so their spaces stay and the current step's pill holds
              them alone, beside the connector rather than around it. */}
          <span className="timeline__label">
            <Msg
              id="candidate.applications.stepOn"
              values={{
                step: t(APPLICATION_STEP_LABELS[step.status]),
                date: formatDate(step.at, locale, timeZone),
              }}
              components={{ 0: <span className="muted" /> }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
};
