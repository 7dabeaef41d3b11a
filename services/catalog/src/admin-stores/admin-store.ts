import type { AdminStore } from '@haat/contracts';
import type { AdminStoreRow } from './admin-store-repository.ts';

/**
 * A store in the console's shape. Inactive whenever it is off the marketplace: closed by a moderation
 * action (which also records closed_at and its reason) or by the older superadmin switch. No rating
 * before the first review.
 */
export const toAdminStore = (row: AdminStoreRow): AdminStore => ({
  id: row.id,
  name: row.name,
  city: row.city,
  ownerId: row.owner_id,
  isActive: row.is_active,
  closedReason: row.closed_reason,
  verificationStatus: row.verification_status,
  rating: row.review_count > 0 ? Number(row.rating) : null,
  productCount: row.product_count,
  createdAt: row.created_at.toISOString(),
});
