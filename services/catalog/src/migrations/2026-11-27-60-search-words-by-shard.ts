import { sql, type Kysely } from 'kysely';

/**
 * A search reads a bounded share of a common word's products (issue 17). Frozen in time once landed.
 *
 * A search ranks at most 1,000 candidates, but GIN only answers with a bitmap of every match: at
 * ten times the catalogue, "basmati" in every city gathered 20,196 matches (7.7 ms) to keep 1,001,
 * and in Pune 3,702. Here each product falls in one of 16 shards (a hash of its id), and its words
 * are indexed behind its scope and shard: `pune|3|basmati` for the city's search, `|3|basmati` for
 * the one across every city. A search reads the shards in groups, each twice the last, and stops
 * once it has its candidates, so a common word reads only the shards' lists it needs, not all.
 *
 * - `search_shard(id)`: 0–15, from the id's hash, so the shards are even whatever the ids look like.
 * - `search_words(scope, id, doc)`: the document's lexemes behind `<scope>|<shard>|` (no weights or
 *   positions: the index only finds candidates; ranking reads `search_doc` itself). The scope is a
 *   city, or '' for every city, normalised like every searched word (lower case, no punctuation),
 *   so no quote or `|` can come from it.
 * - `search_words_template(q, scope)`: the query's lexemes behind `<scope>|#|`, rewritten with a
 *   regular expression once per search; `search_words_query(template, first, last)` puts shards
 *   first..last in place of `#`, OR-ed (a query of no words stays empty). A lexeme never holds `|`
 *   (punctuation is normalised away), so `|#|` only ever matches the marker.
 * - Replaces `products_city_words` (migration 2026-11-27-50) and its two functions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION search_shard(id uuid) RETURNS int
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN uuid_hash(id) & 15`.execute(db);
  // PL/pgSQL: a SQL function with a subquery is not inlined, and its per-call overhead tripled what
  // an index entry costs to write.
  await sql`
    CREATE FUNCTION search_words(scope text, id uuid, doc tsvector) RETURNS tsvector
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
    DECLARE
      behind text := search_normalize(scope) || '|' || search_shard(id) || '|';
    BEGIN
      RETURN array_to_tsvector(ARRAY(SELECT behind || lexeme FROM unnest(tsvector_to_array(doc)) lexeme));
    END $$`.execute(db);
  // A tsquery's text quotes each lexeme ('basmati':* & 'rice'), doubling a quote inside one.
  await sql`
    CREATE FUNCTION search_words_template(q tsquery, scope text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN regexp_replace(q::text, '''((?:[^'']|'''')*)''', '''' || search_normalize(scope) || '|#|\\1''', 'g')`.execute(db);
  await sql`
    CREATE FUNCTION search_words_query(template text, first_shard int, last_shard int) RETURNS tsquery
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (SELECT coalesce(string_agg('(' || replace(template, '|#|', '|' || shard || '|') || ')', ' | '), '')
            FROM generate_series(first_shard, last_shard) shard WHERE template <> '')::tsquery`.execute(db);
  await sql`CREATE INDEX products_city_words_by_shard ON products USING gin (search_words(city_key, id, search_doc))`.execute(db);
  await sql`CREATE INDEX products_words_by_shard ON products USING gin (search_words('', id, search_doc))`.execute(db);
  await sql`DROP INDEX products_city_words`.execute(db);
  await sql`DROP FUNCTION city_search_doc(text, tsvector)`.execute(db);
  await sql`DROP FUNCTION city_search_query(tsquery, text)`.execute(db);
}
