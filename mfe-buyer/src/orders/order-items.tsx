import { formatPrice } from '@haat/web-kit';
import type { OrderItem } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import { ProductImage } from '../common/product-image.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** An order's items; cancelled ones are struck through and labelled, and count for nothing. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const t = useT(messages);
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item.id || item._id} className={`order-item${item.cancelled ? ' order-item--cancelled' : ''}`}>
          <ProductImage className="order-item__image" src={item.image} alt="" width={56} height={56} />
          <div className="order-item__body">
            <p className="order-item__name">
              {item.cancelled ? <s>{orderItemName(item)}</s> : orderItemName(item)}
              {item.cancelled ? <span className="badge badge--danger order-item__flag">{t('orders.cancelled')}</span> : null}
            </p>
            <p className="muted small">{formatPrice(item.price)} × {item.quantity}</p>
          </div>
          <p className="order-item__total">
            {item.cancelled ? <s><span className="visually-hidden">{t('orders.notCharged')}</span>{formatPrice(item.price * item.quantity)}</s> : formatPrice(item.price * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}
