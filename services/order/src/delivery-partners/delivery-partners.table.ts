import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VehicleType } from '@haat/contracts';
import type { CreatedAt, UpdatedAt } from '../column-types.ts';

/** A rider's membership of one store (see the migration 2026-11-27-01). user_id is null until the invitation is accepted. */
export type StoreDeliveryPartnersTable = {
  id: Generated<string>;
  store_id: string;
  store_owner_id: string;
  store_name: string;
  user_id: string | null;
  name: string;
  /** +91XXXXXXXXXX (indianPhoneSchema). */
  phone: string;
  vehicle_type: VehicleType | null;
  vehicle_number: string | null;
  is_active: Generated<boolean>;
  invite_code: string | null;
  invite_expires_at: Date | null;
  invited_at: CreatedAt;
  joined_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type MembershipRow = Selectable<StoreDeliveryPartnersTable>;
export type NewMembershipRow = Insertable<StoreDeliveryPartnersTable>;
export type MembershipUpdate = Updateable<StoreDeliveryPartnersTable>;

/** The rider as a person: their own details and availability switch, one row per account. */
export type DeliveryPartnersTable = {
  user_id: string;
  name: string;
  phone: string | null;
  vehicle_type: VehicleType | null;
  vehicle_number: string | null;
  is_available: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type PartnerProfileRow = Selectable<DeliveryPartnersTable>;
