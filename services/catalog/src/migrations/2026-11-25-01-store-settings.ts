import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The GST registration ('' when none; the order service reads it for tax invoices), the seller's
  // UPI QR image, and why a superadmin rejected a verification request.
  await sql`
    ALTER TABLE stores
      ADD COLUMN gstin text NOT NULL DEFAULT '',
      ADD COLUMN upi_qr_image text NOT NULL DEFAULT '',
      ADD COLUMN verification_rejection_reason text NOT NULL DEFAULT ''`.execute(db);
  // Every active city, by name, for the full list the pickers cache (GET /api/locations/cities).
  await sql`CREATE INDEX IF NOT EXISTS cities_active_by_name ON cities (name) WHERE active`.execute(db);
}
