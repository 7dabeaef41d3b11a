import type { CatalogDb } from '../database.ts';
import type { Touched } from './touched.ts';

/**
 * Closes a store (or reopens it): a closed store is inactive, so it leaves every list, search and
 * ranking, its page is 404 to buyers and checkout's reservation refuses it, while its seller still
 * sees it with `closed_reason`. Reopening puts it back on the marketplace.
 */
export async function setStoreClosed(db: CatalogDb, storeId: string, { closed, reason }: { closed: boolean; reason: string }): Promise<Touched> {
  const changes = closed
    ? { is_active: false, closed_at: new Date(), closed_reason: reason }
    : { is_active: true, closed_at: null, closed_reason: '' };
  const result = await db.updateTable('stores').set({ ...changes, updated_at: new Date() }).where('id', '=', storeId).executeTakeFirst();
  return result.numUpdatedRows > 0n ? { storeId, storeCards: true, crossStore: true } : { storeId: null };
}
