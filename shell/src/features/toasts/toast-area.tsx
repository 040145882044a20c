import {
  dismissToast,
  selectToasts,
  useAppDispatch,
  useAppSelector,
  useT,
  type Toast,
} from '@yoga/shared';
import { useEffect } from 'react';
import { useShellT } from '../../locales/shell-catalogue';
import './toast-area.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const t = useShellT();
  // Any app may raise a toast with an id from its own catalogue, so the id is not typed here.
  const translate = useT();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span className="toast__message">{translate(toast.message.id, toast.message.values)}</span>
      <button
        type="button"
        className="toast__close"
        aria-label={t('shell.toast.dismiss')}
        onClick={() => dispatch(dismissToast(toast.id))}
      >
        ×
      </button>
    </div>
  );
}

/** Top-centre toasts raised by the shell or any remote through the shared store. */
export function ToastArea() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toast-area" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
