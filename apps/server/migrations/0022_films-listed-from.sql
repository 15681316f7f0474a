-- From when a film is listed, on the film's own row: the films lists (latest, by type, by genre,
-- rails) read it in the row they already fetch instead of probing the film's videos for a ready
-- one, film by film, under the order's index (docs/performance.md#films-lists-and-search-at-scale).
-- The same value as film_search's listed_from (migration 0020), written by the same function,
-- so the triggers that keep search's row keep this one: a film's state or publish time, a video
-- made ready, added, moved or deleted. The app never writes it.
ALTER TABLE "films" ADD COLUMN "listed_from" timestamp with time zone;--> statement-breakpoint
-- As in 0020, then the film's own column from the row just written (each statement of this
-- volatile function sees the one before). Updating only listed_from does not fire the films
-- trigger again (it watches other columns).
CREATE OR REPLACE FUNCTION dalbit_film_search_sync(film bigint) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(20020, (film % 2147483648)::int);
  INSERT INTO film_search (film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from)
  SELECT s.film_id, s.title_kr, s.title_eng, s.title_choseong, s.body, s.release_date, s.listed_from
  FROM film_search_source s WHERE s.film_id = film
  ON CONFLICT (film_id) DO UPDATE SET
    title_kr = excluded.title_kr, title_eng = excluded.title_eng,
    title_choseong = excluded.title_choseong, body = excluded.body,
    release_date = excluded.release_date, listed_from = excluded.listed_from
  WHERE (film_search.title_kr, film_search.title_eng, film_search.title_choseong, film_search.body,
      film_search.release_date, film_search.listed_from)
    IS DISTINCT FROM (excluded.title_kr, excluded.title_eng, excluded.title_choseong, excluded.body,
      excluded.release_date, excluded.listed_from);
  UPDATE films SET listed_from = fs.listed_from FROM film_search fs
  WHERE films.id = film AND fs.film_id = film AND films.listed_from IS DISTINCT FROM fs.listed_from;
$$;--> statement-breakpoint
UPDATE "films" f SET listed_from = s.listed_from FROM "film_search_source" s
WHERE s.film_id = f.id AND s.listed_from IS NOT NULL;
