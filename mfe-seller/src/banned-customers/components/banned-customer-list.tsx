import { describeError, EmptyState, ErrorState, formatDate, LoadingState, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import type { StoreBan } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unbanCustomer } from '../banned-customers-api.ts';
import { bannedCustomersKey, displayPhone, useBannedCustomers } from '../use-banned-customers.ts';

/** The store's banned phones, newest first, each with an unban button (asks first). */
export function BannedCustomerList({ storeId }: { storeId: string }) {
  const bans = useBannedCustomers(storeId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StoreBan | null>(null);
  const unban = useMutation({
    mutationFn: (phone: string) => unbanCustomer(storeId, phone),
    onSuccess: (message, phone) => {
      toast.success(message || `Customer with phone ${phone} can order from your store again`);
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: bannedCustomersKey(storeId) });
    },
    onError: (err) => toast.error('Failed to unban customer', describeError(err, 'Please try again.')),
  });

  let body;
  if (bans.isPending) body = <LoadingState label="Loading banned customers..." />;
  else if (bans.isError) body = <ErrorState message="Failed to load banned customers." onRetry={() => void bans.refetch()} />;
  else if (bans.data.length === 0) body = <EmptyState title="No banned customers">Customers you ban appear here.</EmptyState>;
  else {
    body = (
      <ul className="plain-list banned-list">
        {bans.data.map((ban) => (
          <li key={ban.phone} className="banned-list__item">
            <div className="banned-list__text">
              <p className="banned-list__phone">{displayPhone(ban.phone)}</p>
              <p className="banned-list__reason">{ban.reason}</p>
              <p className="small muted">Banned on {formatDate(ban.createdAt)}</p>
            </div>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirming(ban)} aria-label={`Unban ${displayPhone(ban.phone)}`}>
              Unban
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card banned-card" aria-labelledby="banned-list-title">
      <h2 id="banned-list-title" className="card__title">Banned customers{bans.data?.length ? ` (${bans.data.length})` : ''}</h2>
      {body}
      <Dialog open={confirming !== null} onClose={() => { if (!unban.isPending) setConfirming(null); }} labelledBy="unban-title">
        <div className="modal__body">
          <h2 id="unban-title" className="modal__title">Unban this customer?</h2>
          <p className="modal__text">{confirming ? `The customer with phone ${displayPhone(confirming.phone)} will be able to order from your store again.` : ''}</p>
          <div className="modal__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)} disabled={unban.isPending} autoFocus>Cancel</button>
            <button type="button" className="btn btn--primary" onClick={() => confirming && unban.mutate(confirming.phone)} disabled={unban.isPending}>
              {unban.isPending ? 'Unbanning...' : 'Unban'}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
