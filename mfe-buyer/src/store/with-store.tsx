import { EmptyState, ErrorState, isApiError, LoadingState, Link } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { storeQuery, storeView } from './use-store.ts';
import type { StoreDetails } from './store-details.ts';
import { PageMeta } from '../common/page-meta.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Loads a store (the store page's query and 5-minute cache) for its sub-pages, with the spec's
 * states: 'Store not found' with 'Browse Other Stores', or the load error with 'Try Again'.
 */
export function WithStore({ storeId, children }: { storeId: string; children: (store: StoreDetails) => ReactNode }) {
  const t = useT(messages);
  const store = useQuery({ ...storeQuery(storeId), select: storeView });
  if (store.isPending) return <section className="page"><LoadingState label={t('store.loadingStore')} /></section>;
  if (store.isError) {
    const missing = isApiError(store.error) && (store.error.status === 404 || store.error.status === 400);
    return (
      <section className="page">
        <PageMeta title={t(missing ? 'store.notFound' : 'store.store')} noindex />
        {missing ? (
          <EmptyState title={t('store.notFound')} action={<Link className="btn btn--primary" to="/stores">{t('store.browseOtherStores')}</Link>} />
        ) : (
          <ErrorState message={t('store.loadFailed')} onRetry={() => void store.refetch()} />
        )}
      </section>
    );
  }
  return <>{children(store.data)}</>;
}
