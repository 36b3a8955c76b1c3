import type { components } from '../../../generated/server/pcsx';
import { isoSeconds } from '../lib/time';

export type ApplicationStep = components['schemas']['ApplicationStep'];
export interface StatusChange {
  status: ApplicationStep;
  at: string;
}

/** Where a status label ends the process, the step it ends with. */
const FINAL_STEPS: Record<string, ApplicationStep> = {
  Hired: 'hired',
  'Not selected': 'not_selected',
  Withdrawn: 'withdrawn',
  'Position closed': 'position_closed',
};

/** How far an application in this stage has come, in timeline order. */
const stepsReached = (status: string, stage: string): ApplicationStep[] => {
  const text = `${status} ${stage}`.toLowerCase();
  if (text.includes('offer')) return ['applied', 'under_review', 'interview', 'offer'];
  if (text.includes('interview')) return ['applied', 'under_review', 'interview'];
  if (text.includes('review') || text.includes('screen')) return ['applied', 'under_review'];
  return ['applied'];
};

/**
 * A plausible timeline for an application known only by its current status and stage: the steps
 * its stage implies, spread between the day it was applied and its last update. Used for the demo
 * data, whose applications were created before timelines were kept.
 */
export const inferredHistory = (
  status: string,
  stage: string,
  appliedAt: string,
  updatedAt: string,
): StatusChange[] => {
  const finalStep = FINAL_STEPS[status];
  const reached = stepsReached(status, stage);
  const steps: ApplicationStep[] =
    finalStep === 'position_closed'
      ? ['applied', finalStep]
      : [...reached, ...(finalStep ? [finalStep] : [])];
  const start = Date.parse(appliedAt);
  const end = Math.max(Date.parse(updatedAt), start);
  const span = steps.length > 1 ? (end - start) / (steps.length - 1) : 0;
  return steps.map((step, index) => ({
    status: step,
    at: isoSeconds(Math.round(start + span * index)),
  }));
};
