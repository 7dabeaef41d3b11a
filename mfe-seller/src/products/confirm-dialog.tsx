import { Dialog } from '@haat/web-kit/dialog';

/** "Are you sure?" with a danger button; Escape and the backdrop do nothing while it works. */
export function ConfirmDialog({ open, title, text, confirmLabel, busyLabel, busy, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => { if (!busy) onCancel(); }} labelledBy="products-confirm-title">
      <div className="modal__body">
        <h2 id="products-confirm-title" className="modal__title">{title}</h2>
        <p className="modal__text">{text}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>Cancel</button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
        </div>
      </div>
    </Dialog>
  );
}
