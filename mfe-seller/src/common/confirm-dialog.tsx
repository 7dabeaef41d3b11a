import { Dialog } from '@haat/web-kit/dialog';
import { useId } from 'react';

/**
 * "Are you sure?" (deleting a product, removing a rider) with the action's error kept in view (the
 * server's reason), not a toast that vanishes; Escape and the backdrop do nothing while it works.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, dismissLabel = 'Cancel', busyLabel, busy, error = null, danger = false, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that changes nothing ('Cancel'; another word where the action itself is a cancelling). */
  dismissLabel?: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => { if (!busy) onCancel(); }} labelledBy={titleId}>
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">{title}</h2>
        <p className="modal__text">{text}</p>
        {error ? <p className="form-error" role="alert">{error}</p> : null}
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>{dismissLabel}</button>
          <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={onConfirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
        </div>
      </div>
    </Dialog>
  );
}
