import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { Fragment, type ReactNode } from 'react';
import { useCurrentStore } from './my-stores.ts';
import { StorePicker } from './store-picker.tsx';

/**
 * The body of a page about the seller's current store: its loading, error and "no store yet"
 * states (`noStore` says why a store is needed), then the store picker and `children` for the
 * store, keyed by it so switching stores starts the page afresh.
 */
export function CurrentStoreGate({ noStore, children }: { noStore: string; children: (store: Store, storeId: string) => ReactNode }) {
  const { stores, store } = useCurrentStore();
  if (stores.isPending) return <LoadingState label="Loading your store..." />;
  if (stores.isError) return <ErrorState message="Failed to load your stores. Please try again." onRetry={() => void stores.refetch()} />;
  if (!store) {
    return (
      <EmptyState title="You have no store yet" action={<Link to="/manage-store" className="btn btn--primary">Create your store</Link>}>
        {noStore}
      </EmptyState>
    );
  }
  const storeId = idOf(store);
  return (
    <Fragment key={storeId}>
      <StorePicker />
      {children(store, storeId)}
    </Fragment>
  );
}
