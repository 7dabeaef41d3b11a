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

const STOCK_CHOICES: { value: InventoryFilters['stock']; label: string }[] = [
  { value: '', label: 'All stock' },
  { value: 'low', label: `Low (${LOW_STOCK_THRESHOLD} or fewer)` },
  { value: 'out', label: 'Out of stock' },
];

type Editing = { product: Product | null } | null;

/** Side panels start open beside the list on wide screens, closed above it on narrow ones. */
const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 961px)').matches;

function StoreProducts({ storeId }: { storeId: string }) {
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
      toast.success('Product deleted', product.name);
      setDeleting(null);
      refresh();
    },
    onError: (err) => toast.error('Product not deleted', describeError(err, 'Failed to delete the product. Please try again.')),
  });

  const products = inventory.data?.pages.flatMap((p) => p.data) ?? [];
  const total = inventory.data?.pages[0]?.totalCount ?? 0;
  const filtered = Boolean(filters.search.trim() || category || stock);
  const storeCategories = categories.data ?? [];

  let list;
  if (inventory.isPending) list = <LoadingState label="Loading products..." />;
  else if (inventory.isError) list = <ErrorState message="Failed to load products. Please try again." onRetry={() => void inventory.refetch()} />;
  else if (products.length === 0) {
    list = filtered
      ? <EmptyState title="No products match">Try another search or filter.</EmptyState>
      : <EmptyState title="No products yet" action={<button type="button" className="btn btn--primary" onClick={() => setEditing({ product: null })}>Add your first product</button>}>Products you add appear here with their stock.</EmptyState>;
  } else {
    list = (
      <>
        <InventoryList products={products} onEdit={(product) => setEditing({ product })} onDelete={setDeleting} onStockSaved={() => refresh()} />
        <div className="inventory__more">
          <span className="muted small" aria-live="polite">Showing {products.length} of {total}</span>
          {inventory.hasNextPage ? (
            <button type="button" className="btn btn--secondary" disabled={inventory.isFetchingNextPage} onClick={() => void inventory.fetchNextPage()}>
              {inventory.isFetchingNextPage ? 'Loading...' : 'Load more'}
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
          <TextField id="products-search" label="Search" className="products-toolbar__search" type="search" placeholder="Product name" value={search} onValueChange={setSearch} />
          <SelectField id="products-category" label="Category" value={category} onValueChange={setCategory}>
            <option value="">All categories</option>
            {[...new Set(['General', ...storeCategories])].map((c) => <option key={c} value={c}>{c}</option>)}
          </SelectField>
          <SelectField id="products-stock" label="Stock" value={stock} onValueChange={(value) => setStock(value as InventoryFilters['stock'])}>
            {STOCK_CHOICES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </SelectField>
          <button type="button" className="btn btn--primary products-toolbar__add" onClick={() => setEditing({ product: null })}>Add Product</button>
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
        title="Delete product?"
        text={deleting ? `${deleting.name} will be removed from your store. Orders already placed keep their copy.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
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
  const body = (
    <CurrentStoreGate noStore="Create your store before adding products.">
      {(_store, storeId) => <StoreProducts storeId={storeId} />}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title="Manage Products" className="products-page">
      {body}
    </PageFrame>
  );
}
