import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A rider's membership of one store: created by the seller's invitation (user_id null until
  // accepted), the seller's own record of the rider (name, phone, vehicle) and whether the
  // store still assigns to them. One rider may belong to several stores.
  await sql`
    CREATE TABLE store_delivery_partners (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      store_owner_id uuid NOT NULL,
      store_name text NOT NULL,
      user_id uuid,
      name text NOT NULL,
      phone text NOT NULL,
      vehicle_type text,
      vehicle_number text,
      is_active boolean NOT NULL DEFAULT true,
      invite_code text UNIQUE,
      invite_expires_at timestamptz,
      invited_at timestamptz NOT NULL DEFAULT now(),
      joined_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, phone)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX store_delivery_partners_store_user ON store_delivery_partners (store_id, user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX store_delivery_partners_user ON store_delivery_partners (user_id) WHERE user_id IS NOT NULL`.execute(db);

  // The rider as a person, once they joined a store: their own details and availability switch.
  await sql`
    CREATE TABLE delivery_partners (
      user_id uuid PRIMARY KEY,
      name text NOT NULL,
      phone text,
      vehicle_type text,
      vehicle_number text,
      is_available boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // One order's delivery by a store's own rider. The rider's name and phone are copied at
  // assignment, so the buyer's view needs no second lookup. Money in paise.
  await sql`
    CREATE TABLE order_deliveries (
      order_id uuid PRIMARY KEY REFERENCES orders (id),
      store_id uuid NOT NULL,
      store_owner_id uuid NOT NULL,
      store_name text NOT NULL,
      buyer_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      membership_id uuid NOT NULL,
      partner_name text NOT NULL,
      partner_phone text NOT NULL,
      vehicle text,
      status text NOT NULL DEFAULT 'Assigned',
      cash_on_delivery boolean NOT NULL,
      delivery_code text,
      code_attempts integer NOT NULL DEFAULT 0,
      code_locked_until timestamptz,
      cod_collected_paise bigint,
      cash_handed_over_at timestamptz,
      proof_photo text,
      proof_reason text,
      failed_reason text,
      note text,
      needs_review boolean NOT NULL DEFAULT false,
      attempts integer NOT NULL DEFAULT 0,
      assigned_at timestamptz NOT NULL DEFAULT now(),
      picked_up_at timestamptz,
      out_for_delivery_at timestamptz,
      delivered_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The rider's lists (newest assignment first) and open work; delivered counts by day; cash not yet handed over.
  await sql`CREATE INDEX order_deliveries_partner_assigned ON order_deliveries (partner_id, assigned_at DESC, order_id DESC)`.execute(db);
  await sql`CREATE INDEX order_deliveries_partner_open ON order_deliveries (partner_id, status) WHERE status IN ('Assigned', 'Picked Up', 'Out for Delivery', 'Failed Attempt')`.execute(db);
  await sql`CREATE INDEX order_deliveries_partner_delivered ON order_deliveries (partner_id, delivered_at) WHERE status = 'Delivered'`.execute(db);
  await sql`CREATE INDEX order_deliveries_cash_due ON order_deliveries (partner_id, store_id) WHERE cod_collected_paise IS NOT NULL AND cash_handed_over_at IS NULL`.execute(db);
  await sql`CREATE INDEX order_deliveries_membership ON order_deliveries (membership_id, status)`.execute(db);
}
