import { EmptyState, ErrorState, LoadingState } from '@haat/web-kit';
import { Link } from 'react-router';
import { useCurrentStore } from '../common/my-stores.ts';
import { StorePicker } from '../common/store-picker.tsx';
import { BanCustomerForm } from './components/ban-customer-form.tsx';
import { BannedCustomerList } from './components/banned-customer-list.tsx';
import '../common/seller.css';
import './banned-customers.css';

/** /banned-customers ("Banned Users"): the current store's banned phones, unban, and ban by phone with a reason. */
export function BannedCustomersPage() {
  const { stores, storeId } = useCurrentStore();
  let body;
  if (stores.isPending) body = <LoadingState label="Loading your store..." />;
  else if (stores.isError) body = <ErrorState message="Failed to load your stores. Please try again." onRetry={() => void stores.refetch()} />;
  else if (!storeId) {
    body = (
      <EmptyState title="You have no store yet" action={<Link to="/manage-store" className="btn btn--primary">Create your store</Link>}>
        Banned customers belong to a store. Create your store first.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <StorePicker />
        <div className="banned-columns">
          <BannedCustomerList key={`list-${storeId}`} storeId={storeId} />
          <BanCustomerForm key={`form-${storeId}`} storeId={storeId} />
        </div>
      </>
    );
  }
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
