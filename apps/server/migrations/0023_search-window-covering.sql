-- The release index of film_search carries the titles and listed_from: search reads the newest
-- listed films' titles from the index alone (an index-only scan), for its first tier and to
-- count a frequent key's title hits, where it read each film's row of over a kilobyte
-- (docs/performance.md#search-at-scale). The same keys and predicate as before; drizzle-kit
-- cannot write INCLUDE, so film-search.table.ts names the keys and this file the columns.
DROP INDEX IF EXISTS "film_search_release_idx";--> statement-breakpoint
CREATE INDEX "film_search_release_idx" ON "film_search" USING btree ("release_date" DESC NULLS LAST, "film_id" DESC NULLS LAST) INCLUDE ("title_kr", "title_eng", "title_choseong", "listed_from") WHERE "film_search"."listed_from" is not null;
