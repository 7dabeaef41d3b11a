import { useState } from 'react';
import { EmptyState, formatDateTime, shortOrderId } from '@haat/web-kit';
import type { CoinLedgerEntry } from '@haat/contracts';
import { useCoinLedger } from '../use-coins.ts';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';

function describeEntry(entry: CoinLedgerEntry): string {
  switch (entry.reason) {
    case 'purchase': return 'Coin pack bought';
    case 'grant': return entry.note === 'demo' ? 'Welcome coins (demo)' : 'Coins from Haat';
    case 'free_order': return `Free order #${shortOrderId(entry.orderId ?? '')}`;
    case 'order': return `Order fee #${shortOrderId(entry.orderId ?? '')}`;
  }
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** GET /coins/ledger: every coin in and out, newest first — purchases, grants, free orders and order fees. */
export function CoinLedgerList() {
  const [page, setPage] = useState(1);
  const ledger = useCoinLedger(page);
  return (
    <section className="card coins-card" aria-labelledby="coins-ledger-title">
      <h2 id="coins-ledger-title" className="card__title">Coin history</h2>
      <QueryStates query={ledger} loading="Loading your coin history..." error="Failed to load your coin history." empty={<EmptyState title="No coin activity yet">Free orders, order fees and packs you buy appear here.</EmptyState>} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="coins-rows">
              {data.items.map((entry) => (
                <li key={entry.id} className="coins-row">
                  <div className="coins-row__text">
                    <p className="coins-row__title">{describeEntry(entry)}</p>
                    <p className="small muted">{formatDateTime(entry.createdAt)}</p>
                  </div>
                  <span className={`coins-delta${entry.delta > 0 ? ' coins-delta--in' : entry.delta < 0 ? ' coins-delta--out' : ''}`}>
                    {entry.delta === 0 ? 'free' : `${signed(entry.delta)} coins`}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Coin history pages" className="coins-pager" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
