import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Generated } from '../column-types.ts';

/** grant: given by us (demo data, support); purchase: a bought pack (later); free_order / order: one placed order. */
export type CoinEntryReason = 'grant' | 'purchase' | 'free_order' | 'order';

export type CoinLedgerTable = {
  id: string;
  seller_id: string;
  delta: number;
  reason: CoinEntryReason;
  order_id: string | null;
  note: Generated<string>;
  created_at: CreatedAt;
};
export type CoinLedgerRow = Selectable<CoinLedgerTable>;
export type NewCoinLedgerRow = Insertable<CoinLedgerTable>;
