import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Paying for one order, as one call: a coin once the free orders are used up and if the balance
  // holds it, else a free order while any is left (the account row is made on a seller's first
  // order), else a coin after all (the last free order went to another checkout meanwhile); each
  // with its ledger row. Says which ('coin', 'free_order'), or NULL when the seller can pay neither
  // way (nothing written). Each statement of a plpgsql function sees the rows as the checkouts
  // before it left them, so two never both take the last coin or free order. `take_order_coin` is
  // the coin step, taken first and, failing the free order, once more.
  await sql`
    CREATE FUNCTION take_order_coin(p_seller uuid, p_order uuid, p_coins integer, p_free_orders integer) RETURNS boolean
    LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE coin_accounts SET balance = balance - p_coins
       WHERE seller_id = p_seller AND free_orders_used >= p_free_orders AND balance >= p_coins;
      IF NOT FOUND THEN
        RETURN false;
      END IF;
      INSERT INTO coin_ledger (id, seller_id, delta, reason, order_id) VALUES (gen_random_uuid(), p_seller, -p_coins, 'order', p_order);
      RETURN true;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION charge_order(p_seller uuid, p_order uuid, p_coins integer, p_free_orders integer) RETURNS text
    LANGUAGE plpgsql AS $$
    BEGIN
      IF take_order_coin(p_seller, p_order, p_coins, p_free_orders) THEN
        RETURN 'coin';
      END IF;
      INSERT INTO coin_accounts AS a (seller_id, free_orders_used) VALUES (p_seller, 1)
      ON CONFLICT (seller_id) DO UPDATE SET free_orders_used = a.free_orders_used + 1 WHERE a.free_orders_used < p_free_orders;
      IF FOUND THEN
        INSERT INTO coin_ledger (id, seller_id, delta, reason, order_id) VALUES (gen_random_uuid(), p_seller, 0, 'free_order', p_order);
        RETURN 'free_order';
      END IF;
      IF take_order_coin(p_seller, p_order, p_coins, p_free_orders) THEN
        RETURN 'coin';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  // The checkout's last statement before its COMMIT, sent with it: a seller who can pay neither way
  // fails the statement (SQLSTATE HA001), so the COMMIT behind it never runs.
  await sql`
    CREATE FUNCTION charge_order_or_refuse(p_seller uuid, p_order uuid, p_coins integer, p_free_orders integer) RETURNS text
    LANGUAGE plpgsql AS $$
    DECLARE
      charged text := charge_order(p_seller, p_order, p_coins, p_free_orders);
    BEGIN
      IF charged IS NULL THEN
        RAISE EXCEPTION 'the seller has neither a coin nor a free order left' USING ERRCODE = 'HA001';
      END IF;
      RETURN charged;
    END $$`.execute(db);
}
