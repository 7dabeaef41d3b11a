import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VerificationStatus } from '@haat/contracts';
import type { CreatedAt, JsonColumn, UpdatedAt } from '../column-types.ts';
import type { StoredDeliveryOptions } from './delivery-options.ts';

export type StoresTable = {
  id: string;
  owner_id: string;
  name: string;
  slug: string;
  description: string;
  address: string;
  location: string;
  city: string;
  business_hours: string;
  category: string;
  categories: JsonColumn<string[]>;
  phone: string;
  email: string;
  image: string;
  banner_image: string;
  tags: JsonColumn<string[]>;
  rating: Generated<number>;
  review_count: Generated<number>;
  is_open: Generated<boolean>;
  is_active: Generated<boolean>;
  payment_options: JsonColumn<string[]>;
  store_instructions: string;
  upi_id: string;
  upi_qr_image: Generated<string>;
  /** '' when none; checked (format, check character, state) when written. */
  gstin: Generated<string>;
  /** Fees and the free-shipping threshold in paise. */
  delivery_options: JsonColumn<StoredDeliveryOptions>;
  /** Both set or both null (a CHECK); indexed for nearby search. */
  latitude: number | null;
  longitude: number | null;
  verification_status: Generated<VerificationStatus>;
  verification_requested_at: Date | null;
  /** jsonb with a default: JSON text when written. */
  verification_documents: ColumnType<string[], string | undefined, string>;
  verification_note: Generated<string>;
  /** Set by a superadmin's rejection; '' otherwise. */
  verification_rejection_reason: Generated<string>;
  /** The superadmin's decision on the last request (migration 2026-11-27-03); null while none. */
  verification_decided_at: Date | null;
  verification_decided_by_id: string | null;
  verification_decided_by_name: Generated<string>;
  /** Set when the admin team closed the store (migration 2026-11-27-02; is_active is false then), with its reason ('' otherwise). */
  closed_at: Date | null;
  closed_reason: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type StoreRow = Selectable<StoresTable>;
export type NewStoreRow = Insertable<StoresTable>;
export type StoreChanges = Updateable<StoresTable>;
