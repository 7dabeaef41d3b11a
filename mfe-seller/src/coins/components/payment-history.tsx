import { useState } from 'react';
import { EmptyState, ErrorState, formatDateTime, formatPrice, LoadingState } from '@haat/web-kit';
import type { PaymentRecord } from '@haat/contracts';
import { usePaymentHistory } from '../use-coins.ts';
import { Pager } from './pager.tsx';

const STATUS: Record<PaymentRecord['status'], { text: string; badge: string }> = {
  paid: { text: 'Paid', badge: 'badge--success' },
  created: { text: 'Not completed', badge: 'badge--warning' },
  failed: { text: 'Failed', badge: 'badge--danger' },
};

/** GET /payments/history: the seller's pack purchases, newest first. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  let body;
  if (history.isPending) body = <LoadingState label="Loading your purchases..." />;
  else if (history.isError) body = <ErrorState message="Failed to load your purchases." onRetry={() => void history.refetch()} />;
  else if (history.data.items.length === 0) body = <EmptyState title="No purchases yet">Packs you buy appear here.</EmptyState>;
  else {
    body = (
      <>
        <ul className="coins-rows">
          {history.data.items.map((payment) => (
            <li key={payment.id} className="coins-row">
              <div className="coins-row__text">
                <p className="coins-row__title">{payment.coins} coins · {formatPrice(payment.amount)}</p>
                <p className="small muted">
                  {formatDateTime(payment.createdAt)} · {payment.provider === 'development' ? 'Development payment (no money moved)' : 'Razorpay'}
                  {payment.providerPaymentId ? ` · ${payment.providerPaymentId}` : ''}
                </p>
              </div>
              <span className={`badge ${STATUS[payment.status].badge}`}>{STATUS[payment.status].text}</span>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={history.data.totalPages} onPage={setPage} label="Purchases" />
      </>
    );
  }
  return (
    <section className="card coins-card" aria-labelledby="coins-history-title">
      <h2 id="coins-history-title" className="card__title">Purchases</h2>
      {body}
    </section>
  );
}
