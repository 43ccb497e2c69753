import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser traps the focus, Escape
 * closes it, and the focus returns to where it was when it opened.
 */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="button button--icon modal__close"
              aria-label="Close"
              onClick={onClose}
            >
              ×
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
