import { useEffect, useRef, useState } from 'react';
import { useGetProfileDetails } from '@generated/api/profile/profile';
import type { OnboardingRequestPreferences, ParsedResume } from '@generated/api/models';
import { getRequestErrorMessage } from '../../../api/api-error';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { QueryState } from '../../../ui/query-state';
import { ResumeReview } from '../resume/resume-review';
import { ResumeUpload } from '../resume/resume-upload';
import { JobPreferences } from './job-preferences';
import '../resume/resume.css';
import './onboarding.css';

/** The steps this screen knows, in the order the site lists them. */
const STEP_LABELS = {
  upload_resume: 'candidate.onboarding.step.upload',
  review_profile: 'candidate.onboarding.step.review',
  set_preferences: 'candidate.onboarding.step.preferences',
} as const;
type StepId = keyof typeof STEP_LABELS;
const isStepId = (step: string): step is StepId => step in STEP_LABELS;

const STATUS_LABELS = {
  todo: 'candidate.onboarding.status.todo',
  current: 'candidate.onboarding.status.current',
  done: 'candidate.onboarding.status.done',
  skipped: 'candidate.onboarding.status.skipped',
} as const;
type StepStatus = 'todo' | 'done' | 'skipped';

const DEFAULT_PREFERENCES: OnboardingRequestPreferences = {
  jobAlerts: true,
  preferredLocations: [],
};

interface OnboardingStepsProps {
  /** The steps from the site's configuration; unknown ones are left out. */
  steps: readonly string[];
  /** Finishing sends the preferences, or none when that step was skipped. */
  onFinish: (preferences: OnboardingRequestPreferences | undefined) => void;
  isFinishing: boolean;
  finishError: unknown;
}

/**
 * Setting up a profile one step at a time: upload a resume, review what it says, choose job
 * preferences. Each step can be skipped; "Finish setup" appears once every step is done or
 * skipped. The current step is marked in the step list and its heading takes focus.
 */
export const OnboardingSteps = ({
  steps,
  onFinish,
  isFinishing,
  finishError,
}: OnboardingStepsProps) => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  const known = steps.filter(isStepId);
  const [index, setIndex] = useState(0);
  const [statuses, setStatuses] = useState<Partial<Record<StepId, StepStatus>>>({});
  const [uploaded, setUploaded] = useState<{ resumeId: number; parsed: ParsedResume } | null>(null);
  const [preferences, setPreferences] = useState<OnboardingRequestPreferences | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  useEffect(() => {
    // Not on first render: the page's own heading comes first.
    if (hasMoved.current) headingRef.current?.focus();
  }, [index]);

  const isFinished = known.every((step) => statuses[step] !== undefined);
  const current = known.at(index);
  const finishStep = (step: StepId, status: StepStatus) => {
    setStatuses((previous) => ({ ...previous, [step]: status }));
    hasMoved.current = true;
    setIndex((previous) => Math.min(previous + 1, known.length));
  };
  const statusOf = (step: StepId, position: number) =>
    position === index ? 'current' : (statuses[step] ?? 'todo');

  return (
    <div className="onboarding">
      <ol className="stepper" aria-label={t('candidate.onboarding.stepsLabel')}>
        {known.map((step, position) => (
          <li
            key={step}
            className="stepper__step"
            aria-current={position === index ? 'step' : undefined}
          >
            {t(STEP_LABELS[step])}
            <span className="stepper__status">{t(STATUS_LABELS[statusOf(step, position)])}</span>
          </li>
        ))}
      </ol>

      {current !== undefined && (
        <section aria-labelledby="onboarding-step-heading">
          <h2 id="onboarding-step-heading" ref={headingRef} tabIndex={-1}>
            {t('candidate.onboarding.stepHeading', {
              number: index + 1,
              count: known.length,
              label: t(STEP_LABELS[current]),
            })}
          </h2>
          {current === 'upload_resume' && (
            <>
              <p>{t('candidate.onboarding.upload.intro')}</p>
              <ResumeUpload
                onUploaded={(result) => {
                  setUploaded({ resumeId: result.resume.id, parsed: result.parsed });
                  finishStep('upload_resume', 'done');
                }}
              />
              <div className="resume-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => finishStep('upload_resume', 'skipped')}
                >
                  {t('candidate.onboarding.skip')}
                </button>
              </div>
            </>
          )}
          {current === 'review_profile' &&
            (uploaded ? (
              <QueryState {...profile}>
                {(data) => (
                  <ResumeReview
                    resumeId={uploaded.resumeId}
                    parsed={uploaded.parsed}
                    profile={data}
                    onDone={(updated) => finishStep('review_profile', updated ? 'done' : 'skipped')}
                  />
                )}
              </QueryState>
            ) : (
              <>
                <p>{t('candidate.onboarding.review.nothing')}</p>
                <div className="resume-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => finishStep('review_profile', 'skipped')}
                  >
                    {t('candidate.resume.review.continue')}
                  </button>
                </div>
              </>
            ))}
          {current === 'set_preferences' && (
            <JobPreferences
              initial={
                preferences ?? {
                  ...DEFAULT_PREFERENCES,
                  preferredLocations: profile.data?.location ? [profile.data.location] : [],
                }
              }
              onSave={(chosen) => {
                setPreferences(chosen);
                finishStep('set_preferences', 'done');
              }}
              onSkip={() => {
                setPreferences(undefined);
                finishStep('set_preferences', 'skipped');
              }}
            />
          )}
          {index > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                hasMoved.current = true;
                setIndex(index - 1);
              }}
            >
              {t('candidate.onboarding.back')}
            </button>
          )}
        </section>
      )}

      {isFinished && current === undefined && (
        <section aria-labelledby="onboarding-step-heading">
          <h2 id="onboarding-step-heading" ref={headingRef} tabIndex={-1}>
            {t('candidate.onboarding.ready')}
          </h2>
          <p>{t('candidate.onboarding.readyBody')}</p>
          {finishError !== null && finishError !== undefined && (
            <p role="alert">{getRequestErrorMessage(finishError)}</p>
          )}
          <div className="resume-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isFinishing}
              aria-busy={isFinishing}
              onClick={() =>
                onFinish(statuses.set_preferences === 'done' ? preferences : undefined)
              }
            >
              {t('candidate.onboarding.finish')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                hasMoved.current = true;
                setIndex(known.length - 1);
              }}
            >
              {t('candidate.onboarding.back')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
};
