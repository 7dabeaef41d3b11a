import { useState } from 'react';
import { EmptyState, formatDateTime, formatPrice } from '@haat/web-kit';
import type { PaymentRecord } from '@haat/contracts';
import { usePaymentHistory } from '../use-coins.ts';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';

const STATUS: Record<PaymentRecord['status'], { text: string; badge: string }> = {
  paid: { text: 'Paid', badge: 'badge--success' },
  created: { text: 'Not completed', badge: 'badge--warning' },
  failed: { text: 'Failed', badge: 'badge--danger' },
};

/** GET /payments/history: the seller's pack purchases, newest first. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  return (
    <section className="card coins-card" aria-labelledby="coins-history-title">
      <h2 id="coins-history-title" className="card__title">Purchases</h2>
      <QueryStates query={history} loading="Loading your purchases..." error="Failed to load your purchases." empty={<EmptyState title="No purchases yet">Packs you buy appear here.</EmptyState>} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="coins-rows">
              {data.items.map((payment) => (
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
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Purchases pages" className="coins-pager" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
