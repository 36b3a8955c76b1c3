import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  getGetDashboardApplicationsQueryKey,
  getGetDashboardNudgesQueryKey,
  useWithdrawApplication,
} from '@generated/api/dashboard/dashboard';
import type { Application } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { showToast } from '../../ui/toast/toast-store';

/** The longest reason the employer accepts (the contract's limit). */
const MAX_REASON_LENGTH = 1000;

interface WithdrawDialogProps {
  application: Application;
  /** The application was withdrawn (its Withdraw button goes); called before `onClose`. */
  onWithdrawn: () => void;
  onClose: () => void;
}

/** Asks before withdrawing an application, with an optional reason for the employer. */
export const WithdrawDialog = ({ application, onWithdrawn, onClose }: WithdrawDialogProps) => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const withdraw = useWithdrawApplication();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    withdraw.mutate(
      {
        id: application.id,
        data: { domain, ...(trimmed ? { reason: trimmed } : {}) },
        params: { domain },
      },
      {
        onSuccess: () => {
          showToast({
            message: t('candidate.applications.withdrawn', {
              position: application.position.name,
            }),
            variant: 'success',
          });
          void queryClient.invalidateQueries({
            queryKey: getGetDashboardApplicationsQueryKey({ domain }),
          });
          void queryClient.invalidateQueries({
            queryKey: getGetDashboardNudgesQueryKey({ domain }),
          });
          onWithdrawn();
          onClose();
        },
      },
    );
  };

  return (
    <Modal isOpen title={t('candidate.applications.withdrawTitle')} onClose={onClose}>
      <form className="form-stack" onSubmit={onSubmit} aria-busy={withdraw.isPending}>
        <p>
          <Msg
            id="candidate.applications.withdrawBody"
            values={{ position: application.position.name }}
            components={{ 0: <strong /> }}
          />
        </p>
        {withdraw.isError && (
          <p className="form-error" role="alert">
            {getRequestErrorMessage(withdraw.error)}
          </p>
        )}
        <label htmlFor={reasonId}>{t('candidate.applications.withdrawReason')}</label>
        <textarea
          id={reasonId}
          rows={4}
          maxLength={MAX_REASON_LENGTH}
          aria-describedby={`${reasonId}-hint`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${reasonId}-hint`} className="hint">
          {t('candidate.applications.withdrawReasonHint', { max: MAX_REASON_LENGTH })}
        </p>
        <div className="dashboard-card__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('candidate.applications.withdrawKeep')}
          </button>
          <button type="submit" className="button button--danger" disabled={withdraw.isPending}>
            {t('candidate.applications.withdrawConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
