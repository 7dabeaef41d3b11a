import type { CreatedAt, Generated } from '../column-types.ts';

/** grant: given by us (demo data, support); purchase: a bought pack (later); free_order / order: one placed order. */
type CoinEntryReason = 'grant' | 'purchase' | 'free_order' | 'order';

export type CoinLedgerTable = {
  id: string;
  seller_id: string;
  delta: number;
  reason: CoinEntryReason;
  order_id: string | null;
  note: Generated<string>;
  created_at: CreatedAt;
};
