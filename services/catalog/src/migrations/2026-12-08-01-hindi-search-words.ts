import { sql, type Kysely } from 'kysely';
import { HINDI_WORDS_2026_12_08 } from './data/hindi-words-2026-12-08.ts';

/**
 * Search in Hindi (issue 39): the Devanagari words of data/hindi-words-2026-12-08.ts join the synonym
 * list, each in the group its line names (a group the list already has keeps its meaning; a new one
 * is named by its first word), and the dictionary, so a Devanagari word is a known word: 'टमाटर'
 * widens to tomato, tomatoes and tamatar through the same index lookups as 'tamatar' does
 * (bench:catalog). Frozen in time once landed.
 *
 * `search_normalize` first keeps Devanagari words whole: Postgres' regular expressions class the
 * virama (्) and the nukta (़) as punctuation, so 'हल्दी' was folded to two words, 'हल दी'. The
 * generated columns that use it (products' search_doc, stores' search_text) are computed again for the
 * rows holding Devanagari; no other row's folding changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN btrim(replace(
      regexp_replace(
        regexp_replace(
          replace(replace(regexp_replace(lower(t), '(?:(?![\u0900-\u097F])[[:punct:][:space:]])+', ' ', 'g'), 'ee', 'i'), 'oo', 'u'),
          '([aeiou])w(?=[aeiou])', '\\1v', 'g'),
        '([a-z])\\1+', '\\1', 'g'),
      'iya', 'ia'))`.execute(db);
  await sql`UPDATE products SET name = name WHERE concat(name, category, description) ~ '[\u0900-\u097F]'`.execute(db);
  await sql`UPDATE stores SET name = name WHERE concat(name, category, description) ~ '[\u0900-\u097F]'`.execute(db);

  const rows = HINDI_WORDS_2026_12_08.flatMap(({ group, also = [], hindi }) => [group, ...also, ...hindi].map((word) => [word, group] as const));
  await sql`
    INSERT INTO search_synonyms (word, meaning)
    SELECT search_normalize(s.word), coalesce((SELECT k.meaning FROM search_synonyms k WHERE k.word = search_normalize(s.head)), s.head)
    FROM unnest(${rows.map(([word]) => word)}::text[], ${rows.map(([, head]) => head)}::text[]) AS s (word, head)
    ON CONFLICT DO NOTHING`.execute(db);
  // The new words (and their English stems) become known words; the trigger on search_words adds their typo variants.
  await sql`
    INSERT INTO search_words (word)
    SELECT w FROM search_words_and_stems(ARRAY(SELECT search_normalize(word) FROM unnest(${rows.map(([word]) => word)}::text[]) AS s (word))) w
    ORDER BY w
    ON CONFLICT DO NOTHING`.execute(db);
}
