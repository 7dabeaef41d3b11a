import { PageFrame } from '@haat/web-kit/page';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { BanCustomerForm } from './components/ban-customer-form.tsx';
import { BannedCustomerList } from './components/banned-customer-list.tsx';
import '../common/seller.css';
import './banned-customers.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** /banned-customers ("Banned Users"): the current store's banned phones, unban, and ban by phone with a reason. */
export function BannedCustomersPage() {
  const t = useT(messages);
  const body = (
    <CurrentStoreGate noStore={t('banned.noStore')}>
      {(_store, storeId) => (
        <div className="banned-columns">
          <BannedCustomerList storeId={storeId} />
          <BanCustomerForm storeId={storeId} />
        </div>
      )}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title={t('banned.pageTitle')} subtitle={t('banned.pageSubtitle')}>
      {body}
    </PageFrame>
  );
}
