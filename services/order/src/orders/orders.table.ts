import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ItemCancelledBy, Order, OrderStatus, PaymentMethod, ShippingAddress } from '@haat/contracts';
import type { CreatedAt, Int8Column, JsonColumn, UpdatedAt } from '../column-types.ts';

/** What the order keeps of its store at checkout. Money in paise. */
export type StoreSnapshot = {
  name: string;
  image: string;
  address: string;
  city: string;
  deliveryOptions: { estimatedLocalDeliveryTime: string; localDeliveryFeePaise: number; freeShippingThresholdPaise: number };
};

export type OrdersTable = {
  id: string;
  user_id: string;
  store_id: string;
  store_owner_id: string;
  store_snapshot: JsonColumn<StoreSnapshot>;
  status: Generated<OrderStatus>;
  payment_method: PaymentMethod;
  is_paid: Generated<boolean>;
  shipping_fee_paise: Int8Column;
  items_price_paise: Int8Column;
  total_price_paise: Int8Column;
  partial_cancellation: Generated<boolean>;
  shipping_address: JsonColumn<ShippingAddress>;
  upi_payment: ColumnType<Order['upiPayment'], string | null, string | null>;
  return_request: JsonColumn<Order['returnRequest']>;
  delivery_partner_id: string | null;
  reservation_id: string;
  /** Tax facts at the time of sale (null: placed before they were kept, or not known). */
  supplier_gstin: string | null;
  supplier_state: string | null;
  /** The buyer's state (place of supply), from the shipping address's city. */
  place_of_supply: string | null;
  /** Kept by Postgres from shipping_address, for the seller's search. */
  customer_name_words: ColumnType<string, never, never>;
  customer_phone_digits: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type OrderRow = Selectable<OrdersTable>;

/** Every column of an order by name, for statements that must not say `*` (prepared ones). */
export const ORDER_COLUMNS = [
  'id', 'user_id', 'store_id', 'store_owner_id', 'store_snapshot', 'status', 'payment_method', 'is_paid',
  'shipping_fee_paise', 'items_price_paise', 'total_price_paise', 'partial_cancellation', 'shipping_address',
  'upi_payment', 'return_request', 'delivery_partner_id', 'reservation_id', 'supplier_gstin', 'supplier_state',
  'place_of_supply', 'customer_name_words', 'customer_phone_digits', 'created_at', 'updated_at',
] as const satisfies readonly (keyof OrderRow)[];
// A column added to the table and not to the list fails the typecheck here.
export const everyOrderColumnListed: Exclude<keyof OrderRow, (typeof ORDER_COLUMNS)[number]> extends never ? true : never = true;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;

export type OrderItemsTable = {
  id: string;
  order_id: string;
  line_no: number;
  product_id: string;
  name: string;
  image: string;
  unit_price_paise: number;
  quantity: number;
  variant: string | null;
  cancelled: Generated<boolean>;
  /** Who cancelled the line (null while it is not cancelled). */
  cancelled_by: Generated<ItemCancelledBy | null>;
  /** The product's tax facts at the time of sale (null: not kept then). numeric: read as a string. */
  hsn_code: string | null;
  gst_rate: ColumnType<string | null, number | null | undefined, number | null>;
  unit: string | null;
};
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItemRow = Insertable<OrderItemsTable>;
