import type { PositionSummary } from '@generated/api/models';
import type { RequestOptions } from '../../api/mutator';
import type { MessageId } from '../../i18n/message-ids';
import { showToast } from '../../ui/toast/toast-store';

/** Each work location option's label, by message id; translate it at render. */
export const WORK_LOCATION_LABELS = {
  onsite: 'position.workLocation.onsite',
  hybrid: 'position.workLocation.hybrid',
  remote: 'position.workLocation.remote',
} as const satisfies Record<PositionSummary['workLocationOption'], MessageId<'position'>>;

/** The employment types the employer's system names (in English), by message id. */
const EMPLOYMENT_TYPE_LABELS: Readonly<Record<string, MessageId<'positionDetails'>>> = {
  'Full-time': 'positionDetails.employmentType.fullTime',
  'Part-time': 'positionDetails.employmentType.partTime',
  Contract: 'positionDetails.employmentType.contract',
  Temporary: 'positionDetails.employmentType.temporary',
  Internship: 'positionDetails.employmentType.internship',
};

/** An employment type in the page's language; one the portal has no words for as written. */
export const employmentTypeLabel = (
  employmentType: string,
  t: (id: MessageId<'positionDetails'>) => string,
): string => {
  const id = Object.hasOwn(EMPLOYMENT_TYPE_LABELS, employmentType)
    ? EMPLOYMENT_TYPE_LABELS[employmentType]
    : undefined;
  return id ? t(id) : employmentType;
};

export const POSITION_DETAILS_FAILED =
  'position.details.loadFailed' satisfies MessageId<'position'>;

/**
 * How the job details are requested: their failure has its own toast (below), so the API layer's
 * generic server-error toast is left out and the failure is reported once.
 */
export const POSITION_DETAILS_REQUEST: RequestOptions = { suppressServerErrorNotice: true };

/**
 * The details failure toast of the spec: top-centre, 2 s, not closable. `t` is the calling
 * component's, with the position messages loaded.
 */
export const showPositionDetailsFailed = (t: (id: MessageId<'position'>) => string): void => {
  showToast({
    message: t(POSITION_DETAILS_FAILED),
    position: 'top-center',
    durationMs: 2000,
    closable: false,
    variant: 'disruptive',
  });
};
