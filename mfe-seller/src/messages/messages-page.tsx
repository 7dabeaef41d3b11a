import { useDocumentTitle } from '@haat/web-kit';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { BlockedCustomers } from './components/blocked-customers.tsx';
import { Inbox } from './components/inbox.tsx';
import '../common/seller.css';
import './messages.css';

/** /dashboard/messages: the current store's conversations with buyers, live, with block and unblock. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <section className="page" aria-labelledby="messages-title">
      <div className="page__header">
        <div>
          <h1 id="messages-title" className="page__title">Messages</h1>
          <p className="page__subtitle">Answer buyers' questions about your products, prices and delivery.</p>
        </div>
      </div>
      <CurrentStoreGate noStore="Messages come to a store. Create your store first.">
        {(_store, storeId) => (
          <>
            <Inbox storeId={storeId} />
            <BlockedCustomers storeId={storeId} />
          </>
        )}
      </CurrentStoreGate>
    </section>
  );
}
