import { api, isApiError } from '@haat/web-kit';
import type { Order, Product, StoreDashboardStats, StoreStatus } from '@haat/contracts';
import { readStoreDashboardStats } from '@haat/contracts/dashboard-reply';
import { readOrders } from '@haat/contracts/order-reply';
import { readOwnProducts } from '@haat/contracts/own-product-reply';
import { readStoreStatus } from '@haat/contracts/own-store-reply';
import { asRecord, readNumber, replyData, replyMessage } from '@haat/contracts/reply-fields';

const storePath = (storeId: string) => encodeURIComponent(storeId);

/** GET /orders/store/:id/dashboard-stats: counts and revenue (rupees) of the store. */
export async function fetchDashboardStats(storeId: string, signal?: AbortSignal): Promise<StoreDashboardStats> {
  return readStoreDashboardStats(replyData(await api.get<unknown>(`/orders/store/${storePath(storeId)}/dashboard-stats`, { signal })));
}

/** The newest orders of the store, for the dashboard's short list. */
export async function fetchLatestOrders(storeId: string, limit: number, signal?: AbortSignal): Promise<Order[]> {
  const reply = await api.get<unknown>(`/orders/store/${storePath(storeId)}`, { query: { page: 1, limit }, signal });
  return readOrders(replyData(reply)).slice(0, limit);
}

/** What the low-stock list shows: the products, or null while the inventory call is not served yet. */
export type LowStock = { products: Product[]; totalCount: number } | null;

/**
 * GET /stores/:id/inventory?stock=low: products at or under the low-stock threshold. A catalog
 * that does not serve the call yet (404/501 for a store we just listed) gives null, and the card says so.
 */
export async function fetchLowStock(storeId: string, limit: number, signal?: AbortSignal): Promise<LowStock> {
  try {
    const reply = await api.get<unknown>(`/stores/${storePath(storeId)}/inventory`, { query: { stock: 'low', limit }, signal, retry: false });
    const products = readOwnProducts(replyData(reply));
    return { products, totalCount: readNumber(asRecord(reply)['totalCount'], products.length) };
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 501)) return null;
    throw err;
  }
}

/** PUT /stores/:id/toggle-status: open becomes closed and closed open. */
export async function toggleStoreOpen(storeId: string): Promise<{ status: StoreStatus; message: string }> {
  const reply = await api.put<unknown>(`/stores/${storePath(storeId)}/toggle-status`, undefined, { retry: false });
  return { status: readStoreStatus(replyData(reply)), message: replyMessage(reply) ?? '' };
}
