import { useState } from 'react';
import { EmptyState, formatDateTime, formatPrice } from '@haat/web-kit';
import type { PaymentRecord } from '@haat/contracts';
import { usePaymentHistory } from '../use-coins.ts';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const STATUS: Record<PaymentRecord['status'], { text: keyof typeof messages; badge: string }> = {
  paid: { text: 'coins.statusPaid', badge: 'badge--success' },
  created: { text: 'coins.statusCreated', badge: 'badge--warning' },
  failed: { text: 'coins.statusFailed', badge: 'badge--danger' },
};

/** GET /payments/history: the seller's pack purchases, newest first. */
export function PaymentHistory() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  return (
    <section className="card coins-card" aria-labelledby="coins-history-title">
      <h2 id="coins-history-title" className="card__title">{t('coins.purchasesTitle')}</h2>
      <QueryStates query={history} loading={t('coins.purchasesLoading')} error={t('coins.purchasesFailed')} empty={<EmptyState title={t('coins.purchasesEmptyTitle')}>{t('coins.purchasesEmptyText')}</EmptyState>} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="coins-rows">
              {data.items.map((payment) => (
                <li key={payment.id} className="coins-row">
                  <div className="coins-row__text">
                    <p className="coins-row__title">{t('coins.purchaseLine', { coins: payment.coins, price: formatPrice(payment.amount) })}</p>
                    <p className="small muted">
                      {formatDateTime(payment.createdAt)} · {payment.provider === 'development' ? t('coins.developmentPayment') : 'Razorpay'}
                      {payment.providerPaymentId ? ` · ${payment.providerPaymentId}` : ''}
                    </p>
                  </div>
                  <span className={`badge ${STATUS[payment.status].badge}`}>{t(STATUS[payment.status].text)}</span>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('coins.purchasesPages')} className="coins-pager" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
