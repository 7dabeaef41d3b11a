import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One purchase of a coin pack through a payment provider. The row is written once the provider
  // has made its order (so there is no half-made row when it is down); status moves created →
  // paid (or failed, which a later captured payment may still turn into paid).
  await sql`
    CREATE TABLE payments (
      id uuid PRIMARY KEY,
      provider text NOT NULL CONSTRAINT payments_known_provider CHECK (provider IN ('razorpay', 'development')),
      provider_order_id text NOT NULL CONSTRAINT payments_one_per_provider_order UNIQUE,
      seller_id uuid NOT NULL,
      purpose text NOT NULL DEFAULT 'coins' CONSTRAINT payments_known_purpose CHECK (purpose = 'coins'),
      package_index integer NOT NULL,
      coins integer NOT NULL CONSTRAINT payments_coins_positive CHECK (coins > 0),
      amount_paise integer NOT NULL CONSTRAINT payments_amount_positive CHECK (amount_paise > 0),
      currency text NOT NULL DEFAULT 'INR',
      status text NOT NULL DEFAULT 'created' CONSTRAINT payments_known_status CHECK (status IN ('created', 'paid', 'failed')),
      provider_payment_id text CONSTRAINT payments_one_per_provider_payment UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      CONSTRAINT payments_paid_shape CHECK ((status = 'paid') = (provider_payment_id IS NOT NULL AND paid_at IS NOT NULL))
    )`.execute(db);
  // A seller's history, newest first.
  await sql`CREATE INDEX payments_by_seller ON payments (seller_id, created_at DESC, id DESC)`.execute(db);

  // A purchase's ledger row names the provider's payment id: at most one credit per payment,
  // whichever of the checkout callback and the webhook comes first (the ledger stays append-only).
  await sql`ALTER TABLE coin_ledger ADD COLUMN payment_id text`.execute(db);
  await sql`CREATE UNIQUE INDEX coin_ledger_one_per_payment ON coin_ledger (payment_id) WHERE payment_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE coin_ledger ADD CONSTRAINT coin_ledger_purchase_names_payment
      CHECK ((reason = 'purchase') = (payment_id IS NOT NULL))`.execute(db);
  // The seller's ledger page, newest first.
  await sql`CREATE INDEX coin_ledger_by_seller_time ON coin_ledger (seller_id, created_at DESC, id DESC)`.execute(db);
}
