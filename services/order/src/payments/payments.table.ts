import type { Selectable } from 'kysely';
import type { PaymentProviderName, PaymentStatus } from '@haat/contracts';
import type { CreatedAt, Generated, UpdatedAt } from '../column-types.ts';

/** One coin-pack purchase through a payment provider (migration 2026-11-25-01-payments). */
export type PaymentsTable = {
  id: string;
  provider: PaymentProviderName;
  provider_order_id: string;
  seller_id: string;
  purpose: Generated<'coins'>;
  package_index: number;
  coins: number;
  amount_paise: number;
  currency: Generated<'INR'>;
  status: Generated<PaymentStatus>;
  provider_payment_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  paid_at: Date | null;
};
export type PaymentRow = Selectable<PaymentsTable>;
