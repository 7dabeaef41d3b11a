import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useId } from 'react';
import { itemCountOf, itemCountText } from '../../common/delivery-order.ts';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** What to hand over: quantity, then name and variant once (orderItemName); cancelled lines are struck through (they stay at the store). */
export function OrderItems({ order }: { order: Order }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const titleId = useId();
  return (
    <section className="card delivery-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="delivery-section__title">{t('orders.items')} <span className="muted small">({itemCountText(itemCountOf(order), tc)})</span></h2>
      <ul className="delivery-items">
        {order.items.map((item) => (
          <li key={idOf(item)} className={`delivery-items__row${item.cancelled ? ' delivery-items__row--cancelled' : ''}`}>
            <span className="delivery-items__qty">{item.quantity} ×</span>
            <span className="delivery-items__name">
              {item.cancelled ? <s>{orderItemName(item)}</s> : orderItemName(item)}
              {item.cancelled ? <span className="badge badge--danger delivery-items__cancelled">{t('orders.cancelled')}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
