import { useEffect } from 'react';
import { subscribeToApiNotices, type ApiNotice } from '../api/api-notices';
import { openAuthModal } from '../entities/auth/auth-modal-store';
import { showToast } from '../ui/toast/toast-store';

const show = (notice: ApiNotice) => {
  switch (notice.kind) {
    case 'session-timeout':
      showToast({ message: notice.message, variant: 'disruptive', position: 'top-center' });
      openAuthModal();
      return;
    case 'csrf-invalid':
      showToast({ message: notice.message, variant: 'disruptive', position: 'top-center' });
      return;
    case 'rate-limited':
    case 'server-error':
      showToast({ message: notice.message, variant: 'disruptive' });
      return;
  }
};

/** Shows what the API layer reports: timeouts, CSRF failures, rate limits, server errors. */
export const ApiNoticesEffect = () => {
  useEffect(() => subscribeToApiNotices(show), []);
  return null;
};
