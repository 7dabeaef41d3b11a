import { Link } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import { coinWarningOf } from '../coin-warning.ts';
import { useCoinBalance } from '../../coins/use-coins.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The seller's coins and free orders, with the warning and the way to buy more. */
export function CoinBalanceCard() {
  const t = useT(messages);
  const balance = useCoinBalance();
  return (
    <section className="card dashboard-card" aria-labelledby="coins-title">
      <h2 id="coins-title" className="card__title">{t('dashboard.coinsTitle')}</h2>
      <QueryStates query={balance} loading={t('dashboard.loadingCoins')} error={t('dashboard.coinsFailed')}>
        {(data) => {
          const warning = coinWarningOf(data);
          return (
            <>
              {warning === 'not-taking-orders' ? (
                <div className="notice dashboard-notice--danger" role="alert">
                  <strong>{t('dashboard.notTakingTitle')}</strong> {t('dashboard.notTakingText')}
                </div>
              ) : null}
              {warning === 'low' ? (
                <div className="notice notice--warning" role="status">
                  {t('dashboard.lowCoins', { count: data.balance })}
                </div>
              ) : null}
              <dl className="dashboard-facts">
                <div><dt>{t('dashboard.coins')}</dt><dd>{data.balance}</dd></div>
                <div><dt>{t('dashboard.freeOrdersLeft')}</dt><dd>{t('dashboard.freeOrdersOf', { left: data.freeOrdersLeft, total: data.freeOrdersTotal })}</dd></div>
              </dl>
              <Link to="/coins" className={`btn ${warning ? 'btn--primary' : 'btn--secondary'} btn--small`}>{t('dashboard.buyCoins')}</Link>
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
