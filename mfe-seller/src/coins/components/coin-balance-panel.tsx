import { QueryStates } from '@haat/web-kit/query-states';
import { useCoinBalance } from '../use-coins.ts';

/** The seller's coins, free orders left, and whether their stores can take orders now. */
export function CoinBalancePanel() {
  const balance = useCoinBalance();
  return (
    <section className="card coins-card" aria-labelledby="coins-balance-title">
      <h2 id="coins-balance-title" className="card__title">Your balance</h2>
      <QueryStates query={balance} loading="Loading your coins..." error="Failed to load your coin balance.">
        {(data) => (
          <>
            <dl className="coins-facts">
              <div><dt>Coins</dt><dd data-testid="coin-balance">{data.balance}</dd></div>
              <div><dt>Free orders left</dt><dd>{data.freeOrdersLeft} of {data.freeOrdersTotal}</dd></div>
              <div>
                <dt>Taking orders</dt>
                <dd>{data.canAcceptOrders ? <span className="badge badge--success">Yes</span> : <span className="badge badge--danger">No</span>}</dd>
              </div>
            </dl>
            {data.canAcceptOrders ? null : (
              <div className="notice notice--warning" role="alert">
                You have no free orders and no coins left, so buyers cannot order from your stores. Buy a pack to start taking orders again.
              </div>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
