import { describeError, shortOrderId, toast } from '@haat/web-kit';
import type { Order, OrderStatus } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useMutation } from '@tanstack/react-query';
import { updateOrderStatus } from './orders-api.ts';

/**
 * PUT /orders/:id/status for the order's page (its next-step button, the More menu's cancel, the
 * Update Status form): a notice either way, and the page shows the order as the server has it.
 */
export function useStatusChange(order: Order, onUpdated: (updated?: Order) => void, { onDone }: { onDone?: () => void } = {}) {
  return useMutation({
    mutationFn: (next: OrderStatus) => updateOrderStatus(idOf(order), next),
    onSuccess: (updated) => {
      toast.success('Order status updated', `Order #${shortOrderId(idOf(updated))} is now ${updated.status}.`);
      onUpdated(updated);
      onDone?.();
    },
    onError: (err) => {
      toast.error('Could not update the status', describeError(err, 'Please try again.'));
      onUpdated();
    },
  });
}
