import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Who cancelled each cancelled line: the buyer (only while the order was Processing) or the store
  // (its seller, or a superadmin for it). The buyer's order page says which (issue 35).
  await sql`
    ALTER TABLE order_items ADD COLUMN cancelled_by text
      CONSTRAINT order_items_cancelled_by_known CHECK (cancelled_by IS NULL OR (cancelled AND cancelled_by IN ('buyer', 'store')))`.execute(db);
  // Lines cancelled before it was kept: a whole order the buyer cancelled (its history says so, and
  // a buyer cancels what is left, all at once) is the buyer's; any other cancelled line the store's.
  await sql`
    UPDATE order_items i SET cancelled_by = CASE WHEN EXISTS (
        SELECT 1 FROM order_status_changes c WHERE c.order_id = i.order_id AND c.status = 'Cancelled' AND c.changed_by = 'buyer'
      ) AND NOT o.partial_cancellation THEN 'buyer' ELSE 'store' END
      FROM orders o
     WHERE o.id = i.order_id AND i.cancelled`.execute(db);
}
