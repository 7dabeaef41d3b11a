import { idOf } from '@haat/contracts/reply-fields';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { useCurrentStore } from '../common/my-stores.ts';
import { BlockedCustomers } from './components/blocked-customers.tsx';
import { Inbox } from './components/inbox.tsx';
import '../common/seller.css';
import './messages.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * ?store= (a chat notification's link) makes that store, when it is one of the seller's, the current
 * one, so its ?conversation= opens beside its own list; then it leaves the address, so the store
 * picker rules again.
 */
function useStoreFromAddress() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('store');
  const { stores, choose } = useCurrentStore();
  const loaded = stores.data;
  useEffect(() => {
    if (!wanted || !loaded) return;
    if (loaded.some((s) => idOf(s) === wanted)) choose(wanted);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('store');
      return next;
    }, { replace: true });
  }, [wanted, loaded, choose, setParams]);
}

/** /dashboard/messages: the current store's conversations with buyers, live, with block and unblock. */
export function MessagesPage() {
  const t = useT(messages);
  useStoreFromAddress();
  return (
    <PageFrame title={t('inbox.pageTitle')} subtitle={t('inbox.pageSubtitle')}>
      <CurrentStoreGate noStore={t('inbox.noStore')}>
        {(_store, storeId) => (
          <>
            <Inbox storeId={storeId} />
            <BlockedCustomers storeId={storeId} />
          </>
        )}
      </CurrentStoreGate>
    </PageFrame>
  );
}
