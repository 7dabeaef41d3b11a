import { cartCount, EmptyState, ErrorState, useCartStore, useRenderedInTurns } from '@haat/web-kit';
import { memo, useMemo, useState } from 'react';
import { categoryChips, noMatchHint } from './product-filter.ts';
import { showingProductsText } from './product-count-text.ts';
import type { ProductSummary } from '@haat/contracts/product-reply';
import type { StoreDetails } from '../store/store-details.ts';
import { useStoreProducts } from './use-store-products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductRow } from './product-row.tsx';
import { QuickViewDialog } from './quick-view-dialog.tsx';
import { ProductGridSkeleton } from '../common/skeletons.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type View = 'grid' | 'list';

// Rendered in turns (below): a card already on the page is not rendered again at each turn.
const GridItem = memo(ProductCard);
const ListItem = memo(ProductRow);

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const t = useT(messages);
  return (
    <div className="view-toggle" role="group" aria-label={t('catalog.productView')}>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'grid'} aria-label={t('catalog.gridView')} onClick={() => onChange('grid')}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18"><path fill="currentColor" d="M2 2h7v7H2zm9 0h7v7h-7zM2 11h7v7H2zm9 0h7v7h-7z" /></svg>
      </button>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'list'} aria-label={t('catalog.listView')} onClick={() => onChange('list')}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18"><path fill="currentColor" d="M2 3h16v3H2zm0 5.5h16v3H2zM2 14h16v3H2z" /></svg>
      </button>
    </div>
  );
}

/**
 * The Products tab (spec §2): search box, category chips ('All Products' plus categories), grid or
 * list view, 'Load More Products', 'Showing X of Y products', the empty message, and quick view.
 */
export function StoreProducts({ store, open, onOpenCart }: { store: StoreDetails; open: boolean; onOpenCart: () => void }) {
  const t = useT(messages);
  const { query, shown, loaded, shownOf, shownOfIsCapped, search, setSearch, category, setCategory, filtering, searching } = useStoreProducts(store.id);
  const [view, setView] = useState<View>('grid');
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);
  const count = useCartStore((s) => cartCount(s.lines));
  // Chips keep every category seen, so a server-filtered page does not shrink the row to one chip.
  // (React's "adjusting state while rendering" pattern: it only grows, so it settles at once.)
  const [seen, setSeen] = useState<string[]>([]);
  const merged = categoryChips([], [...seen, ...loaded.map((p) => p.category)]);
  if (merged.length !== seen.length) setSeen(merged);
  const chips = categoryChips(store.categories, merged);
  const storeRef = useMemo(() => ({ id: store.id, name: store.name }), [store.id, store.name]);
  const Item = view === 'grid' ? GridItem : ListItem;
  const rendered = useRenderedInTurns(shown.length);

  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" className="visually-hidden">{t('catalog.products')}</h2>
      <div className="store-toolbar">
        <div className="field store-toolbar__search">
          <label className="visually-hidden" htmlFor="product-search">{t('catalog.searchProducts')}</label>
          <input id="product-search" className="field__input" type="search" placeholder={t('catalog.searchProducts')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <ViewToggle view={view} onChange={setView} />
        <button type="button" className="btn btn--primary store-toolbar__cart" onClick={onOpenCart}>
          {t('catalog.openCart')}{count > 0 ? <span className="cart-count" aria-hidden="true">{count}</span> : null}
          <span className="visually-hidden">{t('catalog.cartItems', { count })}</span>
        </button>
      </div>
      {chips.length > 0 ? (
        <div className="chips" role="group" aria-label={t('catalog.categories')}>
          <button type="button" className={`chip${category === null ? ' chip--active' : ''}`} aria-pressed={category === null} onClick={() => setCategory(null)}>{t('catalog.allProducts')}</button>
          {chips.map((c) => (
            <button key={c} type="button" className={`chip${category === c ? ' chip--active' : ''}`} aria-pressed={category === c} onClick={() => setCategory(c)}>{c}</button>
          ))}
        </div>
      ) : null}

      {query.isPending || searching ? <ProductGridSkeleton /> : null}
      {query.isError && !query.data ? <ErrorState message={t('catalog.storeLoadFailed')} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && !searching && shown.length === 0 ? (
        filtering ? <EmptyState title={t('catalog.noProductsFound')}>{noMatchHint(search, category)}</EmptyState> : <EmptyState title={t('catalog.noProducts')}>{t('catalog.noProductsText')}</EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <div className={view === 'grid' ? 'product-grid' : 'product-list'} aria-busy={query.isFetching && !query.isFetchingNextPage}>
          {shown.slice(0, rendered).map((p) => <Item key={p.id} product={p} store={storeRef} storeOpen={open} onQuickView={setQuickView} />)}
        </div>
      ) : null}
      {query.isSuccess && shown.length > 0 ? (
        <div className="load-more">
          <p className="muted" aria-live="polite">{showingProductsText(shown.length, shownOf, shownOfIsCapped)}</p>
          {query.hasNextPage ? (
            <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {t(query.isFetchingNextPage ? 'catalog.loading' : 'catalog.loadMoreProducts')}
            </button>
          ) : null}
        </div>
      ) : null}
      <QuickViewDialog product={quickView} store={storeRef} storeOpen={open} onClose={() => setQuickView(null)} />
    </section>
  );
}
