import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // What a tax invoice prints per line: the HSN code ('' when none), the GST rate in per cent and
  // the unit the quantity is counted in. The CHECKs repeat the contract's rules, so no insert path
  // (API, demo or bench seed) can store a code or rate the invoice could not print.
  await sql`
    ALTER TABLE products
      ADD COLUMN hsn_code text NOT NULL DEFAULT ''
        CONSTRAINT products_hsn_code_digits CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})?$'),
      ADD COLUMN gst_rate numeric(4,2) NOT NULL DEFAULT 0
        CONSTRAINT products_gst_rate_slab CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40)),
      ADD COLUMN unit text NOT NULL DEFAULT 'pcs'
        CONSTRAINT products_unit_known CHECK (unit IN ('pcs', 'kg', 'g', 'l', 'ml', 'm', 'pack', 'box', 'dozen', 'pair', 'set'))`.execute(db);

  // The seller's inventory list (GET /api/stores/:id/inventory): name order, keyset paged, whole or
  // by category; the walk reads the index in order and stops after one page.
  await sql`CREATE INDEX products_inventory_by_name ON products (store_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX products_inventory_by_category ON products (store_id, category_key, lower(name), id)`.execute(db);
}
