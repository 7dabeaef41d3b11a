import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Identity documents and report photos are private from now on: their objects live in the private
  // storage (images/move-private-images.ts moves the ones uploaded before, at the catalog's start).
  await sql`ALTER TABLE images ADD COLUMN private boolean NOT NULL DEFAULT false`.execute(db);
  // What the move looks for, and what the public route refuses: a handful of rows among many.
  await sql`CREATE INDEX images_private_presets ON images (key) WHERE preset IN ('document', 'report')`.execute(db);

  // Stores' verification documents point at the private route from now on (the key is the URL's last segment).
  await sql`
    UPDATE stores s
    SET verification_documents = (
      SELECT coalesce(jsonb_agg(CASE WHEN i.key IS NULL THEN d.url ELSE to_jsonb('/api/images/private/' || i.key) END ORDER BY d.ord), '[]'::jsonb)
      FROM jsonb_array_elements(s.verification_documents) WITH ORDINALITY AS d(url, ord)
      LEFT JOIN images i
        ON i.key = regexp_replace(split_part(split_part(d.url #>> '{}', '?', 1), '#', 1), '^.*/', '')
        AND i.preset IN ('document', 'report')
    )
    WHERE jsonb_array_length(s.verification_documents) > 0`.execute(db);
}
