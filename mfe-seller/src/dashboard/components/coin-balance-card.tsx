import { ErrorState, LoadingState, Link } from '@haat/web-kit';
import { coinWarningOf } from '../coin-warning.ts';
import { useCoinBalance } from '../../coins/use-coins.ts';

/** The seller's coins and free orders, with the warning and the way to buy more. */
export function CoinBalanceCard() {
  const balance = useCoinBalance();
  let body;
  if (balance.isPending) body = <LoadingState label="Loading your coins..." />;
  else if (balance.isError) body = <ErrorState message="Failed to load your coin balance." onRetry={() => void balance.refetch()} />;
  else {
    const { data } = balance;
    const warning = coinWarningOf(data);
    body = (
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
  }
  return (
    <section className="card dashboard-card" aria-labelledby="coins-title">
      <h2 id="coins-title" className="card__title">Coins</h2>
      {body}
    </section>
  );
}
