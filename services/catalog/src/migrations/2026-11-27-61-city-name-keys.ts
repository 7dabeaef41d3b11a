import { sql, type Kysely } from 'kysely';

/**
 * A city found by any of its names in an index, not by splitting every city's aliases on each call
 * (issue 17). Frozen in time once landed.
 *
 * Every reservation asks which state the store's and the buyer's cities are in (the GST invoice's
 * place of supply). That read split and trimmed the aliases of all 404 cities on every call.
 * `name_keys` is the city's name and aliases, lower case and trimmed, kept by Postgres and indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE cities ADD COLUMN name_keys text[]
      GENERATED ALWAYS AS (regexp_split_to_array(btrim(lower(name || ',' || aliases), ' ,'), '\\s*,\\s*')) STORED`.execute(db);
  await sql`CREATE INDEX cities_by_name_key ON cities USING gin (name_keys)`.execute(db);
}
