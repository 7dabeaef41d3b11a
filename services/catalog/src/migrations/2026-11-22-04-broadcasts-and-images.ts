import { sql, type Kysely } from 'kysely';

// Frozen in time once shipped: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE broadcasts (
      id uuid PRIMARY KEY,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      image_url text NOT NULL DEFAULT '',
      -- { thumbnail, card, full } URLs when the image came through the upload pipeline.
      image_sizes jsonb,
      city text NOT NULL,
      target_city text,
      broadcast_type text NOT NULL DEFAULT 'offer' CONSTRAINT broadcasts_type_known CHECK (broadcast_type IN ('offer', 'banner')),
      is_active boolean NOT NULL DEFAULT true,
      valid_from timestamptz NOT NULL,
      valid_until timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT broadcasts_valid_window CHECK (valid_until > valid_from)
    )`.execute(db);
  // A store's broadcasts newest first (store page, seller dashboard).
  await sql`CREATE INDEX broadcasts_by_store ON broadcasts (store_id, created_at DESC, id DESC)`.execute(db);
  // The offers page and banners: live broadcasts reaching a city (the store's city or the target city).
  await sql`CREATE INDEX broadcasts_active_city ON broadcasts (lower(city), valid_until) WHERE is_active`.execute(db);
  await sql`CREATE INDEX broadcasts_active_target_city ON broadcasts (lower(target_city), valid_until) WHERE is_active AND target_city IS NOT NULL`.execute(db);

  // One row per stored image object (keys are content hashes): who uploaded it, for moderation and
  // for a later clean-up of objects nothing refers to.
  await sql`
    CREATE TABLE images (
      key text PRIMARY KEY,
      uploaded_by uuid NOT NULL,
      preset text NOT NULL,
      size_name text NOT NULL,
      content_type text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      bytes integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX images_by_uploader ON images (uploaded_by, created_at)`.execute(db);
}
