import type { Order, OrderStatus } from '@haat/contracts';
import { useId, useState } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { isFinalStatus } from '../order-actions.ts';
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '../order-statuses.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { useStatusChange } from '../use-status-change.ts';

/**
 * Update Status: the dropdown of every status and its button (spec §2, §4), for any move besides the
 * page's next step (back a step, straight to Delivered). Delivered and Cancelled are final on the server.
 */
export function UpdateStatusForm({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const t = useT(messages);
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  // The order changed underneath (a refresh, a cancellation of every line): the picker follows.
  const [shownStatus, setShownStatus] = useState<OrderStatus>(order.status);
  if (shownStatus !== order.status) {
    setShownStatus(order.status);
    setStatus(order.status);
  }
  const mutation = useStatusChange(order, onUpdated);
  const final = isFinalStatus(order.status);
  return (
    <form className="order-status-form" onSubmit={(e) => { e.preventDefault(); mutation.mutate(status); }}>
      <SelectField
        id={`${id}-status`}
        label={t('orders.newStatus')}
        value={status}
        disabled={final || mutation.isPending}
        aria-describedby={final ? `${id}-final` : undefined}
        onValueChange={(value) => setStatus(value as OrderStatus)}
      >
        {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(ORDER_STATUS_LABEL[s])}</option>)}
      </SelectField>
      <button type="submit" className="btn btn--primary" disabled={final || mutation.isPending || status === order.status}>
        {mutation.isPending ? t('orders.updatingStatus') : t('orders.updateStatus')}
      </button>
      {final ? <p id={`${id}-final`} className="muted small order-status-form__final">{t(order.status === 'Cancelled' ? 'orders.finalCancelled' : 'orders.finalDelivered')}</p> : null}
    </form>
  );
}
