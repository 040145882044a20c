import {
  dismissToast,
  selectToasts,
  useAppDispatch,
  useAppSelector,
  type Toast,
} from '@yoga/shared';
import { useEffect } from 'react';
import './toast-area.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span className="toast__message">{toast.message}</span>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss message"
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
