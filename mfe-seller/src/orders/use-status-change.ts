import { describeError, shortOrderId, toast } from '@haat/web-kit';
import type { Order, OrderStatus } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useMutation } from '@tanstack/react-query';
import { updateOrderStatus } from './orders-api.ts';
import { ORDER_STATUS_LABEL } from './order-statuses.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * PUT /orders/:id/status for the order's page (its next-step button, the More menu's cancel, the
 * Update Status form): a notice either way, and the page shows the order as the server has it.
 */
export function useStatusChange(order: Order, onUpdated: (updated?: Order) => void, { onDone }: { onDone?: () => void } = {}) {
  return useMutation({
    mutationFn: (next: OrderStatus) => updateOrderStatus(idOf(order), next),
    onSuccess: (updated) => {
      const status = translate(messages, ORDER_STATUS_LABEL[updated.status]);
      toast.success(translate(messages, 'orders.statusUpdated'), translate(messages, 'orders.statusNow', { ref: shortOrderId(idOf(updated)), status }));
      onUpdated(updated);
      onDone?.();
    },
    onError: (err) => {
      toast.error(translate(messages, 'orders.statusFailed'), describeError(err, translate(messages, 'orders.tryAgain')));
      onUpdated();
    },
  });
}
