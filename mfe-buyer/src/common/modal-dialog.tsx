import type { ReactNode } from 'react';
import { Dialog } from '@haat/web-kit/dialog';

/**
 * A modal form (report, confirmations) on the buyer remote's Dialog: the page goes inert, Tab stays
 * inside, focus returns to the opener. While a submission runs (dismissible false), Escape and the
 * backdrop do nothing. Content mounts only while open, so a reopened form starts empty.
 */
export function ModalDialog({ open, onClose, labelledBy, children, dismissible = true }: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  dismissible?: boolean;
}) {
  return (
    <Dialog open={open} onClose={() => { if (dismissible) onClose(); }} labelledBy={labelledBy}>
      <div className="modal__body">{children}</div>
    </Dialog>
  );
}

/** "Are you sure?" with a danger button; used for deleting a review and emptying the wishlist. */
export function ConfirmDialog({ open, title, text, confirmLabel, busyLabel, busy = false, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy="confirm-dialog-title" dismissible={!busy}>
      <h2 id="confirm-dialog-title" className="modal__title">{title}</h2>
      <p className="modal__text">{text}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} autoFocus>Cancel</button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
      </div>
    </ModalDialog>
  );
}
