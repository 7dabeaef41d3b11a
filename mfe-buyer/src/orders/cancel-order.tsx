import { describeError, toast } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useState } from 'react';
import { ModalDialog } from '../common/modal-dialog.tsx';
import { useCancelOrder } from './use-order.ts';
import { canCancelOrder, cancelledToastText, openItemIds } from './order-view.ts';

const CANCEL_FAILED_TEXT = 'Could not cancel this order. Please try again.';

/**
 * 'Cancel order' while the buyer may (order-view.ts canCancelOrder): a confirmation, then every line
 * still open is cancelled (PUT /orders/:id/cancel-items) and the page shows the order as it is now,
 * with a toast saying what the buyer did ('1 item cancelled'; the server's message is the seller's
 * '{n} item(s)' text of the spec). When the store took the order on meanwhile, the server's
 * refusal stays on the page (the button is gone once the order is reloaded).
 */
export function CancelOrder({ order, orderId }: { order: Order; orderId: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useCancelOrder(orderId);
  const mayCancel = canCancelOrder(order);
  if (!mayCancel && !error) return null;

  const confirm = () => {
    if (mutation.isPending) return;
    setError(null);
    const itemIds = openItemIds(order);
    mutation.mutate(itemIds, {
      onSuccess: () => {
        setOpen(false);
        const text = cancelledToastText(itemIds.length);
        toast.success(text.title, text.message);
      },
      onError: (err) => {
        setOpen(false);
        setError(describeError(err, CANCEL_FAILED_TEXT));
      },
    });
  };

  return (
    <>
      {mayCancel ? (
        <button type="button" className="btn btn--ghost order-actions__cancel" onClick={() => { setError(null); setOpen(true); }}>Cancel order</button>
      ) : null}
      {error ? <p className="notice notice--warning order-actions__error" role="alert">{error}</p> : null}
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy="cancel-order-title" dismissible={!mutation.isPending}>
        <h2 id="cancel-order-title" className="modal__title">Cancel this order?</h2>
        <p className="modal__text">The store will be told.</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={mutation.isPending} autoFocus>Keep order</button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={mutation.isPending}>{mutation.isPending ? 'Cancelling...' : 'Cancel order'}</button>
        </div>
      </ModalDialog>
    </>
  );
}
