-- Viewers' film search reads a table of its own, one narrow row per film: lower-cased titles and
-- synopses, the Korean title's initials, the release date, from when the film is listed, and
-- the short keys' pieces (dalbit_grams, migration 0017). The films table keeps the back office's
-- title indexes and loses what only search read: the 844-byte search_grams column, the synopsis
-- and initials trigram indexes (docs/performance.md#search-at-scale).
CREATE TABLE "film_search" (
	"film_id" bigint PRIMARY KEY NOT NULL,
	"title_kr" text NOT NULL,
	"title_eng" text NOT NULL,
	"title_choseong" text NOT NULL,
	"body" text NOT NULL,
	"release_date" date NOT NULL,
	"listed_from" timestamp with time zone,
	"grams" text[] GENERATED ALWAYS AS (dalbit_grams(title_kr || ' ' || title_eng, body)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "film_search" ADD CONSTRAINT "film_search_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A film's search row, as the triggers and a bulk load (bench/dataset.ts) write it. Listed: as
-- the films lists' condition (published, or scheduled and its time has come; with a ready video).
CREATE VIEW "film_search_source" AS
SELECT f.id AS film_id,
  lower(f.title_kr) AS title_kr,
  lower(f.title_eng) AS title_eng,
  f.title_choseong,
  lower(f.synopsis_kr || ' ' || f.synopsis_eng) AS body,
  f.release_date,
  CASE WHEN EXISTS (SELECT 1 FROM videos v WHERE v.film_id = f.id AND jsonb_array_length(v.renditions) > 0)
    THEN CASE f.state WHEN 'published' THEN '-infinity'::timestamptz WHEN 'scheduled' THEN f.publish_at END
  END AS listed_from
FROM films f;--> statement-breakpoint
-- Rewrites one film's row (inserts it, or changes it when something differs; a deleted film's
-- row goes with it through the foreign key). It first takes a lock of its own on the film (an
-- advisory lock, until the transaction ends): a change to the film and one to its video made at
-- once (publication while the ladder is published) wait for each other, and the second reads the
-- first's with the fresh snapshot each statement of this (volatile) function takes, instead of
-- each writing a row from half of the two. Not the film's row lock: removing an episode locks the
-- film, then the video, where publishing a ladder holds the video, then would want the film.
CREATE FUNCTION dalbit_film_search_sync(film bigint) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION dalbit_film_search_films() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dalbit_film_search_sync(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Likes and bookmarks (counters on films) do not fire it.
CREATE TRIGGER "film_search_films" AFTER INSERT OR UPDATE OF title_kr, title_eng, synopsis_kr, synopsis_eng, release_date, state, publish_at ON "films"
FOR EACH ROW EXECUTE FUNCTION dalbit_film_search_films();--> statement-breakpoint
-- A video made ready (its ladder published), added, moved or deleted changes whether its film is listed.
CREATE FUNCTION dalbit_film_search_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dalbit_film_search_sync(OLD.film_id);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dalbit_film_search_sync(NEW.film_id);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.film_id <> OLD.film_id THEN
      PERFORM dalbit_film_search_sync(NEW.film_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "film_search_videos" AFTER INSERT OR DELETE OR UPDATE OF film_id, renditions ON "videos"
FOR EACH ROW EXECUTE FUNCTION dalbit_film_search_videos();--> statement-breakpoint
INSERT INTO "film_search" (film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from)
SELECT film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from FROM "film_search_source";--> statement-breakpoint
CREATE INDEX "film_search_grams_idx" ON "film_search" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "film_search_title_kr_trgm_idx" ON "film_search" USING gin ("title_kr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "film_search_title_eng_trgm_idx" ON "film_search" USING gin ("title_eng" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "film_search_title_choseong_trgm_idx" ON "film_search" USING gin ("title_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "film_search_body_trgm_idx" ON "film_search" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "film_search_release_idx" ON "film_search" USING btree ("release_date" DESC NULLS LAST,"film_id" DESC NULLS LAST) WHERE "film_search"."listed_from" is not null;--> statement-breakpoint
DROP INDEX "films_title_choseong_trgm_idx";--> statement-breakpoint
DROP INDEX "films_synopsis_trgm_idx";--> statement-breakpoint
ALTER TABLE "films" DROP COLUMN "search_grams";
