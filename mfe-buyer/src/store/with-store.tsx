import { EmptyState, ErrorState, isApiError, LoadingState, Link } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { storeQuery, storeView } from './use-store.ts';
import type { StoreDetails } from './store-details.ts';
import { PageMeta } from '../common/page-meta.tsx';

/**
 * Loads a store (the store page's query and 5-minute cache) for its sub-pages, with the spec's
 * states: 'Store not found' with 'Browse Other Stores', or the load error with 'Try Again'.
 */
export function WithStore({ storeId, children }: { storeId: string; children: (store: StoreDetails) => ReactNode }) {
  const store = useQuery({ ...storeQuery(storeId), select: storeView });
  if (store.isPending) return <section className="page"><LoadingState label="Loading store..." /></section>;
  if (store.isError) {
    const missing = isApiError(store.error) && (store.error.status === 404 || store.error.status === 400);
    return (
      <section className="page">
        <PageMeta title={missing ? 'Store not found' : 'Store'} noindex />
        {missing ? (
          <EmptyState title="Store not found" action={<Link className="btn btn--primary" to="/stores">Browse Other Stores</Link>} />
        ) : (
          <ErrorState message="Failed to load store data. Please try again." onRetry={() => void store.refetch()} />
        )}
      </section>
    );
  }
  return <>{children(store.data)}</>;
}
