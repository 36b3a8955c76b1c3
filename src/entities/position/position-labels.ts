import type { PositionSummary } from '@generated/api/models';
import { showToast } from '../../ui/toast/toast-store';

export const WORK_LOCATION_LABELS: Record<PositionSummary['workLocationOption'], string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const POSITION_DETAILS_FAILED = 'Failed to load position details';

/** The details failure toast of the spec: top-centre, 2 s, not closable. */
export const showPositionDetailsFailed = (): void => {
  showToast({
    message: POSITION_DETAILS_FAILED,
    position: 'top-center',
    durationMs: 2000,
    closable: false,
    variant: 'disruptive',
  });
};
