import { api } from '@haat/web-kit';
import type { BulkInventoryBody, CreateProductBody, InventoryPage, InventoryStockFilter, Product } from '@haat/contracts';
import { readInventoryPage, readOwnProduct } from '@haat/contracts/own-product-reply';
import { asRecord, readNumber, readTextList, readUploadedImageUrl, replyData } from '@haat/contracts/reply-fields';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const enc = encodeURIComponent;

/** The product a write answers with; a reply naming none is a broken reply, not a saved product. */
function savedProduct(reply: unknown): Product {
  const product = readOwnProduct(replyData(reply));
  if (!product) throw new Error(translate(messages, 'products.savedNoDetails'));
  return product;
}

export type InventoryFilters = { search: string; category: string; stock: InventoryStockFilter | '' };

/** GET /stores/:id/inventory: one page of the seller's own list (everything, name order); `after` is the previous page's nextCursor. */
export async function fetchInventory(storeId: string, filters: InventoryFilters, after: string | null, signal?: AbortSignal): Promise<InventoryPage> {
  const query: Record<string, string | number> = { limit: 25 };
  if (filters.search.trim()) query['search'] = filters.search.trim();
  if (filters.category) query['category'] = filters.category;
  if (filters.stock) query['stock'] = filters.stock;
  if (after) query['after'] = after;
  return readInventoryPage(await api.get<unknown>(`/stores/${enc(storeId)}/inventory`, { query, signal }));
}

export async function createProduct(body: CreateProductBody): Promise<Product> {
  return savedProduct(await api.post<unknown>('/products', body, { retry: false }));
}

export type ProductChanges = Partial<Omit<CreateProductBody, 'storeId'>>;

export async function updateProduct(id: string, changes: ProductChanges): Promise<Product> {
  return savedProduct(await api.put<unknown>(`/products/${enc(id)}`, changes, { retry: false }));
}

export async function deleteProduct(id: string): Promise<void> {
  await api.delete(`/products/${enc(id)}`, { retry: false });
}

/** PATCH /products/:id/inventory: the product's own stock, or one variant's. */
export async function setStock(id: string, quantity: number, variant: string | null): Promise<Product> {
  return savedProduct(await api.patch<unknown>(`/products/${enc(id)}/inventory`, variant ? { quantity, variant } : { quantity }, { retry: false }));
}

/** POST /products/bulk-inventory: all or nothing; a refusal (400) carries `rows` (see describeBulkRefusal). */
export async function bulkStock(body: BulkInventoryBody): Promise<number> {
  return readNumber(asRecord(await api.post<unknown>('/products/bulk-inventory', body, { retry: false }))['updatedCount'], 0);
}

/** POST /images (preset product); resolves with the stored picture's URL. */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('preset', 'product');
  form.append('image', file, file.name);
  const url = readUploadedImageUrl(replyData(await api.post<unknown>('/images', form, { retry: false })));
  if (!url) throw new Error(translate(messages, 'products.uploadedNoAddress'));
  return url;
}

export async function fetchCategories(storeId: string, signal?: AbortSignal): Promise<string[]> {
  return readTextList(replyData(await api.get<unknown>(`/stores/${enc(storeId)}/categories`, { signal })));
}

export async function addCategory(storeId: string, name: string): Promise<string[]> {
  return readTextList(replyData(await api.post<unknown>(`/stores/${enc(storeId)}/categories`, { name }, { retry: false })));
}

export async function removeCategory(storeId: string, name: string): Promise<string[]> {
  return readTextList(replyData(await api.delete<unknown>(`/stores/${enc(storeId)}/categories/${enc(name)}`, { retry: false })));
}
