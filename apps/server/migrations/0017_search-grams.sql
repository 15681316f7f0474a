-- Search keys of one and two characters (한, 한옥, "ha"): trigram indexes cannot serve them, so
-- each film keeps the one-character pieces of its titles and the two-character pieces of its
-- titles and synopses, lower-cased, without whitespace, distinct, in a stored generated column
-- with a GIN index. A key of one character matches the titles (one syllable such as 한 is in
-- most Korean synopses), a key of two the titles and synopses: exactly when it is in the array,
-- so `search_grams @> array[key]` is the whole filter and the index answers it
-- (docs/performance.md#korean-search-of-one-and-two-syllables). The column is left out of the
-- drizzle schema so that selecting a film never carries it.
CREATE OR REPLACE FUNCTION dalbit_grams(titles text, body text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text[] := regexp_split_to_array(lower(coalesce(titles, '')), '');
  b text[] := regexp_split_to_array(lower(coalesce(body, '')), '');
  grams text[] := '{}';
BEGIN
  -- Loops, not a set-returning SQL query: several times faster per row (docs/performance.md).
  FOR i IN 1..coalesce(array_length(t, 1), 0) LOOP
    IF t[i] !~ '\s' THEN
      grams := grams || t[i];
      IF t[i + 1] !~ '\s' THEN
        grams := grams || (t[i] || t[i + 1]);
      END IF;
    END IF;
  END LOOP;
  FOR i IN 1..coalesce(array_length(b, 1), 0) - 1 LOOP
    IF b[i] !~ '\s' AND b[i + 1] !~ '\s' THEN
      grams := grams || (b[i] || b[i + 1]);
    END IF;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT g FROM unnest(grams) AS g ORDER BY g);
END
$$;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (dalbit_grams(title_kr || ' ' || title_eng, synopsis_kr || ' ' || synopsis_eng)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "films_search_grams_idx" ON "films" USING gin ("search_grams");
