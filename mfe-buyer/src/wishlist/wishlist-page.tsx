import { describeError, EmptyState, toast, Link } from '@haat/web-kit';
import { useState } from 'react';
import { PageFrame } from '@haat/web-kit/page';
import { QueryStates } from '@haat/web-kit/query-states';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { clearWishlist } from './wishlist-api.ts';
import { useMoveToCart } from './use-move-to-cart.ts';
import { useWishlist, useWishlistChanges } from './use-wishlist.ts';
import { WishlistRow } from './wishlist-row.tsx';
import './wishlist.css';
import { PageMeta } from '../common/page-meta.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function ClearButton({ onCleared }: { onCleared: () => Promise<unknown> }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      await clearWishlist();
      setOpen(false);
      toast.info(t('wishlist.cleared'));
    } catch (err) {
      toast.error(describeError(err, t('wishlist.clearFailed')));
    } finally {
      setBusy(false);
      await onCleared();
    }
  };
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>{t('wishlist.clear')}</button>
      <ConfirmDialog
        danger
        open={open}
        title={t('wishlist.clearTitle')}
        text={t('wishlist.clearText')}
        confirmLabel={t('wishlist.clear')}
        busyLabel={t('wishlist.clearing')}
        busy={busy}
        onConfirm={() => void clear()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** /wishlist (buyers only): saved products with move to cart and remove. */
export function WishlistPage() {
  const t = useT(messages);
  const { query } = useWishlist();
  const changes = useWishlistChanges();
  const { move, moving } = useMoveToCart();
  const items = query.data ?? [];

  return (
    <PageFrame title={t('wishlist.title')} tabTitle={null} actions={items.length > 0 ? <ClearButton onCleared={() => query.refetch()} /> : null} className="page--narrow">
      <PageMeta title={t('wishlist.title')} description={t('wishlist.description')} noindex />
      <QueryStates
        query={query}
        loading={t('wishlist.loading')}
        error={t('wishlist.loadFailed')}
        empty={(
          <EmptyState title={t('wishlist.empty')} action={<Link className="btn btn--primary" to="/stores">{t('wishlist.browseStores')}</Link>}>
            {t('wishlist.emptyText')}
          </EmptyState>
        )}
        isEmpty={() => items.length === 0}
      >
        {() => (
          <>
            <p className="muted" aria-live="polite">{t('wishlist.saved', { count: items.length })}</p>
            <ul className="wishlist-list">
              {items.map((item) => (
                <WishlistRow
                  key={`${item.productId}|${item.storeId}`}
                  item={item}
                  moving={moving === item.itemId}
                  onMove={() => void move(item)}
                  onRemove={() => void changes.remove(item)}
                />
              ))}
            </ul>
            <p><Link to="/stores">{t('wishlist.continueShopping')}</Link></p>
          </>
        )}
      </QueryStates>
    </PageFrame>
  );
}
