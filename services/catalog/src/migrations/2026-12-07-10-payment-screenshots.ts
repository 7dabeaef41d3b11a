import { sql, type Kysely } from 'kysely';

/**
 * UPI payment screenshots are private images (preset 'payment'), seen by the buyer who uploaded
 * one, superadmins and the seller of the store the order went to (issue 35). Frozen in time once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The private presets' index covers the new one, so the start-up move and the public route's refusal stay index-bound.
  await sql`DROP INDEX images_private_presets`.execute(db);
  await sql`CREATE INDEX images_private_presets ON images (key) WHERE preset IN ('document', 'report', 'payment')`.execute(db);
  // The screenshot a checkout named, kept with its reservation: the store's seller may see it while
  // the reservation is not released (it became an order, or is about to).
  await sql`ALTER TABLE reservations ADD COLUMN payment_screenshot_key text`.execute(db);
  await sql`CREATE INDEX reservations_by_payment_screenshot ON reservations (payment_screenshot_key) WHERE payment_screenshot_key IS NOT NULL`.execute(db);
}
