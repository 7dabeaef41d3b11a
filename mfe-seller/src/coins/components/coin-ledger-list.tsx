import { useState } from 'react';
import { EmptyState, formatDateTime, shortOrderId } from '@haat/web-kit';
import type { CoinLedgerEntry } from '@haat/contracts';
import { useCoinLedger } from '../use-coins.ts';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';
import type { Translate } from '@haat/web-kit';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

function describeEntry(entry: CoinLedgerEntry, t: Translate<typeof messages>): string {
  switch (entry.reason) {
    case 'purchase': return t('coins.entryPurchase');
    case 'grant': return entry.note === 'demo' ? t('coins.entryGrantDemo') : t('coins.entryGrant');
    case 'free_order': return t('coins.entryFreeOrder', { ref: shortOrderId(entry.orderId ?? '') });
    case 'order': return t('coins.entryOrderFee', { ref: shortOrderId(entry.orderId ?? '') });
  }
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** GET /coins/ledger: every coin in and out, newest first — purchases, grants, free orders and order fees. */
export function CoinLedgerList() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const ledger = useCoinLedger(page);
  return (
    <section className="card coins-card" aria-labelledby="coins-ledger-title">
      <h2 id="coins-ledger-title" className="card__title">{t('coins.ledgerTitle')}</h2>
      <QueryStates query={ledger} loading={t('coins.ledgerLoading')} error={t('coins.ledgerFailed')} empty={<EmptyState title={t('coins.ledgerEmptyTitle')}>{t('coins.ledgerEmptyText')}</EmptyState>} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="coins-rows">
              {data.items.map((entry) => (
                <li key={entry.id} className="coins-row">
                  <div className="coins-row__text">
                    <p className="coins-row__title">{describeEntry(entry, t)}</p>
                    <p className="small muted">{formatDateTime(entry.createdAt)}</p>
                  </div>
                  <span className={`coins-delta${entry.delta > 0 ? ' coins-delta--in' : entry.delta < 0 ? ' coins-delta--out' : ''}`}>
                    {entry.delta === 0 ? t('coins.free') : t('coins.delta', { delta: signed(entry.delta) })}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('coins.ledgerPages')} className="coins-pager" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
