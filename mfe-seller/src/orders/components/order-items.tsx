import { describeError, formatPrice, toast } from '@haat/web-kit';
import type { Order, OrderItem } from '@haat/contracts';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { orderItemLine } from '@haat/contracts/order-item-name';
import { cancelItems } from '../orders-api.ts';
import { canCancelItems, keepSelectable, toggleSelection } from '../order-actions.ts';
import { cancelConfirmText, ORDER_ACTION_FAILURES, ORDER_ACTION_TEXTS, partialCancellationText } from '../order-texts.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

function Price({ item }: { item: OrderItem }) {
  return <span className="seller-order__item-price">{formatPrice(item.price * item.quantity)}</span>;
}

/**
 * The order's items. While the order is open (not Delivered or Cancelled) each line not cancelled
 * has a checkbox, and 'Cancel Selected Items' cancels the ticked ones after a confirmation dialog that
 * says it cannot be undone (spec §4, §5); cancelled lines stay listed, struck through, and cannot be ticked.
 */
export function OrderItems({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const t = useT(messages);
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: (itemIds: string[]) => cancelItems(idOf(order), itemIds),
    onSettled: () => setConfirming(false),
    onSuccess: (reply, itemIds) => {
      toast.success(reply.message ?? ORDER_ACTION_TEXTS.itemsCancelled(itemIds.length));
      setSelected(new Set());
      onUpdated(reply.order);
    },
    onError: (err) => {
      toast.error(ORDER_ACTION_FAILURES.cancelItems(), describeError(err, ''));
      onUpdated();
    },
  });
  const items = order.items ?? [];
  const notice = order.partialCancellation ? <p className="notice notice--info seller-order__notice">{partialCancellationText()}</p> : null;

  if (!canCancelItems(order)) {
    return (
      <>
        <ul className="seller-order__items">
          {items.map((item) => (
            <li key={idOf(item)} className={item.cancelled ? 'seller-order__item--cancelled' : undefined}>
              <span>{orderItemLine(item)}{item.cancelled ? <span className="badge badge--danger seller-order__item-badge">{t('orders.itemCancelled')}</span> : null}</span>
              <Price item={item} />
            </li>
          ))}
        </ul>
        {notice}
      </>
    );
  }

  // A refresh may have cancelled a ticked line: only what can still be ticked counts.
  const ticked = keepSelectable(selected, order);
  const cancelSelected = () => {
    if (mutation.isPending) return;
    if (ticked.size === 0) return setError(ORDER_ACTION_TEXTS.selectItems());
    setError(null);
    setConfirming(true);
  };

  return (
    <>
      <fieldset className="seller-order__item-picker" disabled={mutation.isPending}>
        <legend className="visually-hidden">{t('orders.itemsLegend')}</legend>
        <ul className="seller-order__items">
          {items.map((item) => {
            const itemId = idOf(item);
            const boxId = `${id}-${itemId}`;
            return (
              <li key={itemId} className={item.cancelled ? 'seller-order__item--cancelled' : undefined}>
                <label className="checkbox" htmlFor={boxId}>
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={!item.cancelled && ticked.has(itemId)}
                    disabled={item.cancelled}
                    onChange={() => { setSelected((s) => toggleSelection(s, itemId)); setError(null); }}
                  />
                  <span>{orderItemLine(item)}</span>
                  {item.cancelled ? <span className="badge badge--danger seller-order__item-badge">{t('orders.itemCancelled')}</span> : null}
                </label>
                <Price item={item} />
              </li>
            );
          })}
        </ul>
      </fieldset>
      {notice}
      <div className="seller-order__cancel">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={mutation.isPending}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={cancelSelected}
        >
          {mutation.isPending ? t('orders.cancelling') : t('orders.cancelSelected')}
        </button>
        <span className="muted small" aria-live="polite">{ticked.size > 0 ? t('orders.selectedCount', { count: ticked.size }) : ''}</span>
        {error ? <span id={`${id}-error`} className="seller-order__error" role="alert">{error}</span> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancelItemsTitle')}
        text={cancelConfirmText(ticked.size)}
        confirmLabel={t('orders.cancelItems')}
        dismissLabel={t('orders.keepItems')}
        busyLabel={t('orders.cancelling')}
        busy={mutation.isPending}
        danger
        onConfirm={() => mutation.mutate([...ticked])}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
