import { useId } from 'react';
import { Dialog } from '@haat/web-kit/dialog';
import type { SellerBroadcast } from '../broadcasts-api.ts';

/** "Delete this broadcast?" with the broadcast's title; the page does the deleting. */
export function DeleteBroadcastDialog({ broadcast, busy, onConfirm, onCancel }: {
  broadcast: SellerBroadcast | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={broadcast !== null} onClose={onCancel} labelledBy={titleId}>
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">Delete this broadcast?</h2>
        <p className="modal__text">“{broadcast?.title}” will be removed from your store and from the Offers page. This cannot be undone.</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>Cancel</button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>{busy ? 'Deleting...' : 'Delete Broadcast'}</button>
        </div>
      </div>
    </Dialog>
  );
}
