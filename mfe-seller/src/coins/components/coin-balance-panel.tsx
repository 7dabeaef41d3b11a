import { QueryStates } from '@haat/web-kit/query-states';
import { useCoinBalance } from '../use-coins.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The seller's coins, free orders left, and whether their stores can take orders now. */
export function CoinBalancePanel() {
  const t = useT(messages);
  const balance = useCoinBalance();
  return (
    <section className="card coins-card" aria-labelledby="coins-balance-title">
      <h2 id="coins-balance-title" className="card__title">{t('coins.balanceTitle')}</h2>
      <QueryStates query={balance} loading={t('coins.loadingCoins')} error={t('coins.balanceFailed')}>
        {(data) => (
          <>
            <dl className="coins-facts">
              <div><dt>{t('coins.coins')}</dt><dd data-testid="coin-balance">{data.balance}</dd></div>
              <div><dt>{t('coins.freeOrdersLeft')}</dt><dd>{t('coins.freeOrdersOf', { left: data.freeOrdersLeft, total: data.freeOrdersTotal })}</dd></div>
              <div>
                <dt>{t('coins.takingOrders')}</dt>
                <dd>{data.canAcceptOrders ? <span className="badge badge--success">{t('coins.yes')}</span> : <span className="badge badge--danger">{t('coins.no')}</span>}</dd>
              </div>
            </dl>
            {data.canAcceptOrders ? null : (
              <div className="notice notice--warning" role="alert">
                {t('coins.notTakingNotice')}
              </div>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
