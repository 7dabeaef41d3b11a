import { ErrorState, LoadingState, Link } from '@haat/web-kit';
import { idOf } from '@haat/contracts/reply-fields';
import { useLowStock } from '../use-dashboard.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Products with 5 or fewer left (the inventory list's stock=low), with a way to restock. */
export function LowStockCard({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const lowStock = useLowStock(storeId);
  let body;
  if (lowStock.isPending) body = <LoadingState label={t('dashboard.loadingStock')} />;
  else if (lowStock.isError) body = <ErrorState message={t('dashboard.lowStockFailed')} onRetry={() => void lowStock.refetch()} />;
  else if (lowStock.data === null) body = <p className="small muted">{t('dashboard.lowStockSoon')}</p>;
  else if (lowStock.data.products.length === 0) body = <p className="small muted">{t('dashboard.allStocked')}</p>;
  else {
    body = (
      <ul className="plain-list dashboard-list">
        {lowStock.data.products.map((product) => (
          <li key={idOf(product)} className="dashboard-list__row">
            <span className="dashboard-list__name">{product.name}</span>
            <span className={`badge ${product.quantity === 0 ? 'badge--danger' : 'badge--warning'}`}>{product.quantity === 0 ? t('dashboard.outOfStock') : t('dashboard.left', { count: product.quantity })}</span>
          </li>
        ))}
      </ul>
    );
  }
  const more = lowStock.data && lowStock.data.totalCount > lowStock.data.products.length ? lowStock.data.totalCount : null;
  return (
    <section className="card dashboard-card" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="card__title">{t('dashboard.lowStockTitle')}</h2>
      {body}
      <Link to="/manage-products" className="small">{more ? t('dashboard.seeAllLowStock', { count: more }) : t('dashboard.manageProducts')}</Link>
    </section>
  );
}
