import type { CreatedAt, Generated, Int8Column } from '../column-types.ts';

/** grant: given by us (demo data, support); purchase: a bought pack; free_order / order: one placed order. */
export type CoinEntryReason = 'grant' | 'purchase' | 'free_order' | 'order';

export type CoinLedgerTable = {
  id: string;
  seller_id: string;
  delta: number;
  reason: CoinEntryReason;
  order_id: string | null;
  /** The provider's payment id of a 'purchase' row (unique: a payment is credited once). */
  payment_id: string | null;
  note: Generated<string>;
  created_at: CreatedAt;
};

/** Kept by a trigger on coin_ledger (migration 2026-11-25-04): a seller's balance is the sum of their slots. */
export type CoinBalancesTable = {
  seller_id: string;
  slot: number;
  balance: Int8Column;
  free_orders_used: number;
};
