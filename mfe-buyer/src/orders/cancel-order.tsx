import { describeError, toast } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useState } from 'react';
import { ModalDialog } from '../common/modal-dialog.tsx';
import { useCancelOrder } from './use-order.ts';
import { canCancelOrder, cancelledToastText, openItemIds } from './order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * 'Cancel order' while the buyer may (order-view.ts canCancelOrder): a confirmation, then every line
 * still open is cancelled (PUT /orders/:id/cancel-items) and the page shows the order as it is now,
 * with a toast saying what the buyer did ('1 item cancelled'; the server's message is the seller's
 * '{n} item(s)' text of the spec). When the store took the order on meanwhile, the server's
 * refusal stays on the page (the button is gone once the order is reloaded).
 */
export function CancelOrder({ order, orderId }: { order: Order; orderId: string }) {
  const t = useT(messages);
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
        setError(describeError(err, t('orders.cancelFailed')));
      },
    });
  };

  return (
    <>
      {mayCancel ? (
        <button type="button" className="btn btn--ghost order-actions__cancel" onClick={() => { setError(null); setOpen(true); }}>{t('orders.cancelOrder')}</button>
      ) : null}
      {error ? <p className="notice notice--warning order-actions__error" role="alert">{error}</p> : null}
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy="cancel-order-title" dismissible={!mutation.isPending}>
        <h2 id="cancel-order-title" className="modal__title">{t('orders.cancelTitle')}</h2>
        <p className="modal__text">{t('orders.storeTold')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={mutation.isPending} autoFocus>{t('orders.keepOrder')}</button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={mutation.isPending}>{t(mutation.isPending ? 'orders.cancelling' : 'orders.cancelOrder')}</button>
        </div>
      </ModalDialog>
    </>
  );
}
