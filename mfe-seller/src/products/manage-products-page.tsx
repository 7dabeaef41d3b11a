import { describeError, EmptyState, ErrorState, LoadingState, toast, useDebounced } from '@haat/web-kit';
import type { Product } from '@haat/contracts';
import { LOW_STOCK_THRESHOLD } from '@haat/contracts/product-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame } from '@haat/web-kit/page';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { BulkStockPanel } from './bulk-stock-panel.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { InventoryList } from './inventory-list.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { deleteProduct, type InventoryFilters } from './products-api.ts';
import { useInventory, useRefreshProducts, useStoreCategories } from './use-products.ts';
import '../common/seller.css';
import './products.css';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { categoryLabel, DEFAULT_CATEGORY } from './product-labels.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const STOCK_CHOICES: { value: InventoryFilters['stock']; label: keyof typeof messages }[] = [
  { value: '', label: 'products.stockAll' },
  { value: 'low', label: 'products.stockLow' },
  { value: 'out', label: 'products.stockOut' },
];

type Editing = { product: Product | null } | null;

/** Side panels start open beside the list on wide screens, closed above it on narrow ones. */
const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 961px)').matches;

function StoreProducts({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [stock, setStock] = useState<InventoryFilters['stock']>('');
  const filters: InventoryFilters = { search: useDebounced(search, 300), category, stock };
  const inventory = useInventory(storeId, filters);
  const categories = useStoreCategories(storeId);
  const refresh = useRefreshProducts(storeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [panelsOpen] = useState(wideScreen);

  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: (_, product) => {
      toast.success(t('products.deleted'), product.name);
      setDeleting(null);
      refresh();
    },
    onError: (err) => toast.error(t('products.notDeleted'), describeError(err, t('products.deleteFailed'))),
  });

  const products = inventory.data?.pages.flatMap((p) => p.data) ?? [];
  const total = inventory.data?.pages[0]?.totalCount ?? 0;
  const filtered = Boolean(filters.search.trim() || category || stock);
  const storeCategories = categories.data ?? [];

  let list;
  if (inventory.isPending) list = <LoadingState label={t('products.loading')} />;
  else if (inventory.isError) list = <ErrorState message={t('products.loadFailed')} onRetry={() => void inventory.refetch()} />;
  else if (products.length === 0) {
    list = filtered
      ? <EmptyState title={t('products.noMatchTitle')}>{t('products.noMatchText')}</EmptyState>
      : <EmptyState title={t('products.emptyTitle')} action={<button type="button" className="btn btn--primary" onClick={() => setEditing({ product: null })}>{t('products.addFirst')}</button>}>{t('products.emptyText')}</EmptyState>;
  } else {
    list = (
      <>
        <InventoryList products={products} onEdit={(product) => setEditing({ product })} onDelete={setDeleting} onStockSaved={() => refresh()} />
        <div className="inventory__more">
          <span className="muted small" aria-live="polite">{t('products.showing', { shown: products.length, total })}</span>
          {inventory.hasNextPage ? (
            <button type="button" className="btn btn--secondary" disabled={inventory.isFetchingNextPage} onClick={() => void inventory.fetchNextPage()}>
              {inventory.isFetchingNextPage ? t('products.loadingMore') : t('products.loadMore')}
            </button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="products-layout">
      <div className="products-main">
        <div className="products-toolbar" role="search">
          <TextField id="products-search" label={t('products.search')} className="products-toolbar__search" type="search" placeholder={t('products.searchPlaceholder')} value={search} onValueChange={setSearch} />
          <SelectField id="products-category" label={t('products.category')} value={category} onValueChange={setCategory}>
            <option value="">{t('products.allCategories')}</option>
            {[...new Set([DEFAULT_CATEGORY, ...storeCategories])].map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
          </SelectField>
          <SelectField id="products-stock" label={t('products.stock')} value={stock} onValueChange={(value) => setStock(value as InventoryFilters['stock'])}>
            {STOCK_CHOICES.map((s) => <option key={s.value} value={s.value}>{t(s.label, { threshold: LOW_STOCK_THRESHOLD })}</option>)}
          </SelectField>
          <button type="button" className="btn btn--primary products-toolbar__add" onClick={() => setEditing({ product: null })}>{t('products.addProduct')}</button>
        </div>
        {list}
      </div>
      <aside className="products-side stack">
        <CategoriesPanel storeId={storeId} categories={storeCategories} open={panelsOpen} onChanged={() => refresh({ categories: true })} />
        <BulkStockPanel storeId={storeId} open={panelsOpen} onDone={() => refresh()} />
      </aside>

      <ProductDialog
        open={editing !== null}
        storeId={storeId}
        product={editing?.product ?? null}
        categories={storeCategories}
        onClose={() => setEditing(null)}
        onSaved={() => refresh()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('products.deleteTitle')}
        text={deleting ? t('products.deleteText', { name: deleting.name }) : ''}
        confirmLabel={t('products.delete')}
        busyLabel={t('products.deleting')}
        busy={remove.isPending}
        danger
        onConfirm={() => { if (deleting) remove.mutate(deleting); }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** /manage-products: the current store's products with search, filters and paging, inline stock, create/edit/delete, bulk stock and categories. */
export function ManageProductsPage() {
  const t = useT(messages);
  const body = (
    <CurrentStoreGate noStore={t('products.noStore')}>
      {(_store, storeId) => <StoreProducts storeId={storeId} />}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title={t('products.pageTitle')} className="products-page">
      {body}
    </PageFrame>
  );
}
