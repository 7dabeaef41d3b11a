import { sql, type Kysely } from 'kysely';
import { readFileSync } from 'node:fs';

/**
 * Indian cities, most populous first (roughly the 2011 census order): name, state, approximate
 * centre and other names people search for. Data, not code: frozen with this migration.
 */
type IndianCity = [name: string, state: string, lat: number, lng: number, aliases?: string];
const indianCities: IndianCity[] = JSON.parse(readFileSync(new URL('./data/indian-cities-2026-11-22.json', import.meta.url), 'utf8'));

// Frozen in time once shipped: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram matching for city search with typos (and, for the products work, product search).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // ---- cities: centre coordinates, population rank ("popular first") and other names ----
  await sql`ALTER TABLE cities
    ADD COLUMN latitude double precision,
    ADD COLUMN longitude double precision,
    ADD COLUMN popularity_rank integer,
    ADD COLUMN aliases text NOT NULL DEFAULT ''`.execute(db);
  // Existing rows keep their ids, names and active flags; they gain coordinates, rank and aliases.
  const rows = indianCities.map(([name, state, latitude, longitude, aliases = ''], i) => ({
    name, state, latitude, longitude, popularity_rank: i + 1, aliases, active: true,
  }));
  await db.insertInto('cities').values(rows)
    .onConflict((oc) => oc.columns(['name', 'state']).doUpdateSet((eb) => ({
      latitude: eb.ref('excluded.latitude'),
      longitude: eb.ref('excluded.longitude'),
      popularity_rank: eb.ref('excluded.popularity_rank'),
      aliases: eb.ref('excluded.aliases'),
    })))
    .execute();
  // Fails the migration if a city seeded before had no entry in the list above.
  await sql`ALTER TABLE cities
    ALTER COLUMN latitude SET NOT NULL,
    ALTER COLUMN longitude SET NOT NULL,
    ALTER COLUMN popularity_rank SET NOT NULL`.execute(db);
  // What city search matches: the name and its other names, lower-cased.
  await sql`ALTER TABLE cities ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || aliases)) STORED`.execute(db);
  await sql`CREATE INDEX cities_search_trgm ON cities USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX cities_popular ON cities (popularity_rank) WHERE active`.execute(db);
  await sql`CREATE INDEX cities_position ON cities (latitude, longitude) WHERE active`.execute(db);

  // ---- stores: coordinates for nearby search, verification request, search index ----
  await sql`ALTER TABLE stores
    ADD COLUMN latitude double precision,
    ADD COLUMN longitude double precision,
    ADD COLUMN verification_status text NOT NULL DEFAULT 'unverified'
      CONSTRAINT stores_verification_status_known CHECK (verification_status IN ('unverified', 'pending', 'verified', 'rejected')),
    ADD COLUMN verification_requested_at timestamptz,
    ADD COLUMN verification_documents jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN verification_note text NOT NULL DEFAULT '',
    ADD CONSTRAINT stores_coordinates_valid CHECK (
      (latitude IS NULL AND longitude IS NULL)
      OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))`.execute(db);
  // Nearby search prefilters on a bounding box: a range on latitude, then longitude from the index.
  await sql`CREATE INDEX stores_position ON stores (latitude, longitude) WHERE is_active AND latitude IS NOT NULL`.execute(db);
  // The list's search matches name, category or description anywhere (ILIKE on this expression).
  await sql`CREATE INDEX stores_search_trgm ON stores USING gin ((name || ' ' || category || ' ' || description) gin_trgm_ops) WHERE is_active`.execute(db);
  await sql`CREATE INDEX stores_verification_pending ON stores (verification_requested_at) WHERE verification_status = 'pending'`.execute(db);
}
