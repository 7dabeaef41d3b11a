import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A store's order numbers, kept exact by a trigger on orders so the dashboard reads a few rows
  // instead of every order: all-time totals per status, and per day (in India) for today, this
  // month and the last 7 days. Each has a slot (the order id's hash, 0–3): a busy store's
  // concurrent checkouts spread over four rows instead of queueing on one.
  const numbers = sql`
      orders integer NOT NULL DEFAULT 0,
      total_paise bigint NOT NULL DEFAULT 0,
      pending_returns integer NOT NULL DEFAULT 0,
      approved_return_paise bigint NOT NULL DEFAULT 0`;
  await sql`
    CREATE TABLE store_order_totals (
      store_id uuid NOT NULL,
      status text NOT NULL,
      slot smallint NOT NULL,
      ${numbers},
      PRIMARY KEY (store_id, status, slot)
    )`.execute(db);
  await sql`
    CREATE TABLE store_order_days (
      store_id uuid NOT NULL,
      day date NOT NULL,
      status text NOT NULL,
      slot smallint NOT NULL,
      ${numbers},
      PRIMARY KEY (store_id, day, status, slot)
    )`.execute(db);

  // The order's old version counted out and its new one counted in, by store, day, status and slot.
  const orderDelta = sql`WITH changed AS (
          SELECT -1 AS sign, OLD.id, OLD.store_id, OLD.created_at, OLD.status, OLD.total_price_paise, OLD.return_request WHERE TG_OP IN ('UPDATE', 'DELETE')
          UNION ALL
          SELECT 1, NEW.id, NEW.store_id, NEW.created_at, NEW.status, NEW.total_price_paise, NEW.return_request WHERE TG_OP IN ('UPDATE', 'INSERT')
        ), delta AS (
          SELECT store_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, status, (hashtext(id::text) & 3)::smallint AS slot,
                 sign AS orders, sign * total_price_paise AS total_paise,
                 CASE WHEN return_request->>'status' = 'Pending' THEN sign ELSE 0 END AS pending_returns,
                 CASE WHEN return_request->>'status' = 'Approved' THEN sign * total_price_paise ELSE 0 END AS approved_return_paise
            FROM changed
        )`;
  // What one order adds to its rows; the trigger subtracts the old version and adds the new one.
  // Totals first, then days, each in key order: two writers never take rows in opposite orders.
  await sql`
    CREATE FUNCTION store_order_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${orderDelta}
      INSERT INTO store_order_totals AS t (store_id, status, slot, orders, total_paise, pending_returns, approved_return_paise)
      SELECT store_id, status, slot, sum(orders), sum(total_paise), sum(pending_returns), sum(approved_return_paise)
        FROM delta
       GROUP BY store_id, status, slot
      HAVING sum(orders) <> 0 OR sum(total_paise) <> 0 OR sum(pending_returns) <> 0 OR sum(approved_return_paise) <> 0
       ORDER BY store_id, status, slot
      ON CONFLICT (store_id, status, slot) DO UPDATE SET
        orders = t.orders + EXCLUDED.orders,
        total_paise = t.total_paise + EXCLUDED.total_paise,
        pending_returns = t.pending_returns + EXCLUDED.pending_returns,
        approved_return_paise = t.approved_return_paise + EXCLUDED.approved_return_paise;

      ${orderDelta}
      INSERT INTO store_order_days AS d (store_id, day, status, slot, orders, total_paise, pending_returns, approved_return_paise)
      SELECT store_id, day, status, slot, sum(orders), sum(total_paise), sum(pending_returns), sum(approved_return_paise)
        FROM delta
       GROUP BY store_id, day, status, slot
      HAVING sum(orders) <> 0 OR sum(total_paise) <> 0 OR sum(pending_returns) <> 0 OR sum(approved_return_paise) <> 0
       ORDER BY store_id, day, status, slot
      ON CONFLICT (store_id, day, status, slot) DO UPDATE SET
        orders = d.orders + EXCLUDED.orders,
        total_paise = d.total_paise + EXCLUDED.total_paise,
        pending_returns = d.pending_returns + EXCLUDED.pending_returns,
        approved_return_paise = d.approved_return_paise + EXCLUDED.approved_return_paise;
      RETURN NULL;
    END $$`.execute(db);

  // Deferred to the commit: a checkout holds its stats rows only for its commit, not for the rest
  // of its transaction. Still in the same transaction: the numbers never miss a committed write.
  await sql`
    CREATE CONSTRAINT TRIGGER store_order_stats_insert AFTER INSERT OR DELETE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION store_order_stats_apply()`.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER store_order_stats_update AFTER UPDATE OF status, total_price_paise, return_request, created_at, store_id ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status
         OR OLD.total_price_paise IS DISTINCT FROM NEW.total_price_paise
         OR OLD.return_request->>'status' IS DISTINCT FROM NEW.return_request->>'status'
         OR OLD.created_at IS DISTINCT FROM NEW.created_at
         OR OLD.store_id IS DISTINCT FROM NEW.store_id)
      EXECUTE FUNCTION store_order_stats_apply()`.execute(db);
  // Emptying orders (tests, resets) empties its numbers too.
  await sql`
    CREATE FUNCTION store_order_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE store_order_totals, store_order_days;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER store_order_stats_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_stats_truncate()`.execute(db);

  // The orders already there.
  const contribution = sql`
    count(*), sum(total_price_paise),
    count(*) FILTER (WHERE return_request->>'status' = 'Pending'),
    coalesce(sum(total_price_paise) FILTER (WHERE return_request->>'status' = 'Approved'), 0)`;
  await sql`
    INSERT INTO store_order_totals (store_id, status, slot, orders, total_paise, pending_returns, approved_return_paise)
    SELECT store_id, status, (hashtext(id::text) & 3)::smallint, ${contribution}
      FROM orders GROUP BY 1, 2, 3`.execute(db);
  await sql`
    INSERT INTO store_order_days (store_id, day, status, slot, orders, total_paise, pending_returns, approved_return_paise)
    SELECT store_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, (hashtext(id::text) & 3)::smallint, ${contribution}
      FROM orders GROUP BY 1, 2, 3, 4`.execute(db);
}
