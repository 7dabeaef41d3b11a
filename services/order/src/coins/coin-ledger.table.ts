import type { CreatedAt, Generated } from '../column-types.ts';

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

/**
 * One row per seller (migration 2026-11-27-40), changed only together with a ledger row in one
 * transaction: CHECKs keep the balance at 0 or more and free orders within FREE_ORDERS.
 */
export type CoinAccountsTable = {
  seller_id: string;
  balance: Generated<number>;
  free_orders_used: Generated<number>;
};
