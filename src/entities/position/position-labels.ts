import type { PositionSummary } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import { showToast } from '../../ui/toast/toast-store';

/** Each work location option's label, by message id; translate it at render. */
export const WORK_LOCATION_LABELS = {
  onsite: 'position.workLocation.onsite',
  hybrid: 'position.workLocation.hybrid',
  remote: 'position.workLocation.remote',
} as const satisfies Record<PositionSummary['workLocationOption'], MessageId<'position'>>;

export const POSITION_DETAILS_FAILED =
  'position.details.loadFailed' satisfies MessageId<'position'>;

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
