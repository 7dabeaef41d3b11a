import { useKitT } from '@haat/web-kit';
import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import messages from './messages.json';

/**
 * "Are you sure?" (deleting a product, cancelling items, a console action) with the action's error
 * kept in view (the server's reason), not a toast that vanishes; Escape and the backdrop do nothing
 * while it works. `children` come between the text and the error (a reason to give, a summary).
 * The dismiss button takes the focus unless a child marked `data-autofocus` comes before it.
 */
export function ConfirmDialog({
  open, title, text, confirmLabel, dismissLabel, busyLabel, busy, error = null, danger = false,
  canConfirm = true, className, onConfirm, onCancel, children,
}: {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  text: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing ('Cancel'; another word where the action itself is a cancelling). */
  dismissLabel?: string;
  busyLabel: string;
  busy: boolean;
  /** A string shows as the form's error; any other node shows as it is. */
  error?: ReactNode;
  danger?: boolean;
  /** false: only the dismiss button (nothing is left to confirm). */
  canConfirm?: boolean;
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const t = useKitT(messages);
  const titleId = useId();
  const confirm = () => { if (!busy) onConfirm(); };
  return (
    <Dialog open={open} onClose={() => { if (!busy) onCancel(); }} labelledBy={titleId} className={className}>
      {/* Not a <form>: the dialog may open inside a page's form (unsaved settings), and forms do not nest. */}
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">{title}</h2>
        <div className="modal__text">{text}</div>
        {children}
        {typeof error === 'string' ? <p className="form-error" role="alert">{error}</p> : error}
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>{dismissLabel ?? t('kit.dialog.cancel')}</button>
          {canConfirm ? (
            <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={confirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
