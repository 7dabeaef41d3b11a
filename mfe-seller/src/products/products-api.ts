import { api } from '@haat/web-kit';
import type { ApiSuccess, BulkInventoryBody, CreateProductBody, InventoryPage, InventoryStockFilter, Product } from '@haat/contracts';

const enc = encodeURIComponent;

export type InventoryFilters = { search: string; category: string; stock: InventoryStockFilter | '' };

/** GET /stores/:id/inventory: one page of the seller's own list (everything, name order); `after` is the previous page's nextCursor. */
export async function fetchInventory(storeId: string, filters: InventoryFilters, after: string | null, signal?: AbortSignal): Promise<InventoryPage> {
  const query: Record<string, string | number> = { limit: 25 };
  if (filters.search.trim()) query['search'] = filters.search.trim();
  if (filters.category) query['category'] = filters.category;
  if (filters.stock) query['stock'] = filters.stock;
  if (after) query['after'] = after;
  const reply = await api.get<InventoryPage>(`/stores/${enc(storeId)}/inventory`, { query, signal });
  return { success: true, data: Array.isArray(reply.data) ? reply.data : [], nextCursor: reply.nextCursor ?? null, totalCount: reply.totalCount ?? 0 };
}

export async function createProduct(body: CreateProductBody): Promise<Product> {
  return (await api.post<ApiSuccess<Product>>('/products', body, { retry: false })).data;
}

export type ProductChanges = Partial<Omit<CreateProductBody, 'storeId'>>;

export async function updateProduct(id: string, changes: ProductChanges): Promise<Product> {
  return (await api.put<ApiSuccess<Product>>(`/products/${enc(id)}`, changes, { retry: false })).data;
}

export async function deleteProduct(id: string): Promise<void> {
  await api.delete(`/products/${enc(id)}`, { retry: false });
}

/** PATCH /products/:id/inventory: the product's own stock, or one variant's. */
export async function setStock(id: string, quantity: number, variant: string | null): Promise<Product> {
  return (await api.patch<ApiSuccess<Product>>(`/products/${enc(id)}/inventory`, variant ? { quantity, variant } : { quantity }, { retry: false })).data;
}

/** POST /products/bulk-inventory: all or nothing; a refusal (400) carries `rows` (see describeBulkRefusal). */
export async function bulkStock(body: BulkInventoryBody): Promise<number> {
  return (await api.post<{ updatedCount: number }>('/products/bulk-inventory', body, { retry: false })).updatedCount;
}

/** POST /images (preset product); resolves with the stored picture's URL. */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('preset', 'product');
  form.append('image', file, file.name);
  const reply = await api.post<{ data?: { url?: unknown } }>('/images', form, { retry: false });
  const url = reply.data?.url;
  if (typeof url !== 'string' || !url) throw new Error('The image was uploaded but no address came back.');
  return url;
}

export async function fetchCategories(storeId: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await api.get<ApiSuccess<string[]>>(`/stores/${enc(storeId)}/categories`, { signal });
  return Array.isArray(reply.data) ? reply.data.filter((c): c is string => typeof c === 'string') : [];
}

export async function addCategory(storeId: string, name: string): Promise<string[]> {
  return (await api.post<ApiSuccess<string[]>>(`/stores/${enc(storeId)}/categories`, { name }, { retry: false })).data;
}

export async function removeCategory(storeId: string, name: string): Promise<string[]> {
  return (await api.delete<ApiSuccess<string[]>>(`/stores/${enc(storeId)}/categories/${enc(name)}`, { retry: false })).data;
}
