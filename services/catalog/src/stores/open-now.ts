import type { CatalogDb } from '../database.ts';
import { liveStatus } from './live-status.ts';
import { switchedOnStores, type StoreFilter } from './store-repository.ts';

/**
 * The ids of the stores the filter finds that are open at `at`: switched on by their seller, on the
 * marketplace and inside their business hours in Asia/Kolkata (liveStatus, the rule of the store's
 * own live status). Hours are free text read by contracts' parser, so this reads the candidates'
 * hours here rather than in SQL: one small query over one city's switched-on stores.
 */
export async function storesOpenAt(db: CatalogDb, filter: StoreFilter, at: Date): Promise<string[]> {
  const candidates = await switchedOnStores(db, filter);
  return candidates
    .filter((s) => liveStatus({ isActive: s.is_active, isOpen: true, businessHours: s.business_hours }, at).isOpen)
    .map((s) => s.id);
}
