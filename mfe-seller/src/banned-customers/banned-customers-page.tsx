import { PageFrame } from '@haat/web-kit/page';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { BanCustomerForm } from './components/ban-customer-form.tsx';
import { BannedCustomerList } from './components/banned-customer-list.tsx';
import '../common/seller.css';
import './banned-customers.css';

/** /banned-customers ("Banned Users"): the current store's banned phones, unban, and ban by phone with a reason. */
export function BannedCustomersPage() {
  const body = (
    <CurrentStoreGate noStore="Banned customers belong to a store. Create your store first.">
      {(_store, storeId) => (
        <div className="banned-columns">
          <BannedCustomerList storeId={storeId} />
          <BanCustomerForm storeId={storeId} />
        </div>
      )}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title="Banned Users" subtitle="Customers you have banned cannot order from your store.">
      {body}
    </PageFrame>
  );
}
