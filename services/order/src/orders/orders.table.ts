import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Order, OrderStatus, PaymentMethod, ShippingAddress } from '@haat/contracts';
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
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type OrderRow = Selectable<OrdersTable>;
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
};
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItemRow = Insertable<OrderItemsTable>;
