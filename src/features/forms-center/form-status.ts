import type { FormSummary } from '@generated/api/models';

export const FORM_STATUS_LABELS: Record<FormSummary['status'], string> = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
};
