import { sql, type Kysely } from 'kysely';

/**
 * Product search and fast listings. Frozen in time once shipped: later changes get a new migration.
 *
 * - `search_normalize` folds the spellings Indian shoppers type for the same word (atta/aata,
 *   dal/daal, ghee/ghi, chawal/chaval, basmati/basmatti): lower case, punctuation out, ee→i, oo→u,
 *   w→v between vowels, doubled letters once, iya→ia. Names and queries pass through it alike.
 * - `search_doc` (full text, english stemming over the normalised text; name A, category B,
 *   description C) is generated, so every insert path (API, demo seed, bench seed) keeps it right
 *   without application code.
 * - `search_words` is the catalogue's vocabulary (normalised words of names and categories); a query
 *   word that no catalogue word starts with is corrected to its nearest words by trigram similarity,
 *   the way the pg_trgm documentation suggests for full-text search.
 * - `search_synonyms` joins Hindi and English names of the same thing (chawal = rice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Migration -01 creates it too; whichever runs first wins, the other is a no-op.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE FUNCTION search_normalize(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN btrim(replace(
      regexp_replace(
        regexp_replace(
          replace(replace(regexp_replace(lower(t), '[[:punct:][:space:]]+', ' ', 'g'), 'ee', 'i'), 'oo', 'u'),
          '([aeiou])w(?=[aeiou])', '\\1v', 'g'),
        '([a-z])\\1+', '\\1', 'g'),
      'iya', 'ia'))`.execute(db);

  await sql`
    ALTER TABLE products
      ADD COLUMN category_key text GENERATED ALWAYS AS (lower(category)) STORED,
      ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', search_normalize(name)), 'A') ||
        setweight(to_tsvector('english', search_normalize(category)), 'B') ||
        setweight(to_tsvector('english', search_normalize(left(description, 1000))), 'C')
      ) STORED`.execute(db);

  await sql`CREATE INDEX products_search_doc ON products USING gin (search_doc)`.execute(db);
  // The store page's search box matches name substrings (ILIKE) as well.
  await sql`CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops)`.execute(db);
  // A store page filtered by category, read index-only like the unfiltered one.
  await sql`CREATE INDEX products_store_category_page ON products (store_id, category_key, created_at, id)`.execute(db);
  // The cross-store lists (GET /api/products?sort=) walk these until they have enough rows.
  await sql`CREATE INDEX products_best_rated ON products (rating DESC, review_count DESC, created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX products_most_reviewed ON products (review_count DESC, rating DESC, created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX products_newest ON products (created_at DESC, id)`.execute(db);
  // Units sold recently (popular, trending) come from reservations of the last days.
  await sql`CREATE INDEX reservations_by_time ON reservations (created_at) WHERE store_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE search_words (word text PRIMARY KEY)`.execute(db);
  await sql`CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)`.execute(db);
  // Words of three letters or more with a letter in them, sorted, each kept once.
  const wordsWorthKeeping = sql`WHERE length(w) >= 3 AND w ~ '[^0-9]'
      ORDER BY w
      ON CONFLICT DO NOTHING;`;
  // Sorted, so two transactions adding overlapping words wait on each other instead of deadlocking.
  await sql`
    CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(search_normalize(n.name || ' ' || n.category), ' ') w
      ${wordsWorthKeeping}
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words()`.execute(db);
  // Renames only (a stock update must not pay for this).
  await sql`
    CREATE FUNCTION remember_renamed_search_words() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(search_normalize(NEW.name || ' ' || NEW.category), ' ') w
      ${wordsWorthKeeping}
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name, category ON products
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category)
    EXECUTE FUNCTION remember_renamed_search_words()`.execute(db);
  await sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM products p, regexp_split_to_table(search_normalize(p.name || ' ' || p.category), ' ') w
    WHERE length(w) >= 3 AND w ~ '[^0-9]'
    ON CONFLICT DO NOTHING`.execute(db);

  await sql`CREATE TABLE search_synonyms (word text PRIMARY KEY, meaning text NOT NULL)`.execute(db);
  await sql`CREATE INDEX search_synonyms_meaning ON search_synonyms (meaning)`.execute(db);
  await sql`
    INSERT INTO search_synonyms (word, meaning)
    SELECT search_normalize(word), meaning FROM (VALUES
      ('chawal', 'rice'), ('chaval', 'rice'), ('rice', 'rice'),
      ('aloo', 'potato'), ('alu', 'potato'), ('potato', 'potato'),
      ('pyaz', 'onion'), ('kanda', 'onion'), ('onion', 'onion'),
      ('tamatar', 'tomato'), ('tomato', 'tomato'),
      ('doodh', 'milk'), ('milk', 'milk'),
      ('cheeni', 'sugar'), ('shakkar', 'sugar'), ('sugar', 'sugar'),
      ('namak', 'salt'), ('salt', 'salt'),
      ('haldi', 'turmeric'), ('turmeric', 'turmeric'),
      ('jeera', 'cumin'), ('cumin', 'cumin'),
      ('dal', 'lentil'), ('lentil', 'lentil'), ('lentils', 'lentil'),
      ('tel', 'oil'), ('oil', 'oil'),
      ('chai', 'tea'), ('tea', 'tea'),
      ('makhan', 'butter'), ('butter', 'butter'),
      ('dahi', 'curd'), ('curd', 'curd'), ('yogurt', 'curd'),
      ('mirchi', 'chilli'), ('mirch', 'chilli'), ('chilli', 'chilli'), ('chili', 'chilli'),
      ('dhaniya', 'coriander'), ('coriander', 'coriander'),
      ('elaichi', 'cardamom'), ('cardamom', 'cardamom'),
      ('lahsun', 'garlic'), ('garlic', 'garlic'),
      ('adrak', 'ginger'), ('ginger', 'ginger'),
      ('sooji', 'semolina'), ('rava', 'semolina'), ('semolina', 'semolina'),
      ('anda', 'egg'), ('ande', 'egg'), ('egg', 'egg'), ('eggs', 'egg'),
      ('gur', 'jaggery'), ('gud', 'jaggery'), ('jaggery', 'jaggery'),
      ('palak', 'spinach'), ('spinach', 'spinach'),
      ('bhindi', 'okra'), ('okra', 'okra'), ('lady finger', 'okra'),
      ('sabun', 'soap'), ('soap', 'soap')
    ) AS s (word, meaning)
    WHERE position(' ' IN word) = 0
    ON CONFLICT DO NOTHING`.execute(db);

  // The tsquery of a shopper's text: every word must match (as a prefix), each word through its
  // spellings, synonyms and, when the catalogue has no word starting with it, its nearest words.
  // With widen = false only the spellings count: the search ranks those exact matches first.
  await sql`
    CREATE FUNCTION product_search_query(q text, widen boolean DEFAULT true) RETURNS tsquery
    LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
    DECLARE
      term text;
      alternatives text[];
      parts text[] := '{}';
    BEGIN
      FOR term IN SELECT DISTINCT t FROM regexp_split_to_table(coalesce(search_normalize(q), ''), ' ') t WHERE t <> '' LOOP
        alternatives := ARRAY[term];
        IF widen THEN
          alternatives := alternatives || ARRAY(
            SELECT other.word FROM search_synonyms known JOIN search_synonyms other ON other.meaning = known.meaning
            WHERE known.word = term AND other.word <> term);
          IF cardinality(alternatives) = 1 AND length(term) >= 3 AND term ~ '[^0-9]'
             AND NOT EXISTS (SELECT 1 FROM search_words WHERE word LIKE term || '%') THEN
            alternatives := alternatives || ARRAY(
              SELECT word FROM search_words WHERE word % term ORDER BY similarity(word, term) DESC, word LIMIT 3);
          END IF;
        END IF;
        -- Words match as prefixes (rice → rices), numbers exactly (5 kg is not 50 kg).
        parts := parts || ('(' || (
          SELECT string_agg(DISTINCT quote_literal(a) || CASE WHEN a ~ '^[0-9]+$' THEN '' ELSE ':*' END, ' | ')
          FROM unnest(alternatives) a) || ')');
      END LOOP;
      IF cardinality(parts) = 0 THEN
        RETURN ''::tsquery;
      END IF;
      RETURN to_tsquery('english', array_to_string(parts, ' & '));
    END $$`.execute(db);
}
