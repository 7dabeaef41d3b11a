import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DeliveryStatus } from '@haat/contracts';
import type { UpdatedAt } from '../column-types.ts';

/** bigint paise that may be null: pg reads int8 as a string. */
type NullableInt8 = ColumnType<string | null, number | null | undefined, number | null>;

/** One order's delivery by a store's own rider (see the migration 2026-11-27-01). Money in paise. */
export type OrderDeliveriesTable = {
  order_id: string;
  store_id: string;
  store_owner_id: string;
  store_name: string;
  buyer_id: string;
  /** The rider's account id (orders.delivery_partner_id holds the same). */
  partner_id: string;
  membership_id: string;
  partner_name: string;
  partner_phone: string;
  vehicle: string | null;
  status: Generated<DeliveryStatus>;
  cash_on_delivery: boolean;
  delivery_code: string | null;
  code_attempts: Generated<number>;
  code_locked_until: Date | null;
  cod_collected_paise: NullableInt8;
  cash_handed_over_at: Date | null;
  proof_photo: string | null;
  proof_reason: string | null;
  failed_reason: string | null;
  note: string | null;
  needs_review: Generated<boolean>;
  attempts: Generated<number>;
  assigned_at: Generated<Date>;
  picked_up_at: Date | null;
  out_for_delivery_at: Date | null;
  delivered_at: Date | null;
  updated_at: UpdatedAt;
};
export type OrderDeliveryRow = Selectable<OrderDeliveriesTable>;
export type NewOrderDeliveryRow = Insertable<OrderDeliveriesTable>;
export type OrderDeliveryUpdate = Updateable<OrderDeliveriesTable>;
