import { sql, type Kysely } from 'kysely';
import { GROCERY_WORDS_2026_12_07 } from './data/grocery-words-2026-12-07.ts';

/**
 * Every search box forgives typos (issue 35). Frozen in time once landed.
 *
 * A query word the search does not know (no known word starts with it) is widened to the known words
 * within its typo budget, as Meilisearch and Typesense do: one typo from 4 letters, two from 8 (of
 * the word as `search_normalize` folds it), two neighbouring letters swapped counting as one
 * (Damerau–Levenshtein: poah → poha). Only the closest words are kept, at most five. A word the
 * search knows is never corrected, so a search spelled right finds and ranks what it did (its
 * synonyms aside), and words of three letters or fewer, or with digits, are never corrected either.
 *
 * - `search_words`, the dictionary (migration 2026-11-22-02): besides the words of product names and
 *   categories, now those of store names and categories, the English stems of them all (tomatoes →
 *   tomato, so "tomoto" is one typo from a known word) and the synonym list's words. Triggers keep it
 *   in the transaction of each write (a new or renamed product or store); backfilled here.
 * - `search_word_variants`: each dictionary word beside the strings left when one of its letters is
 *   deleted (from 4 letters) or two (from 6): SymSpell's symmetric deletions. Two words within k typos
 *   share a string left after at most k deletions from each, so a query word's candidates are an
 *   index lookup of its own deletions, whatever the dictionary's size, then checked exactly
 *   (`search_typo_distance`: fuzzystrmatch's levenshtein, swaps undone first). A trigger on
 *   `search_words` keeps it.
 * - `search_typo_candidates(deletions, budget)`: the dictionary words sharing one of a query word's
 *   deletions, read from that index (an SQL function Postgres inlines, so bench:catalog shows its plan);
 *   `search_corrections(term)`: those within the term's budget, the fewest typos only, at most five.
 * - `search_word_alternatives(term)`: what one query word also matches: its synonyms if the search
 *   knows it; else its corrections (and their synonyms) or, past the budget, the nearest words by
 *   trigram similarity, as before (basmito → basmati).
 * - `product_search_queries(q)`: the ranked query, each word OR its alternatives (the word as typed
 *   still a prefix, while typing; the others whole words: `anda` no longer finds eggplant through
 *   `egg`), the as-typed one, and the widened one: what only an alternative matches, which the search
 *   across stores reads in its second pass instead of the whole ranked query (a word with synonyms no
 *   longer reads its own matches twice). `product_search_query` (in a store, the seller's inventory):
 *   the ranked one, as before.
 * - `search_word_pattern(word)`: the same as a regular expression, for the store list's search, which
 *   matches it on `stores.search_text`: each store's folded name, category and description, kept by
 *   Postgres and under a trigram index (`stores_search_words`).
 * - `search_synonyms` now holds the groups of data/grocery-words-2026-12-07.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`.execute(db);

  // How many typos a query word may hold, and so how many deletions a dictionary word keeps.
  await sql`
    CREATE FUNCTION search_typo_budget(term text) RETURNS int
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE WHEN term ~ '[0-9[:space:]]' THEN 0 WHEN length(term) >= 8 THEN 2 WHEN length(term) >= 4 THEN 1 ELSE 0 END`.execute(db);
  // A word 6 letters long can be two typos from one of 8; one of 4 or 5, one typo from one of 4 to 7.
  await sql`
    CREATE FUNCTION search_word_reach(word text) RETURNS int
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE WHEN word ~ '[0-9[:space:]]' OR length(word) > 24 THEN -1 WHEN length(word) >= 6 THEN 2 WHEN length(word) >= 4 THEN 1 ELSE 0 END`.execute(db);
  // The strings left when up to `depth` of the word's letters are deleted, each with how many were.
  await sql`
    CREATE FUNCTION search_word_deletions(word text, depth int) RETURNS TABLE (variant text, removed int)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT variant, min(removed) FROM (
        SELECT word, 0 WHERE depth >= 0
        UNION ALL
        SELECT overlay(word PLACING '' FROM i FOR 1), 1 FROM generate_series(1, length(word)) i WHERE depth >= 1
        UNION ALL
        SELECT overlay(overlay(word PLACING '' FROM j FOR 1) PLACING '' FROM i FOR 1), 2
        FROM generate_series(1, length(word)) i, generate_series(i + 1, length(word)) j WHERE depth >= 2
      ) deleted (variant, removed)
      GROUP BY variant
    $$`.execute(db);
  // How many typos apart two words are, up to the budget (budget + 1 beyond): levenshtein, or if that
  // is past the budget by no more than the swaps it allows, a swap of two neighbouring letters (one
  // typo, as Damerau–Levenshtein counts it) and levenshtein for the rest, or two swaps. PL/pgSQL: an
  // SQL function with a subquery is planned again at every call, and this runs once per candidate.
  await sql`
    CREATE FUNCTION search_typo_distance(typed text, word text, budget int) RETURNS int
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
    DECLARE
      plain int := levenshtein_less_equal(typed, word, 2 * budget);
      swapped text;
    BEGIN
      IF plain <= budget THEN
        RETURN plain;
      ELSIF plain > 2 * budget THEN
        RETURN budget + 1;
      END IF;
      -- Past the budget by levenshtein alone: within it only with swaps, and then exactly at it.
      FOR i IN 1 .. length(typed) - 1 LOOP
        CONTINUE WHEN substr(typed, i, 1) = substr(typed, i + 1, 1);
        swapped := overlay(typed PLACING substr(typed, i + 1, 1) || substr(typed, i, 1) FROM i FOR 2);
        IF levenshtein_less_equal(swapped, word, budget - 1) <= budget - 1 THEN
          RETURN budget;
        END IF;
        FOR j IN i + 2 .. length(typed) - 1 LOOP
          EXIT WHEN budget < 2;
          IF overlay(swapped PLACING substr(swapped, j + 1, 1) || substr(swapped, j, 1) FROM j FOR 2) = word THEN
            RETURN budget;
          END IF;
        END LOOP;
      END LOOP;
      RETURN budget + 1;
    END $$`.execute(db);

  await sql`
    CREATE TABLE search_word_variants (
      variant text NOT NULL,
      word text NOT NULL,
      removed smallint NOT NULL,
      PRIMARY KEY (variant, word) INCLUDE (removed)
    )`.execute(db);
  // Words are only ever added (a word no product has any more matches nothing): so are their variants.
  await sql`
    CREATE FUNCTION remember_search_word_variants() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO search_word_variants (variant, word, removed)
      SELECT d.variant, n.word, d.removed FROM new_words n, search_word_deletions(n.word, search_word_reach(n.word)) d
      ORDER BY 1, 2
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    INSERT INTO search_word_variants (variant, word, removed)
    SELECT d.variant, w.word, d.removed FROM search_words w, search_word_deletions(w.word, search_word_reach(w.word)) d
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    CREATE TRIGGER search_words_variants AFTER INSERT ON search_words
    REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION remember_search_word_variants()`.execute(db);

  // The dictionary's words of some text's words: each of 3 letters or more with a letter, and its stem.
  await sql`
    CREATE FUNCTION search_words_and_stems(words text[]) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      WITH kept AS (SELECT DISTINCT w FROM unnest(words) w WHERE length(w) >= 3 AND w ~ '[^0-9]')
      SELECT w FROM kept
      UNION
      SELECT stem FROM kept, unnest(tsvector_to_array(to_tsvector('english', kept.w))) stem WHERE length(stem) >= 3
    $$`.execute(db);
  // Sorted, so two transactions adding overlapping words wait on each other instead of deadlocking.
  await sql`
    CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT w FROM search_words_and_stems(ARRAY(
        SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(search_normalize(n.name || ' ' || n.category), ' ') w)) w
      ORDER BY w
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  // A renamed product's row, and (below) a new or renamed store's: both have a name and a category.
  await sql`
    CREATE OR REPLACE FUNCTION remember_renamed_search_words() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT w FROM search_words_and_stems(regexp_split_to_array(search_normalize(NEW.name || ' ' || NEW.category), ' ')) w
      ORDER BY w
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER stores_search_words_insert AFTER INSERT ON stores
    FOR EACH ROW EXECUTE FUNCTION remember_renamed_search_words()`.execute(db);
  await sql`
    CREATE TRIGGER stores_search_words_rename AFTER UPDATE OF name, category ON stores
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category)
    EXECUTE FUNCTION remember_renamed_search_words()`.execute(db);

  // The synonym list, replaced by the module's groups: each word (folded) with its group's first word.
  const groups = GROCERY_WORDS_2026_12_07.flatMap((group) => group.map((word) => [word, group[0]!] as const));
  await sql`DELETE FROM search_synonyms`.execute(db);
  await sql`
    INSERT INTO search_synonyms (word, meaning)
    SELECT search_normalize(s.word), s.meaning FROM unnest(${groups.map(([word]) => word)}::text[], ${groups.map(([, meaning]) => meaning)}::text[]) AS s (word, meaning)
    ON CONFLICT DO NOTHING`.execute(db);

  // Backfill: the stems of the words known so far, the stores' words and the synonyms.
  await sql`
    INSERT INTO search_words (word)
    SELECT w FROM search_words_and_stems(ARRAY(
      SELECT word FROM search_words
      UNION SELECT w FROM stores s, regexp_split_to_table(search_normalize(s.name || ' ' || s.category), ' ') w
      UNION SELECT word FROM search_synonyms)) w
    ORDER BY w
    ON CONFLICT DO NOTHING`.execute(db);

  // Whether a known word starts with a query word, for any word: the trigram index answers LIKE only
  // for a pattern known when the statement is planned.
  await sql`CREATE INDEX search_words_prefix ON search_words USING spgist (word)`.execute(db);
  await sql`
    CREATE FUNCTION search_synonyms_of(term text) RETURNS text[]
    LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan AS $$
    BEGIN
      RETURN ARRAY(
        SELECT other.word FROM search_synonyms known JOIN search_synonyms other ON other.meaning = known.meaning
        WHERE known.word = term AND other.word <> term);
    END $$`.execute(db);
  // The dictionary words with one of these deletions of a query word, made with at most `budget`
  // deletions of their own: the candidates. An SQL function that is not STRICT, so Postgres inlines it
  // (bench:catalog shows its plan).
  await sql`
    CREATE FUNCTION search_typo_candidates(deleted text[], budget int) RETURNS SETOF text
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT DISTINCT word FROM search_word_variants WHERE variant = ANY (deleted) AND removed <= budget
    $$`.execute(db);
  // The candidates within the budget, the fewest typos only, the closest five by trigram similarity.
  // Its statements' plans are made once per session (generic): made for each call's values instead,
  // they cost more than the lookup itself.
  await sql`
    CREATE FUNCTION search_corrections(term text) RETURNS text[]
    LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan AS $$
    DECLARE
      budget int := search_typo_budget(term);
      deleted text[];
      candidate text;
      typos int;
      fewest int := budget + 1;
      found text[] := '{}';
    BEGIN
      IF budget = 0 THEN
        RETURN found;
      END IF;
      deleted := ARRAY(SELECT variant FROM search_word_deletions(term, budget));
      FOR candidate IN SELECT c FROM search_typo_candidates(deleted, budget) c LOOP
        -- Levenshtein settles most candidates; only one just past the budget may be within it by swaps.
        typos := levenshtein_less_equal(term, candidate, 2 * budget);
        IF typos > budget AND typos <= 2 * budget THEN
          typos := search_typo_distance(term, candidate, budget);
        END IF;
        IF typos < fewest THEN
          fewest := typos;
          found := ARRAY[candidate];
        ELSIF typos = fewest AND typos <= budget THEN
          found := found || candidate;
        END IF;
      END LOOP;
      IF cardinality(found) <= 1 THEN
        RETURN found;
      END IF;
      RETURN ARRAY(SELECT w FROM unnest(found) w ORDER BY similarity(w, term) DESC, w LIMIT 5);
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION search_word_alternatives(term text, OUT synonyms text[], OUT corrections text[])
    LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan AS $$
    BEGIN
      synonyms := search_synonyms_of(term);
      corrections := '{}';
      IF search_typo_budget(term) > 0 AND NOT EXISTS (SELECT 1 FROM search_words WHERE word ^@ term) THEN
        corrections := search_corrections(term);
        IF cardinality(corrections) = 0 THEN
          corrections := ARRAY(SELECT word FROM search_words WHERE word % term ORDER BY similarity(word, term) DESC, word LIMIT 3);
        END IF;
        synonyms := ARRAY(SELECT DISTINCT s FROM unnest(corrections) c, unnest(search_synonyms_of(c)) s WHERE s <> ALL (corrections));
      END IF;
    END $$`.execute(db);

  // The tsqueries of a shopper's text. Every word must match, as typed (a prefix; numbers exactly) or
  // through one of its alternatives (whole words): `ranked`. Every word as typed: `typed`, the
  // matches the search ranks first. What matches only through an alternative, some word through one
  // of its own, the others either way: `widened`, null when no word has any, so the search's second
  // pass reads the alternatives' posting lists, not the typed words' again.
  await sql`
    CREATE FUNCTION product_search_queries(q text, OUT ranked tsquery, OUT typed tsquery, OUT widened tsquery)
    LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
    DECLARE
      term text;
      also text[];
      as_typed text[] := '{}';
      others text[] := '{}';
      either text[] := '{}';
    BEGIN
      FOR term IN SELECT DISTINCT t FROM regexp_split_to_table(coalesce(search_normalize(q), ''), ' ') t WHERE t <> '' LOOP
        SELECT a.synonyms || a.corrections INTO also FROM search_word_alternatives(term) a;
        as_typed := as_typed || (quote_literal(term) || CASE WHEN term ~ '^[0-9]+$' THEN '' ELSE ':*' END);
        others := others || coalesce((SELECT string_agg(DISTINCT quote_literal(a), ' | ') FROM unnest(also) a WHERE a <> term), '');
        either := either || ('(' || as_typed[cardinality(as_typed)] || coalesce(' | ' || nullif(others[cardinality(others)], ''), '') || ')');
      END LOOP;
      IF cardinality(as_typed) = 0 THEN
        ranked := '';
        typed := '';
        RETURN;
      END IF;
      ranked := to_tsquery('english', array_to_string(either, ' & '));
      typed := to_tsquery('english', array_to_string(as_typed, ' & '));
      widened := to_tsquery('english', (
        SELECT string_agg('((' || others[i] || ')' || coalesce((SELECT string_agg(' & ' || either[j], '') FROM generate_subscripts(either, 1) j WHERE j <> i), '') || ')', ' | ')
        FROM generate_subscripts(others, 1) i WHERE others[i] <> ''));
    END $$`.execute(db);
  // The ranked query (in a store, the seller's inventory), or with widen = false the typed one (which
  // nothing asks for any more: the search across stores reads all three above).
  await sql`
    CREATE OR REPLACE FUNCTION product_search_query(q text, widen boolean DEFAULT true) RETURNS tsquery
    LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
    BEGIN
      RETURN (SELECT CASE WHEN widen THEN s.ranked ELSE s.typed END FROM product_search_queries(q) s);
    END $$`.execute(db);

  // One word of a store search as a regular expression over folded text: the word as typed and its
  // corrections start a word; synonyms are whole words. Folded words hold no punctuation, so none of
  // them can be a regular expression's operator.
  await sql`
    CREATE FUNCTION search_word_pattern(word text) RETURNS text
    LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
    DECLARE
      term text := search_normalize(word);
      found record;
    BEGIN
      SELECT * INTO found FROM search_word_alternatives(term);
      RETURN '\\m(?:' || array_to_string(term || found.corrections, '|')
        || coalesce('|(?:' || nullif(array_to_string(found.synonyms, '|'), '') || ')\\M', '') || ')';
    END $$`.execute(db);
  // Folded once per write, not per store a search reads; indexed for the public list's search.
  await sql`
    ALTER TABLE stores ADD COLUMN search_text text
    GENERATED ALWAYS AS (search_normalize(name || ' ' || category || ' ' || description)) STORED`.execute(db);
  await sql`CREATE INDEX stores_search_words ON stores USING gin (search_text gin_trgm_ops) WHERE is_active`.execute(db);
}
