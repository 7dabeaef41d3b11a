import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per seller, changed in the same transaction as the ledger row that explains the change:
  // a checkout charges with one conditional UPDATE (free_orders_used < 10, or balance >= 1) instead
  // of reading the balance under an advisory lock. The CHECKs are the last guard: a balance below
  // zero or more free orders than there are cannot be written by anyone. 10 is FREE_ORDERS today.
  await sql`
    CREATE TABLE coin_accounts (
      seller_id uuid PRIMARY KEY,
      balance integer NOT NULL DEFAULT 0 CONSTRAINT coin_accounts_balance_not_negative CHECK (balance >= 0),
      free_orders_used integer NOT NULL DEFAULT 0 CONSTRAINT coin_accounts_free_orders_in_range CHECK (free_orders_used BETWEEN 0 AND 10)
    )`.execute(db);
  // From the ledger, the truth so far (the trigger-kept slots are dropped below).
  await sql`
    INSERT INTO coin_accounts (seller_id, balance, free_orders_used)
    SELECT seller_id, sum(delta), count(*) FILTER (WHERE reason = 'free_order') FROM coin_ledger GROUP BY seller_id`.execute(db);
  await sql`DROP TRIGGER coin_balances_insert ON coin_ledger`.execute(db);
  await sql`DROP TRIGGER coin_balances_truncate ON coin_ledger`.execute(db);
  await sql`DROP FUNCTION coin_balances_apply()`.execute(db);
  await sql`DROP FUNCTION coin_balances_truncate()`.execute(db);
  await sql`DROP TABLE coin_balances`.execute(db);
}
