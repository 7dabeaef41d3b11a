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

function ClearButton({ onCleared }: { onCleared: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      await clearWishlist();
      setOpen(false);
      toast.info('Your wishlist is now empty.');
    } catch (err) {
      toast.error(describeError(err, 'Could not clear your wishlist. Please try again.'));
    } finally {
      setBusy(false);
      await onCleared();
    }
  };
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>Clear Wishlist</button>
      <ConfirmDialog
        danger
        open={open}
        title="Clear your wishlist?"
        text="Every saved product will be removed from your wishlist."
        confirmLabel="Clear Wishlist"
        busyLabel="Clearing..."
        busy={busy}
        onConfirm={() => void clear()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** /wishlist (buyers only): saved products with move to cart and remove. */
export function WishlistPage() {
  const { query } = useWishlist();
  const changes = useWishlistChanges();
  const { move, moving } = useMoveToCart();
  const items = query.data ?? [];

  return (
    <PageFrame title="Your Wishlist" tabTitle={null} actions={items.length > 0 ? <ClearButton onCleared={() => query.refetch()} /> : null} className="page--narrow">
      <PageMeta title="Your Wishlist" description="The products you saved on Haat, ready to move to your cart." noindex />
      <QueryStates
        query={query}
        loading="Loading your wishlist..."
        error="Failed to load your wishlist. Please try again."
        empty={(
          <EmptyState title="Your wishlist is empty" action={<Link className="btn btn--primary" to="/stores">Browse Stores</Link>}>
            Tap the heart on a product to save it for later.
          </EmptyState>
        )}
        isEmpty={() => items.length === 0}
      >
        {() => (
          <>
            <p className="muted" aria-live="polite">{items.length} saved {items.length === 1 ? 'product' : 'products'}</p>
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
            <p><Link to="/stores">Continue Shopping</Link></p>
          </>
        )}
      </QueryStates>
    </PageFrame>
  );
}
