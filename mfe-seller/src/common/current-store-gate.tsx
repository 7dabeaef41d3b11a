import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { Fragment, type ReactNode } from 'react';
import { useCurrentStore } from './my-stores.ts';
import { StorePicker } from './store-picker.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The body of a page about the seller's current store: its loading, error and "no store yet"
 * states (`noStore` says why a store is needed), then the store picker and `children` for the
 * store, keyed by it so switching stores starts the page afresh.
 */
export function CurrentStoreGate({ noStore, children }: { noStore: string; children: (store: Store, storeId: string) => ReactNode }) {
  const t = useT(messages);
  const { stores, store } = useCurrentStore();
  if (stores.isPending) return <LoadingState label={t('common.loadingStore')} />;
  if (stores.isError) return <ErrorState message={t('common.storesFailed')} onRetry={() => void stores.refetch()} />;
  if (!store) {
    return (
      <EmptyState title={t('common.noStoreTitle')} action={<Link to="/manage-store" className="btn btn--primary">{t('common.createStore')}</Link>}>
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
