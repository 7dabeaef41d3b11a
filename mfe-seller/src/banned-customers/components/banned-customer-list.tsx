import { describeError, EmptyState, ErrorState, formatDate, LoadingState, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import type { StoreBan } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unbanCustomer } from '../banned-customers-api.ts';
import { bannedCustomersKey, displayPhone, useBannedCustomers } from '../use-banned-customers.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The store's banned phones, newest first, each with an unban button (asks first). */
export function BannedCustomerList({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const bans = useBannedCustomers(storeId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StoreBan | null>(null);
  const unban = useMutation({
    mutationFn: (phone: string) => unbanCustomer(storeId, phone),
    onSuccess: (message, phone) => {
      toast.success(message || t('banned.customerUnbanned', { phone }));
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: bannedCustomersKey(storeId) });
    },
    onError: (err) => toast.error(t('banned.unbanFailed'), describeError(err, t('banned.tryAgain'))),
  });

  let body;
  if (bans.isPending) body = <LoadingState label={t('banned.loading')} />;
  else if (bans.isError) body = <ErrorState message={t('banned.loadFailed')} onRetry={() => void bans.refetch()} />;
  else if (bans.data.length === 0) body = <EmptyState title={t('banned.emptyTitle')}>{t('banned.emptyText')}</EmptyState>;
  else {
    body = (
      <ul className="plain-list banned-list">
        {bans.data.map((ban) => (
          <li key={ban.phone} className="banned-list__item">
            <div className="banned-list__text">
              <p className="banned-list__phone">{displayPhone(ban.phone)}</p>
              <p className="banned-list__reason">{ban.reason}</p>
              <p className="small muted">{t('banned.bannedOn', { date: formatDate(ban.createdAt) })}</p>
            </div>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirming(ban)} aria-label={t('banned.unbanNamed', { phone: displayPhone(ban.phone) })}>
              {t('banned.unban')}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card banned-card" aria-labelledby="banned-list-title">
      <h2 id="banned-list-title" className="card__title">{bans.data?.length ? t('banned.listTitleCount', { count: bans.data.length }) : t('banned.listTitle')}</h2>
      {body}
      <Dialog open={confirming !== null} onClose={() => { if (!unban.isPending) setConfirming(null); }} labelledBy="unban-title">
        <div className="modal__body">
          <h2 id="unban-title" className="modal__title">{t('banned.confirmTitle')}</h2>
          <p className="modal__text">{confirming ? t('banned.confirmText', { phone: displayPhone(confirming.phone) }) : ''}</p>
          <div className="modal__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)} disabled={unban.isPending} autoFocus>{t('banned.cancel')}</button>
            <button type="button" className="btn btn--primary" onClick={() => confirming && unban.mutate(confirming.phone)} disabled={unban.isPending}>
              {unban.isPending ? t('banned.unbanning') : t('banned.unban')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
