import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useExtraT } from './extra-catalogue';

export interface DialogProps {
  open: boolean;
  /** Called when the member closes it (the close button or Esc); the caller sets `open` false. */
  onClose: () => void;
  /** Visible, and the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions along the bottom (Buttons). */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the
 * focus trap) and turns Esc into a cancel. Focus goes back to what opened it when it closes.
 */
export function Dialog({ open, onClose, title, children, footer }: DialogProps) {
  const t = useExtraT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  // Esc: the caller decides (it owns `open`), so the browser does not close it behind its back.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCloseRef.current();
  };
  // Browsers may close anyway (a second Esc); keep the caller's state in step.
  const onNativeClose = () => {
    if (open) onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className="kit-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      <div className="kit-dialog__header">
        <h2 className="kit-dialog__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="kit-dialog__close"
          aria-label={t('extra.dialog.close')}
          onClick={() => onCloseRef.current()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="kit-dialog__body">{children}</div>
      {footer && <div className="kit-dialog__footer">{footer}</div>}
    </dialog>
  );
}
