import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@haat/web-kit';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import type { SellerBroadcast } from './broadcasts-api.ts';
import { useCityNames } from '../common/city-names.ts';
import { useBroadcastActions, useStoreBroadcasts } from './use-broadcasts.ts';
import { BroadcastCard } from './components/broadcast-card.tsx';
import { BroadcastFormDialog } from './components/broadcast-form-dialog.tsx';
import { DeleteBroadcastDialog } from './components/delete-broadcast-dialog.tsx';
import '../common/seller.css';
import './broadcasts.css';

/** The current store's broadcasts with create, edit, delete and the on/off switch. */
function StoreBroadcasts({ storeId, storeCity }: { storeId: string; storeCity: string }) {
  const broadcasts = useStoreBroadcasts(storeId);
  const cities = useCityNames();
  const { toggle, remove, refresh } = useBroadcastActions(storeId);
  const [editing, setEditing] = useState<SellerBroadcast | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SellerBroadcast | null>(null);
  const now = broadcasts.dataUpdatedAt; // when the list was read: the badges are as of then

  let list;
  if (broadcasts.isPending) list = <LoadingState label="Loading broadcasts..." />;
  else if (broadcasts.isError) list = <ErrorState message="Failed to load broadcasts. Please try again." onRetry={() => void broadcasts.refetch()} />;
  else if (broadcasts.data.length === 0) {
    list = (
      <EmptyState title="No broadcasts yet" action={<button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>Create your first broadcast</button>}>
        Announce an offer to the buyers of your city. It shows on their Offers page, and your customers get a notification.
      </EmptyState>
    );
  } else {
    list = (
      <ul className="broadcast-list">
        {broadcasts.data.map((b) => (
          <li key={b.id}>
            <BroadcastCard
              broadcast={b}
              now={now}
              busy={toggle.isPending && toggle.variables?.id === b.id}
              onToggle={(active) => toggle.mutate({ id: b.id, active })}
              onEdit={() => setEditing(b)}
              onDelete={() => setDeleting(b)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="broadcast-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>New Broadcast</button>
      </div>
      {list}
      <BroadcastFormDialog
        editing={editing}
        storeId={storeId}
        storeCity={storeCity}
        cities={cities.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => { setEditing(null); void refresh(); }}
      />
      <DeleteBroadcastDialog
        broadcast={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => { if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) }); }}
      />
    </>
  );
}

/** /dashboard/broadcasts: the seller's offers and banners. */
export function BroadcastsPage() {
  const body = (
    <CurrentStoreGate noStore="Broadcasts belong to a store. Create your store first.">
      {(store, storeId) => <StoreBroadcasts storeId={storeId} storeCity={store.city} />}
    </CurrentStoreGate>
  );
  return (
    <section className="page" aria-labelledby="broadcasts-title">
      <div className="page__header">
        <div>
          <h1 id="broadcasts-title" className="page__title">Broadcasts</h1>
          <p className="page__subtitle">Offers and banners for the buyers of your city.</p>
        </div>
      </div>
      {body}
    </section>
  );
}
