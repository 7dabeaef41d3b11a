import type { Store, StoreStatus } from '@haat/contracts';
import { deliveryOptionsOf } from './delivery-options.ts';
import type { StoreRow } from './stores.table.ts';

/** A stores row in the spec's Store shape (rupees, camelCase, `_id` and `id`). */
export function toStore(row: StoreRow): Store {
  return {
    _id: row.id,
    id: row.id,
    owner: row.owner_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    location: row.location,
    city: row.city,
    businessHours: row.business_hours,
    category: row.category,
    categories: row.categories,
    phone: row.phone,
    email: row.email,
    image: row.image,
    bannerImage: row.banner_image,
    tags: row.tags,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.review_count,
    isOpen: row.is_open,
    isActive: row.is_active,
    paymentOptions: row.payment_options,
    storeInstructions: row.store_instructions,
    upiId: row.upi_id,
    upiQrImage: row.upi_qr_image,
    gstin: row.gstin,
    deliveryOptions: deliveryOptionsOf(row.delivery_options),
    coordinates: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    verificationStatus: row.verification_status,
    verificationRejectionReason: row.verification_status === 'rejected' ? row.verification_rejection_reason : '',
    closedAt: row.closed_at?.toISOString() ?? null,
    closedReason: row.closed_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A store's switches in the shape of GET /stores/{id}/status. */
export function toStoreStatus(row: StoreRow): StoreStatus {
  return {
    storeId: row.id,
    name: row.name,
    status: row.is_open ? 'open' : 'closed',
    isOpen: row.is_open,
    isActive: row.is_active,
    verificationStatus: row.verification_status,
    updatedAt: row.updated_at.toISOString(),
  };
}
