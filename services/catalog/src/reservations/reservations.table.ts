import type { ColumnType, Selectable } from 'kysely';
import type { ReserveStockReply } from '@haat/contracts';
import type { CreatedAt, UpdatedAt } from '../column-types.ts';

export type ReservationState = 'reserved' | 'confirmed' | 'released';

export type ReservationsTable = {
  id: string;
  /** Null for a tombstone (released before any reserve arrived). */
  store_id: string | null;
  state: ReservationState;
  /** The reply given to the reserve request, returned again to a repeat. */
  reply: ColumnType<Extract<ReserveStockReply, { ok: true }> | null, string | null | undefined, string | null>;
  expires_at: Date | null;
  /** The buyer's UPI payment screenshot (an image key) the checkout named: the store's seller may see it. */
  payment_screenshot_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type ReservationRow = Selectable<ReservationsTable>;

export type ReservationLinesTable = {
  reservation_id: string;
  line_no: number;
  product_id: string;
  variant: string | null;
  quantity: number;
  unit_price_paise: number;
};
