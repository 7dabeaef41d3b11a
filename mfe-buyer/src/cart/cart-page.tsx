import { cartCount, cartTotal, EmptyState, formatPrice, stockProblem, useCartStore, useDocumentTitle, Link } from '@haat/web-kit';
import { useEffect } from 'react';
import { CartByStore } from './cart-lines.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './cart.css';

/** /cart: the cart by store with steppers and remove, the subtotal, and the way to checkout. */
export function CartPage() {
  const t = useT(messages);
  useDocumentTitle(t('cart.title'));
  const lines = useCartStore((s) => s.lines);
  const source = useCartStore((s) => s.source);
  const syncStatus = useCartStore((s) => s.syncStatus);
  const reload = useCartStore((s) => s.reload);

  // A buyer's cart is read again here: current prices and stock.
  useEffect(() => { void reload(); }, [reload]);

  if (lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1 className="page__title">{t('cart.title')}</h1>
        {source === 'server' && syncStatus === 'loading' ? <p className="muted" role="status">{t('cart.loading')}</p> : null}
        <EmptyState title={t('cart.empty')} action={<Link className="btn btn--primary" to="/stores">{t('cart.continueShopping')}</Link>}>
          {t('cart.emptyText')}
        </EmptyState>
      </section>
    );
  }
  const count = cartCount(lines);
  const stockIssues = lines.some((l) => stockProblem(l.name, l.stock, l.quantity));
  return (
    <section className="page page--narrow" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page__title">{t('cart.title')}</h1>
      {source === 'server' && syncStatus === 'error' ? (
        <p className="notice notice--warning" role="status">{t('cart.offline')}</p>
      ) : null}
      <div className="card"><CartByStore lines={lines} /></div>
      <div className="card cart-summary">
        <p className="cart-subtotal"><span>{t('cart.subtotal', { count })}</span><strong>{formatPrice(cartTotal(lines))}</strong></p>
        <p className="muted small cart-summary__note">{t('cart.feesNote')}</p>
        {stockIssues ? <p className="notice notice--warning cart-summary__note">{t('cart.stockIssues')}</p> : null}
        <Link className="btn btn--primary btn--block" to="/checkout">{t('cart.proceed')}</Link>
        <Link className="btn btn--ghost btn--block" to="/stores">{t('cart.continueShopping')}</Link>
      </div>
    </section>
  );
}
