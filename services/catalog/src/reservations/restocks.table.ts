import type { Generated } from 'kysely';

/** Cancelled order lines whose stock went back, once each (keyed by the order item id). */
export type RestocksTable = {
  order_item_id: string;
  order_id: string;
  reservation_id: string;
  store_id: string;
  product_id: string;
  variant: string | null;
  quantity: number;
  restocked_at: Generated<Date>;
};
