import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One photo proves one delivery (issue 36). Photos were not checked before: where one already
  // proves several deliveries, the first keeps it and the later ones lose a proof that was never
  // theirs, flagged for the seller to look at.
  await sql`
    UPDATE order_deliveries d SET proof_photo = NULL, needs_review = true
      FROM order_deliveries first
     WHERE first.proof_photo = d.proof_photo AND (first.delivered_at, first.order_id) < (d.delivered_at, d.order_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX order_deliveries_proof_photo_key ON order_deliveries (proof_photo) WHERE proof_photo IS NOT NULL`.execute(db);
}
