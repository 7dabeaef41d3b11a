import { describeError, EmptyState, ErrorState, formatPrice, LoadingState } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { useState } from 'react';
import { usePartnerActions } from '../use-partner-actions.ts';
import { useDeliveryPartners } from '../use-delivery-partners.ts';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { EditPartnerDialog } from './edit-partner-dialog.tsx';
import { PartnerCard } from './partner-card.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

type Confirming = { kind: 'cash' | 'remove'; partner: DeliveryPartner } | null;

/** The store's partners as cards (newest first), with edit, on/off, new link, cash received and remove. */
export function PartnerList() {
  const t = useT(messages);
  const partners = useDeliveryPartners();
  const { toggle, renewInvite, cash, remove, refresh } = usePartnerActions();
  const [editing, setEditing] = useState<DeliveryPartner | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const now = partners.dataUpdatedAt; // invitations expire as of the list's reading
  const confirmAction = confirming?.kind === 'cash' ? cash : remove;
  const closeConfirm = () => { setConfirming(null); cash.reset(); remove.reset(); };

  let body;
  if (partners.isPending) body = <LoadingState label={t('partners.loadingPartners')} />;
  else if (partners.isError) body = <ErrorState message={describeError(partners.error, t('partners.partnersFailed'))} onRetry={() => void partners.refetch()} />;
  else if (partners.data.length === 0) {
    body = (
      <EmptyState title={t('partners.emptyTitle')}>
        {t('partners.emptyText')}
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
      <h2 id="partner-list-title" className="seller-partner-column__title">{partners.data?.length ? t('partners.listTitleCount', { count: partners.data.length }) : t('partners.listTitle')}</h2>
      {body}
      <EditPartnerDialog partner={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void refresh(); }} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'cash' ? t('partners.cashTitle') : partner ? t('partners.removeTitle', { name: partner.name }) : t('partners.removeThisPartner')}
        text={confirming?.kind === 'cash'
          ? (partner ? t('partners.cashText', { name: partner.name, amount: formatPrice(partner.cashToCollect) }) : t('partners.cashTextUnnamed', { amount: formatPrice(0) }))
          : (partner ? t('partners.removeText', { name: partner.name }) : t('partners.removeTextUnnamed'))}
        confirmLabel={confirming?.kind === 'cash' ? t('partners.markReceived') : t('partners.remove')}
        busyLabel={confirming?.kind === 'cash' ? t('partners.saving') : t('partners.removing')}
        danger={confirming?.kind === 'remove'}
        busy={confirmAction.isPending}
        error={confirmAction.isError ? describeError(confirmAction.error, t('partners.tryAgain')) : null}
        onConfirm={() => { if (partner) confirmAction.mutate(partner.id, { onSuccess: closeConfirm }); }}
        onCancel={closeConfirm}
      />
    </section>
  );
}
