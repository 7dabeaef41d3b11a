import { sql, type Kysely } from 'kysely';

/**
 * A search in a city reads only that city's words (issue 17). Frozen in time once landed.
 *
 * The GIN index over (city_key, search_doc) answered "this word in this city" by intersecting two
 * posting lists: the city's (every product of the city) and the word's, and for a prefix word
 * (`'basmati':*`, how every query word matches) the word's list is gathered whole, across every
 * city, before the intersection. Both grow with the whole catalogue. Here each product's lexemes
 * are indexed behind its city (`pune|basmati`), so a city's word is one posting list holding just
 * the matches in that city, and the query's lexemes are rewritten the same way.
 *
 * - `city_search_doc(city_key, doc)`: the document's lexemes, each as `<city>|<lexeme>` (no
 *   weights or positions: the index only finds candidates; ranking reads `search_doc` itself).
 * - `city_search_query(q, city)`: the same rewrite of a tsquery's lexemes, operators kept.
 * - The city passes through `search_normalize` on both sides: lower case, no punctuation (so no
 *   quote or `|` can reach the tsquery text).
 * - An expression index, not a column: nothing to keep in step, no table rewrite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // PL/pgSQL rather than a one-line SQL function: a SQL function with a subquery is not inlined, and
  // its per-call overhead tripled what an index entry costs to write (33 µs against 11 µs a product).
  await sql`
    CREATE FUNCTION city_search_doc(city_key text, doc tsvector) RETURNS tsvector
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
    DECLARE
      city text := search_normalize(city_key) || '|';
    BEGIN
      RETURN array_to_tsvector(ARRAY(SELECT city || lexeme FROM unnest(tsvector_to_array(doc)) lexeme));
    END $$`.execute(db);
  // A tsquery's text quotes each lexeme ('basmati':* & 'rice'), doubling a quote inside one.
  await sql`
    CREATE FUNCTION city_search_query(q tsquery, city text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN regexp_replace(q::text, '''((?:[^'']|'''')*)''', '''' || search_normalize(city) || '|\\1''', 'g')::tsquery`.execute(db);
  await sql`CREATE INDEX products_city_words ON products USING gin (city_search_doc(city_key, search_doc))`.execute(db);
  await sql`DROP INDEX products_city_search`.execute(db);
}
