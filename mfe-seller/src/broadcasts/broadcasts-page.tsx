import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import type { VerificationStatus } from '@haat/contracts';
import { BROADCAST_MAX_ACTIVE_PER_STORE, broadcastStatus, STORE_VERIFICATION_PATH } from '@haat/contracts/broadcast-reply';
import { PageFrame } from '@haat/web-kit/page';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import type { SellerBroadcast } from './broadcasts-api.ts';
import { useCityNames } from '../common/city-names.ts';
import { useBroadcastActions, useStoreBroadcasts } from './use-broadcasts.ts';
import { BroadcastCard } from './components/broadcast-card.tsx';
import { BroadcastFormDialog } from './components/broadcast-form-dialog.tsx';
import { DeleteBroadcastDialog } from './components/delete-broadcast-dialog.tsx';
import '../common/seller.css';
import './broadcasts.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Said before the seller writes an offer: only a verified store publishes them (the server refuses the
 * others with the same rule). Null for a verified store.
 */
function VerifiedOnlyNotice({ status }: { status: VerificationStatus }) {
  const t = useT(messages);
  if (status === 'verified') return null;
  const next = status === 'pending' ? t('broadcasts.pendingReview') : t('broadcasts.verifyFirst');
  return (
    <p id="broadcasts-verified-only" className="notice notice--warning" role="note">
      <strong>{t('broadcasts.verifiedOnly')}</strong> {next}{' '}
      {status === 'pending' ? null : <Link to={STORE_VERIFICATION_PATH}>{t('broadcasts.verifyLink')}</Link>}
    </p>
  );
}

/** The current store's broadcasts with create, edit, delete and the on/off switch. */
function StoreBroadcasts({ storeId, storeCity, verificationStatus }: { storeId: string; storeCity: string; verificationStatus: VerificationStatus }) {
  const t = useT(messages);
  const broadcasts = useStoreBroadcasts(storeId);
  const cities = useCityNames();
  const { toggle, remove, refresh } = useBroadcastActions(storeId);
  const [editing, setEditing] = useState<SellerBroadcast | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SellerBroadcast | null>(null);
  const now = broadcasts.dataUpdatedAt; // when the list was read: the badges are as of then
  const verified = verificationStatus === 'verified';
  const createProps = { disabled: !verified, 'aria-describedby': verified ? undefined : 'broadcasts-verified-only' };
  // Scheduled ones count too: the server allows BROADCAST_MAX_ACTIVE_PER_STORE that are on and not over.
  const activeCount = broadcasts.data?.filter((b) => ['active', 'scheduled'].includes(broadcastStatus(b, now))).length ?? 0;

  let list;
  if (broadcasts.isPending) list = <LoadingState label={t('broadcasts.loading')} />;
  else if (broadcasts.isError) list = <ErrorState message={t('broadcasts.loadFailed')} onRetry={() => void broadcasts.refetch()} />;
  else if (broadcasts.data.length === 0) {
    list = (
      <EmptyState title={t('broadcasts.emptyTitle')} action={<button type="button" className="btn btn--primary" {...createProps} onClick={() => setEditing('new')}>{t('broadcasts.createFirst')}</button>}>
        {t('broadcasts.emptyText')}
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
      <VerifiedOnlyNotice status={verificationStatus} />
      <div className="broadcast-toolbar">
        {verified && broadcasts.data ? (
          <p className="muted small broadcast-toolbar__count">{t('broadcasts.activeCount', { active: activeCount, max: BROADCAST_MAX_ACTIVE_PER_STORE })}</p>
        ) : null}
        <button type="button" className="btn btn--primary" {...createProps} onClick={() => setEditing('new')}>{t('broadcasts.new')}</button>
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
  const t = useT(messages);
  const body = (
    <CurrentStoreGate noStore={t('broadcasts.noStore')}>
      {(store, storeId) => <StoreBroadcasts storeId={storeId} storeCity={store.city} verificationStatus={store.verificationStatus} />}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title={t('broadcasts.pageTitle')} subtitle={t('broadcasts.pageSubtitle')}>
      {body}
    </PageFrame>
  );
}
