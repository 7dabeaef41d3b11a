import { EmptyState, ErrorState, isApiError, Link } from '@haat/web-kit';
import { useParams } from 'react-router';
import { StoreFront } from './store-front.tsx';
import { useLiveStatus, useStore } from './use-store.ts';
import { usePageMeta } from '../common/use-page-meta.ts';
import { StorePageSkeleton } from '../common/skeletons.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';

/** The states around a store page: loading, 'Store not found' with 'Browse Other Stores', or the load error with 'Try Again'. */
export function StoreStates({ state, onRetry }: { state: 'loading' | 'missing' | 'error'; onRetry: () => void }) {
  const t = useT(messages);
  usePageMeta({
    title: t(state === 'missing' ? 'store.notFound' : 'store.store'),
    description: t('store.defaultDescription'),
  });
  if (state === 'loading') return <section className="page buyer"><StorePageSkeleton /></section>;
  if (state === 'missing') {
    return (
      <section className="page buyer">
        <EmptyState title={t('store.notFound')} action={<Link className="btn btn--primary" to="/stores">{t('store.browseOtherStores')}</Link>}>
          {t('store.movedOrClosed')}
        </EmptyState>
      </section>
    );
  }
  return <section className="page buyer"><ErrorState message={t('store.loadFailed')} onRetry={onRetry} /></section>;
}

/** A 404 (or a malformed id) means there is no such store; anything else is a load error. */
export const isMissing = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** /stores/:storeId */
export function StorePage() {
  const { storeId = '' } = useParams();
  const store = useStore(storeId);
  // Asked alongside the store and waited for (or its failure), so a closed banner never pushes the
  // painted page down when it arrives (layout shift).
  const live = useLiveStatus(storeId);
  if (store.isPending || live.isPending) return <StoreStates state="loading" onRetry={() => {}} />;
  if (store.isError) return <StoreStates state={isMissing(store.error) ? 'missing' : 'error'} onRetry={() => void store.refetch()} />;
  return <StoreFront key={store.data.id} store={store.data} />;
}
