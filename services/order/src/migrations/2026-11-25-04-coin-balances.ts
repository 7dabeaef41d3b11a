import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A seller's balance and free orders used, kept by a trigger on the append-only ledger, so the
  // balance (every checkout and the dashboard read it) is a few rows, not the sum of one row per
  // order ever placed. Slots (the entry id's hash, 0–3) spread a busy seller's concurrent
  // checkouts over four rows; the trigger runs at commit, so a checkout holds its row only then.
  await sql`
    CREATE TABLE coin_balances (
      seller_id uuid NOT NULL,
      slot smallint NOT NULL,
      balance bigint NOT NULL DEFAULT 0,
      free_orders_used integer NOT NULL DEFAULT 0,
      PRIMARY KEY (seller_id, slot)
    )`.execute(db);
  await sql`
    CREATE FUNCTION coin_balances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO coin_balances AS b (seller_id, slot, balance, free_orders_used)
      VALUES (NEW.seller_id, (hashtext(NEW.id::text) & 3)::smallint, NEW.delta, CASE WHEN NEW.reason = 'free_order' THEN 1 ELSE 0 END)
      ON CONFLICT (seller_id, slot) DO UPDATE SET
        balance = b.balance + EXCLUDED.balance,
        free_orders_used = b.free_orders_used + EXCLUDED.free_orders_used;
      RETURN NULL;
    END $$`.execute(db);
  // Deferred to the commit, still inside the writer's transaction: a committed entry is always counted.
  await sql`
    CREATE CONSTRAINT TRIGGER coin_balances_insert AFTER INSERT ON coin_ledger
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION coin_balances_apply()`.execute(db);
  await sql`
    CREATE FUNCTION coin_balances_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE coin_balances;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER coin_balances_truncate AFTER TRUNCATE ON coin_ledger FOR EACH STATEMENT EXECUTE FUNCTION coin_balances_truncate()`.execute(db);

  // The entries already there.
  await sql`
    INSERT INTO coin_balances (seller_id, slot, balance, free_orders_used)
    SELECT seller_id, (hashtext(id::text) & 3)::smallint, sum(delta), count(*) FILTER (WHERE reason = 'free_order')
      FROM coin_ledger GROUP BY 1, 2`.execute(db);
}
