import { describeError, EmptyState, ErrorState, formatPrice, LoadingState } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { useState } from 'react';
import { usePartnerActions } from '../use-partner-actions.ts';
import { useDeliveryPartners } from '../use-delivery-partners.ts';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { EditPartnerDialog } from './edit-partner-dialog.tsx';
import { PartnerCard } from './partner-card.tsx';

type Confirming = { kind: 'cash' | 'remove'; partner: DeliveryPartner } | null;

/** The store's partners as cards (newest first), with edit, on/off, new link, cash received and remove. */
export function PartnerList() {
  const partners = useDeliveryPartners();
  const { toggle, renewInvite, cash, remove, refresh } = usePartnerActions();
  const [editing, setEditing] = useState<DeliveryPartner | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const now = partners.dataUpdatedAt; // invitations expire as of the list's reading
  const confirmAction = confirming?.kind === 'cash' ? cash : remove;
  const closeConfirm = () => { setConfirming(null); cash.reset(); remove.reset(); };

  let body;
  if (partners.isPending) body = <LoadingState label="Loading delivery partners..." />;
  else if (partners.isError) body = <ErrorState message={describeError(partners.error, 'Failed to load delivery partners.')} onRetry={() => void partners.refetch()} />;
  else if (partners.data.length === 0) {
    body = (
      <EmptyState title="No delivery partners yet">
        Invite a rider with their name and mobile number, send them the link on WhatsApp, and once they sign up you can assign them orders.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="seller-partner-list">
        {partners.data.map((partner) => (
          <li key={partner.id}>
            <PartnerCard
              partner={partner}
              now={now}
              busy={(toggle.isPending && toggle.variables?.id === partner.id) || (renewInvite.isPending && renewInvite.variables === partner.id)}
              actions={{
                onEdit: () => setEditing(partner),
                onToggle: (isActive) => toggle.mutate({ id: partner.id, isActive }),
                onRenewInvite: () => renewInvite.mutate(partner.id),
                onReceiveCash: () => setConfirming({ kind: 'cash', partner }),
                onRemove: () => setConfirming({ kind: 'remove', partner }),
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  const partner = confirming?.partner;
  return (
    <section className="seller-partner-column" aria-labelledby="partner-list-title">
      <h2 id="partner-list-title" className="seller-partner-column__title">Your delivery partners{partners.data?.length ? ` (${partners.data.length})` : ''}</h2>
      {body}
      <EditPartnerDialog partner={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void refresh(); }} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'cash' ? 'Mark cash received?' : `Remove ${partner?.name ?? 'this partner'}?`}
        text={confirming?.kind === 'cash'
          ? `Record that ${partner?.name ?? 'the partner'} handed you ${formatPrice(partner?.cashToCollect ?? 0)}, the cash they collected on delivery for your store.`
          : `${partner?.name ?? 'This partner'} will no longer deliver for your store. Their past deliveries stay on your orders.`}
        confirmLabel={confirming?.kind === 'cash' ? 'Mark received' : 'Remove'}
        busyLabel={confirming?.kind === 'cash' ? 'Saving...' : 'Removing...'}
        danger={confirming?.kind === 'remove'}
        busy={confirmAction.isPending}
        error={confirmAction.isError ? describeError(confirmAction.error, 'Please try again.') : null}
        onConfirm={() => { if (partner) confirmAction.mutate(partner.id, { onSuccess: closeConfirm }); }}
        onCancel={closeConfirm}
      />
    </section>
  );
}
