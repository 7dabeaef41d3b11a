import { Link } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import { coinWarningOf } from '../coin-warning.ts';
import { useCoinBalance } from '../../coins/use-coins.ts';

/** The seller's coins and free orders, with the warning and the way to buy more. */
export function CoinBalanceCard() {
  const balance = useCoinBalance();
  return (
    <section className="card dashboard-card" aria-labelledby="coins-title">
      <h2 id="coins-title" className="card__title">Coins</h2>
      <QueryStates query={balance} loading="Loading your coins..." error="Failed to load your coin balance.">
        {(data) => {
          const warning = coinWarningOf(data);
          return (
            <>
              {warning === 'not-taking-orders' ? (
                <div className="notice dashboard-notice--danger" role="alert">
                  <strong>Your stores are not taking orders.</strong> You have no free orders and no coins left, so buyers cannot order from you. Buy coins to start taking orders again.
                </div>
              ) : null}
              {warning === 'low' ? (
                <div className="notice notice--warning" role="status">
                  Only {data.balance} {data.balance === 1 ? 'coin' : 'coins'} left. Each order uses one coin; buy more so your store keeps taking orders.
                </div>
              ) : null}
              <dl className="dashboard-facts">
                <div><dt>Coins</dt><dd>{data.balance}</dd></div>
                <div><dt>Free orders left</dt><dd>{data.freeOrdersLeft} of {data.freeOrdersTotal}</dd></div>
              </dl>
              <Link to="/coins" className={`btn ${warning ? 'btn--primary' : 'btn--secondary'} btn--small`}>Buy coins</Link>
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
