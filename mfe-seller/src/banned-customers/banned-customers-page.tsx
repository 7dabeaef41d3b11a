import { useDocumentTitle } from '@haat/web-kit';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { BanCustomerForm } from './components/ban-customer-form.tsx';
import { BannedCustomerList } from './components/banned-customer-list.tsx';
import '../common/seller.css';
import './banned-customers.css';

/** /banned-customers ("Banned Users"): the current store's banned phones, unban, and ban by phone with a reason. */
export function BannedCustomersPage() {
  useDocumentTitle('Banned Users');
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
    <section className="page" aria-labelledby="banned-title">
      <div className="page__header">
        <div>
          <h1 id="banned-title" className="page__title">Banned Users</h1>
          <p className="page__subtitle">Customers you have banned cannot order from your store.</p>
        </div>
      </div>
      {body}
    </section>
  );
}
