import { describeError, lineId, useCartStore, useToastStore } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mergeIntoCart } from './orders-api.ts';
import { canReorder, reorderBody, reorderLines, reorderNotice, reorderOutcome } from './reorder.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
/** Long enough to read a list of items left out. */
const NOTICE_TIMEOUT_MS = 12_000;

/**
 * 'Reorder' on a delivered order: its items back into the cart, checked against the stock now
 * (reorder.ts), the buyer told what was left out or capped, then the cart opens.
 */
export function ReorderButton({ order }: { order: Order }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (!canReorder(order)) return null;
  const storeId = order.storeId.id || order.storeId._id;

  const reorder = async () => {
    setPending(true);
    const lines = reorderLines(order, storeId);
    const before = useCartStore.getState().lines;
    try {
      const reply = await mergeIntoCart(reorderBody(lines, storeId));
      const after = reply.data.items.map((l) => ({ id: lineId(l.productId, l.storeId, l.variant), quantity: l.quantity }));
      // The cart store reads the server's cart again (its queue keeps it after any write still on its way).
      void useCartStore.getState().reload();
      const notice = reorderNotice(reorderOutcome(lines, before, after, reply.skipped));
      useToastStore.getState().push({ type: notice.tone, title: notice.title, message: notice.message, ...(notice.tone === 'success' ? {} : { timeout: NOTICE_TIMEOUT_MS }) });
      if (notice.openCart) void navigate('/cart');
    } catch (err) {
      useToastStore.getState().push({ type: 'error', title: describeError(err, t('orders.reorderFailed')) });
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" className="btn btn--primary" onClick={() => void reorder()} disabled={pending} aria-busy={pending}>
      {t(pending ? 'orders.addingToCart' : 'orders.reorder')}
    </button>
  );
}
