import { useMessages } from '../../i18n/use-messages';
import { dismissToast, useToasts, type Toast, type ToastPosition } from './toast-store';
import './toaster.css';

const POSITIONS: ToastPosition[] = ['top-center', 'bottom-right'];

const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useMessages();
  return (
    <div
      className={`toast toast--${toast.variant}`}
      role={toast.variant === 'disruptive' ? 'alert' : 'status'}
    >
      <span>{toast.message}</span>
      {toast.closable && (
        <button
          type="button"
          className="toast__close"
          aria-label={t('common.toast.dismiss')}
          onClick={() => dismissToast(toast.id)}
        >
          ×
        </button>
      )}
    </div>
  );
};

/** Renders every toast in its corner; screen readers hear each one once. */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <>
      {POSITIONS.map((position) => (
        <div key={position} className={`toaster toaster--${position}`} aria-live="polite">
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </div>
      ))}
    </>
  );
};
