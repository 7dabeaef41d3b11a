import { shortOrderId, Link } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useStore } from '../store/use-store.ts';
import { storeChatLink } from '../chat/store-chat-link.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * 'Call store' and 'Message store' for an order. The phone is the store's public one as it is now
 * (GET /stores/:id, as its contact page shows it), not a copy kept with the order; no phone, no
 * button. The message opens the store's chat with a first line about this order ready to send.
 */
export function StoreContact({ store, orderId }: { store: Order['storeId']; orderId: string }) {
  const t = useT(messages);
  const storeId = store.id || store._id;
  const details = useStore(storeId);
  const phone = details.data?.phone.replace(/\s+/g, '') ?? '';
  return (
    <>
      {phone ? <a className="btn btn--secondary" href={`tel:${phone}`}>{t('orders.callStore')}</a> : null}
      <Link className="btn btn--secondary" to={storeChatLink(storeId, { draft: t('orders.aboutOrder', { id: shortOrderId(orderId) }) })}>{t('orders.messageStore')}</Link>
    </>
  );
}
